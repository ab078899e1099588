/// A given text with times: its words in order, and how many of them the recogniser heard.
public struct TextAlignment: Equatable, Sendable {
    public var words: [TimedWord]
    /// Given words matched to a word heard (the same word, or one spelled almost the same).
    public var matched: Int

    public var total: Int { words.count }

    /// matched ÷ total, 0 for an empty text.
    public var matchedShare: Double { total > 0 ? Double(matched) / Double(total) : 0 }
}
