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

    /// Options a question may have.
    public static let optionCount = 3...5

    /// Why the question may not be asked, if it may not: 3–5 distinct options, one correct, an
    /// explanation and a prompt.
    var problem: String? {
        guard Self.optionCount.contains(options.count) else { return "has \(options.count) options" }
        guard options.indices.contains(correctOption) else { return "has no correct option" }
        guard Set(options.map(GIFTParser.normalized)).count == options.count else { return "has duplicate options" }
        guard !explanation.isEmpty, !prompt.isEmpty else { return "has no prompt or explanation" }
        return nil
    }
}
