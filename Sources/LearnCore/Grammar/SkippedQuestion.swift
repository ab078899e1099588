import Localization

/// A question of an imported GIFT file that the Test screen cannot ask, left out of the topic.
public struct SkippedQuestion: Sendable, Equatable {
    /// What kind of question it is, or what is wrong with it.
    public enum Reason: String, Sendable, Equatable {
        case essay, shortAnswer, numerical, matching, multipleResponse, description
        case unmatchedBraces, tooFewOptions, tooManyOptions, emptyOption

        /// The reason as a phrase, e.g. "an essay question".
        public var phrase: String {
            switch self {
            case .essay: tr("an essay question")
            case .shortAnswer: tr("a short-answer question")
            case .numerical: tr("a numerical question")
            case .matching: tr("a matching question")
            case .multipleResponse: tr("a multiple-response question (more than one answer earns marks)")
            case .description: tr("a description without answers")
            case .unmatchedBraces: tr("its answers are not enclosed in '{' and '}'")
            case .tooFewOptions: tr("it has fewer than two answers")
            case .tooManyOptions: tr("it has more than nine answers")
            case .emptyOption: tr("one of its answers is empty")
            }
        }
    }

    /// The line where the question starts.
    public let line: Int
    /// Its `::title::`, else its first words.
    public let name: String
    public let reason: Reason

    public init(line: Int, name: String, reason: Reason) {
        self.line = line
        self.name = name
        self.reason = reason
    }

    /// The warning for a question of `fileName`, e.g. `quiz.gift:3: skipped “Q8”: an essay question.`
    public func warning(in fileName: String) -> String {
        tr("%1$s:%2$d: skipped “%3$s”: %4$s.", fileName, line, name, reason.phrase)
    }
}
