/// A recording with comprehension questions, as listend serves it: the listening source of
/// generated tests.
public struct ListeningRecording: Sendable, Equatable {
    public let id: String
    public let title: String
    public let level: CEFRLevel?
    public let questions: [QuizQuestion]

    public init(id: String, title: String, level: CEFRLevel?, questions: [QuizQuestion]) {
        self.id = id
        self.title = title
        self.level = level
        self.questions = questions
    }
}
