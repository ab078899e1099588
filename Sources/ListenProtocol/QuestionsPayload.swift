/// The `questions` reply: a recording and its comprehension questions (none for the user's own).
public struct QuestionsPayload: Codable, Equatable, Sendable {
    public var track: TrackPayload
    public var questions: [ComprehensionQuestion]

    public init(track: TrackPayload, questions: [ComprehensionQuestion]) {
        self.track = track
        self.questions = questions
    }
}
