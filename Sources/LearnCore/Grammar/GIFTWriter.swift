/// Writes questions as GIFT that Moodle imports and ``MoodleGIFTReader`` reads back the same:
/// `$CATEGORY:` with the topic's name, each question's `::title::` (when it has one), its
/// level as a `// [tag:B1]` comment (a question tag in Moodle), the prompt, the options one per
/// line with their feedback after `#`, the explanation after `####`, and true/false questions
/// as `{TRUE#…#…}` or `{FALSE#…#…}`. Every character GIFT reserves is escaped.
public enum GIFTWriter {
    /// A question to write: a bank's question, or one of a generated test.
    public struct Question: Sendable, Equatable {
        public var title: String?
        public var level: CEFRLevel?
        public var prompt: String
        public var options: [String]
        public var correctIndex: Int
        public var feedback: [String]
        public var explanation: String
        public var form: QuestionForm
        /// Comment lines written above the question, e.g. the topic it came from.
        public var notes: [String]

        public init(title: String?, level: CEFRLevel?, prompt: String, options: [String], correctIndex: Int,
                    feedback: [String] = [], explanation: String, form: QuestionForm = .multipleChoice, notes: [String] = []) {
            self.title = title
            self.level = level
            self.prompt = prompt
            self.options = options
            self.correctIndex = correctIndex
            self.feedback = feedback
            self.explanation = explanation
            self.form = form
            self.notes = notes
        }

        /// `question` as the bank has it.
        public init(_ question: GrammarQuestion) {
            self.init(title: question.title, level: question.level, prompt: question.prompt, options: question.options,
                      correctIndex: question.correctIndex, feedback: question.feedback, explanation: question.explanation,
                      form: question.form)
        }
    }

    /// The GIFT text of `topic`.
    public static func text(of topic: GrammarTopic) -> String {
        text(category: topic.name, description: topic.description, questions: topic.questions.map(Question.init))
    }

    /// The GIFT text of `questions` in the category `category`, with `description` as a comment.
    public static func text(category: String, description: String? = nil, questions: [Question]) -> String {
        var text = "$CATEGORY: " + categoryPath(category) + "\n"
        if let description, !description.isEmpty { text += "// description: " + oneLine(description) + "\n" }
        for question in questions {
            text += "\n" + self.text(of: question)
        }
        return text
    }

    /// One question, ending with a line break.
    static func text(of question: Question) -> String {
        var text = ""
        for note in question.notes { text += "// " + oneLine(note) + "\n" }
        if let level = question.level { text += "// [tag:\(level.rawValue)]\n" }
        if let title = question.title {
            text += "::" + GIFTEscapes.escaped(oneLine(title)) + ":: "
        }
        text += field(question.prompt) + " "
        func feedback(_ index: Int) -> String {
            question.feedback.indices.contains(index) ? field(question.feedback[index]) : ""
        }
        let explanation = question.explanation.isEmpty ? "" : "####" + field(question.explanation)
        if question.form == .trueFalse, question.options.count == 2 {
            let isTrue = question.correctIndex == 0
            let (right, wrong) = (feedback(question.correctIndex), feedback(1 - question.correctIndex))
            text += "{" + (isTrue ? "TRUE" : "FALSE")
            if !wrong.isEmpty || !right.isEmpty { text += "#" + wrong }
            if !right.isEmpty { text += "#" + right }
            return text + explanation + "}\n"
        }
        text += "{\n"
        for (index, option) in question.options.enumerated() {
            text += "\t" + (index == question.correctIndex ? "=" : "~") + field(option)
            let optionFeedback = feedback(index)
            if !optionFeedback.isEmpty { text += "#" + optionFeedback }
            text += "\n"
        }
        if !explanation.isEmpty { text += "\t" + explanation + "\n" }
        return text + "}\n"
    }

    /// A text escaped; one that would otherwise read as a comment (`//`), a text format (`[html]`)
    /// or an answer weight (`%50%`) starts with Moodle's default format, `[moodle]`.
    private static func field(_ text: String) -> String {
        let escaped = GIFTEscapes.escaped(text)
        return escaped.hasPrefix("//") || escaped.hasPrefix("[") || escaped.hasPrefix("%") ? "[moodle]" + escaped : escaped
    }

    /// A category name as a `$CATEGORY` path of one part: `/` doubled. Moodle takes the rest
    /// of the line as it is, without escapes.
    private static func categoryPath(_ name: String) -> String {
        oneLine(name).replacingOccurrences(of: "/", with: "//")
    }

    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
