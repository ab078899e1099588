/// One transcript line to write down: its 1-based number in the transcript and its words.
public struct DictationLine: Sendable, Equatable {
    public let index: Int
    public let text: String

    public init(index: Int, text: String) {
        self.index = index
        self.text = text
    }
}
