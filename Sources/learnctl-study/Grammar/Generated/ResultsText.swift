import Foundation
import LearnCore
import ListenClient
import Localization

/// A submitted test's results as lines of text: the score card, what the test covered, and the
/// review — each question on a line with ✓ (right), ✗ (wrong) or – (not answered) and its
/// skill, and, expanded, its prompt, every option (the correct one marked ✓, the learner's wrong
/// one ✗) and the explanation.
///
/// With `.color` the score line takes the band's colour (green, blue, orange, red) and the marks
/// theirs; with `.plain` (NO_COLOR, or output that is not a terminal) the band's label in
/// brackets, `[Good]`, says it instead. Texts from the test lose their control characters.
struct ResultsText {
    /// One line of the results; the whole of it takes `paint`.
    struct Line: Equatable {
        var text: String
        /// ANSI attributes (`32;1`), or nil for none.
        var paint: String?
        /// The index of the question whose review the line is part of, if any.
        var question: Int?
    }

    let style: DictationMarkup.Style
    /// The width to wrap lines at (a terminal's); nil to leave them whole.
    var width: Int?

    /// The results: the score card, then the review with the questions in `expanded` (every
    /// question when nil) shown in full, and a ▸ before the question at `cursor`, if any.
    func lines(_ results: TestResults, expanded: Set<Int>? = nil, cursor: Int? = nil) -> [Line] {
        var lines = scoreCard(results)
        lines.append(Line(text: ""))
        // TRANSLATORS: the heading of the questions' review under a test's results.
        lines.append(Line(text: tr("Review"), paint: Self.bold))
        let numberWidth = String(results.total).count
        for (index, question) in results.questions.enumerated() {
            let isOpen = expanded?.contains(index) ?? true
            lines += review(question, number: index + 1, numberWidth: numberWidth, index: index,
                            isOpen: isOpen, atCursor: cursor == index)
        }
        return lines
    }

    /// The lines as text, each painted and ending in a newline.
    func rendered(_ lines: [Line]) -> String {
        lines.map { paint($0.text, $0.paint) + "\n" }.joined()
    }

    // MARK: The score card

    /// The title, the score with its band and interpretation, the topics, levels, skills and date.
    func scoreCard(_ results: TestResults) -> [Line] {
        let band = results.band
        let label = style == .color ? band.localizedLabel : "[\(band.localizedLabel)]"
        var score = tr("Score: %s %s · %d out of %d", NumberText.percent(results.percent), label, results.correct, results.total)
        if results.unanswered > 0 { score += " · " + tr("%d not answered", results.unanswered) }
        var lines = wrap(tr("%s · results", results.test.title.terminalLine), paint: Self.bold)
        lines += wrap(score, paint: Self.colour(of: band) + ";1")
        lines += wrap(band.localizedInterpretation)
        lines.append(Line(text: ""))
        lines += wrap(tr("Topics:") + " " + Self.topics(results.topics), hanging: "  ")
        lines += wrap(tr("Levels:") + " " + Self.levels(results.levelCounts))
        lines += wrap(tr("Skills:") + " " + results.skillCounts.map { "\($0.skill.rawValue) \($0.count)" }.joined(separator: ", "))
        lines += wrap(tr("Submitted:") + " " + DisplayDate.format(results.test.submittedAt ?? results.test.createdAt))
        return lines
    }

    /// The ANSI colour of a band: green, blue, orange (256 colours) or red.
    static func colour(of band: ScoreBand) -> String {
        switch band {
        case .excellent: "32"
        case .good: "34"
        case .fair: "38;5;208"
        case .low: "31"
        }
    }

    /// "Articles, Question Forms": the topics' names, each with its skill when two share a name.
    static func topics(_ topics: [Blueprint.TopicRef]) -> String {
        guard !topics.isEmpty else { return "-" }
        let names = Dictionary(grouping: topics, by: \.name)
        return topics.map { topic in
            let name = topic.name.terminalLine
            return (names[topic.name]?.count ?? 1) > 1 ? "\(name) (\(topic.skill.rawValue))" : name
        }
        .joined(separator: ", ")
    }

    /// "A2 ×3, B1 ×5", or "-" when no question has a level (the learner's own words have none).
    static func levels(_ counts: [(level: CEFRLevel, count: Int)]) -> String {
        counts.isEmpty ? "-" : counts.map { "\($0.level.rawValue) ×\($0.count)" }.joined(separator: ", ")
    }

    // MARK: The review

    /// The marks of an answer: ✓ right, ✗ wrong, – not answered.
    static func mark(of question: GeneratedQuestion) -> String {
        guard question.isAnswered else { return "–" }
        return question.isCorrect == true ? "✓" : "✗"
    }

    private func review(_ question: GeneratedQuestion, number: Int, numberWidth: Int, index: Int,
                        isOpen: Bool, atCursor: Bool) -> [Line] {
        let numberText = String(repeating: " ", count: numberWidth - String(number).count) + "\(number)."
        var about = [question.skill.rawValue, question.topicName.terminalLine]
        if let level = question.level { about.append(level.rawValue) }
        if !question.isAnswered { about.append(tr("not answered")) }
        let colour = question.isAnswered ? (question.isCorrect == true ? Self.green : Self.red) : Self.yellow
        let head = "\(atCursor ? "▸" : " ") \(Self.mark(of: question)) \(numberText) " + about.joined(separator: " · ")
        let indent = String(repeating: " ", count: numberWidth + 6)
        var lines = wrap(head, hanging: indent, paint: atCursor ? colour + ";1;7" : colour, question: index)
        guard isOpen else { return lines }

        lines += wrap(indent + question.prompt.terminalLine, hanging: indent, question: index)
        for (option, text) in question.options.enumerated() {
            let isCorrect = option == question.correctOption
            let isChosen = option == question.chosenOption
            let mark = isCorrect ? "✓" : isChosen ? "✗" : " "
            let note = isCorrect ? (isChosen ? tr(" — your answer, correct") : tr(" — the correct answer")) : isChosen ? tr(" — your answer") : ""
            let paint = isCorrect ? Self.green : isChosen ? Self.red : nil
            lines += wrap("\(indent)\(mark) \(option + 1)) \(text.terminalLine)\(note)", hanging: indent + "     ",
                          paint: paint, question: index)
        }
        if !question.explanation.isEmpty {
            lines += wrap(indent + tr("Why: %s", question.explanation.terminalLine), hanging: indent + "     ", question: index)
        }
        lines.append(Line(text: "", question: index))
        return lines
    }

    // MARK: Wrapping and painting

    /// `text` as lines no wider than ``width``, broken at spaces, the lines after the first
    /// starting with `hanging`.
    private func wrap(_ text: String, hanging: String = "", paint: String? = nil, question: Int? = nil) -> [Line] {
        guard let width, width > hanging.count + 10, text.count > width else {
            return [Line(text: text, paint: paint, question: question)]
        }
        let leading = text.prefix { $0 == " " }
        var lines: [String] = []
        var current = String(leading)
        var lineIsEmpty = true
        for word in text.dropFirst(leading.count).split(separator: " ") {
            if !lineIsEmpty && current.count + 1 + word.count > width {
                lines.append(current)
                current = hanging
                lineIsEmpty = true
            }
            current += (lineIsEmpty ? "" : " ") + word
            lineIsEmpty = false
            while current.count > width {
                lines.append(String(current.prefix(width)))
                current = hanging + current.dropFirst(width)
            }
        }
        lines.append(current)
        return lines.map { Line(text: $0, paint: paint, question: question) }
    }

    func paint(_ text: String, _ attributes: String?) -> String {
        guard style == .color, let attributes, !text.isEmpty else { return text }
        return "\u{1B}[\(attributes)m\(text)\u{1B}[0m"
    }

    private static let green = "32", red = "31", yellow = "33", bold = "1"
}
