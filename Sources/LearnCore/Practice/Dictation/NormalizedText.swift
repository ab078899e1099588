/// A text as the scorer compares it: its tokens as written, and all their words in one list.
struct NormalizedText: Sendable, Equatable {
    /// The text in NFC, which the tokens' ranges refer to.
    let text: String
    let tokens: [DictationToken]
    /// The words of all tokens, in order.
    let words: [DictationWord]
    /// For each of `words`, the index of its token.
    let tokenOfWord: [Int]

    init(text: String, tokens: [DictationToken]) {
        self.text = text
        self.tokens = tokens
        words = tokens.flatMap(\.words)
        tokenOfWord = tokens.indices.flatMap { index in
            Array(repeating: index, count: tokens[index].words.count)
        }
    }
}
