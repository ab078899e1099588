/// A word the recogniser heard, with its times in seconds and how sure it was (0…1).
public struct RecognisedWord: Equatable, Sendable {
    public var text: String
    public var start: Double
    public var end: Double
    public var probability: Double

    public init(text: String, start: Double, end: Double, probability: Double = 1) {
        self.text = text
        self.start = start
        self.end = end
        self.probability = probability
    }
}
