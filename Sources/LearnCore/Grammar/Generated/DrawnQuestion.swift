/// A question drawn for a slot, validated, with its options in the order the test shows them.
public struct DrawnQuestion: Sendable, Equatable {
    public let sourceId: String
    public let topic: Blueprint.TopicRef
    public let level: CEFRLevel?
    public let prompt: String
    public let options: [String]
    /// The correct option's position in `options`.
    public let correctOption: Int
    public let explanation: String
    /// For a listening question: the recording and the 1-based line that answers it.
    public let recordingId: String?
    public let line: Int?

    /// Options a question may have: two (an imported true/false question) to nine (the keys 1–9).
    public static let optionCount = 2...MoodleGIFTReader.maximumOptions

    /// Why the question may not be asked, if it may not: 2–9 distinct options, one correct and a
    /// prompt; an explanation, except for an imported question that gives none.
    var problem: String? {
        guard Self.optionCount.contains(options.count) else { return "has \(options.count) options" }
        guard options.indices.contains(correctOption) else { return "has no correct option" }
        guard Set(options.map(GIFTParser.normalized)).count == options.count else { return "has duplicate options" }
        guard !prompt.isEmpty else { return "has no prompt" }
        guard !explanation.isEmpty || topic.skill == .grammar else { return "has no explanation" }
        return nil
    }
}
