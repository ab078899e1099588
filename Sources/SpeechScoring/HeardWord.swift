/// A word a recogniser heard, as it wrote it ("Bus.", "15", "don't"), when it was said, and how
/// sure the recogniser was of it.
public struct HeardWord: Equatable, Sendable {
    /// The word as the recogniser wrote it; the scorer normalises it as it does the reference's.
    public var text: String
    /// Seconds from the start of the recording.
    public var start: Double
    public var end: Double
    /// The recogniser's probability for the word, 0…1; nil when it gives none.
    public var probability: Double?

    public init(_ text: String, start: Double, end: Double, probability: Double? = nil) {
        self.text = text
        self.start = start
        self.end = end
        self.probability = probability
    }
}
