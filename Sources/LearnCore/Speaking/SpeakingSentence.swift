/// One sentence of a ``SpeakingTopic``, to read aloud.
public struct SpeakingSentence: Sendable, Equatable {
    /// The sentence's place in its topic, from 1, in file order.
    public let index: Int
    public let level: CEFRLevel
    /// The sentence as written in the file.
    public let text: String
}
