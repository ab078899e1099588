import Articles
import ListenClient

/// An article's blocks as the reading screen shows and marks them: each block's text made safe
/// for the terminal, its words with the lemmas they count for (which decide whether a word is
/// new to the learner), and its sentences (what read-aloud speaks, one at a time). Offsets are
/// in characters of the block's safe text.
struct ArticleReaderText {
    /// One word as written, and the lemmas it counts for ("didn't": do and not); none for a
    /// name or a number, which are never new.
    struct Word: Equatable {
        let range: Range<Int>
        let lemmas: [String]
    }

    /// One block: a heading or a paragraph.
    struct Block: Equatable {
        let characters: [Character]
        let isHeading: Bool
        let words: [Word]
        /// A heading is one sentence.
        let sentences: [Range<Int>]

        var text: String { String(characters) }

        func text(_ range: Range<Int>) -> String {
            String(characters[range.clamped(to: 0..<characters.count)])
        }
    }

    let title: String
    let blocks: [Block]
    private let tokenizer: WordTokenizer?

    /// The text of `document`; without word lists, each word counts as itself in lower case.
    init(document: ArticleDocument, lists: EnglishWordLists?) {
        title = document.title.terminalLine
        let tokenizer = lists.map(WordTokenizer.init)
        self.tokenizer = tokenizer
        blocks = document.blocks.map { Self.block($0, tokenizer: tokenizer) }
    }

    /// The lemmas a word or phrase typed by the learner counts for, as `KnownWords.mark` reads it.
    func lemmas(of typed: String) -> [String] {
        let lower = typed.lowercased()
        guard let tokenizer else {
            let characters = Array(lower)
            return Self.wordRanges(in: characters).map { String(characters[$0]) }.filter { $0.first?.isLetter == true }
        }
        return tokenizer.tokens(in: [lower]).filter { $0.kind != .number }.map(\.lemma)
    }

    // MARK: Reading a block

    private static func block(_ block: ArticleBlock, tokenizer: WordTokenizer?) -> Block {
        let characters = Array(block.text.terminalLine)
        let sentenceTexts = block.isHeading ? [String(characters)] : SentenceSplitter.sentences(in: String(characters))
        var sentences: [Range<Int>] = []
        var words: [Word] = []
        var cursor = 0
        for sentence in sentenceTexts where !sentence.isEmpty {
            guard let range = find(Array(sentence), in: characters, from: cursor) else { continue }
            sentences.append(range)
            cursor = range.upperBound
            words += self.words(in: characters, sentence: range, isHeading: block.isHeading, tokenizer: tokenizer)
        }
        return Block(characters: characters, isHeading: block.isHeading, words: words, sentences: sentences)
    }

    /// The words of the sentence at `range` with their lemmas: the tokenizer's tokens, each word
    /// as written being a token that is no part of the one before and the parts after it.
    private static func words(in characters: [Character], sentence range: Range<Int>, isHeading: Bool,
                              tokenizer: WordTokenizer?) -> [Word] {
        let ranges = wordRanges(in: Array(characters[range])).map { ($0.lowerBound + range.lowerBound)..<($0.upperBound + range.lowerBound) }
        guard let tokenizer else {
            return ranges.map { word in
                let form = String(characters[word]).lowercased()
                return Word(range: word, lemmas: form.first?.isLetter == true ? [form] : [])
            }
        }
        var groups: [[WordToken]] = []
        for token in tokenizer.tokens(in: [String(characters[range])], titleCased: isHeading ? [0] : []) {
            if token.isPart, !groups.isEmpty { groups[groups.count - 1].append(token) } else { groups.append([token]) }
        }
        guard groups.count == ranges.count else { return [] }
        return zip(ranges, groups).map { word, tokens in
            Word(range: word, lemmas: tokens.filter { $0.kind == .word && !$0.lemma.isEmpty }.map(\.lemma))
        }
    }

    /// Where the words of `characters` are, as ``WordTokenizer`` cuts them: runs of letters with
    /// apostrophes and hyphens inside, and runs of digits (with a comma or point between digits).
    static func wordRanges(in characters: [Character]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start: Int?
        var end = 0
        var isNumber = false
        func flush() {
            if let first = start {
                while end > first, "'’-".contains(characters[end - 1]) { end -= 1 }
                if end > first { ranges.append(first..<end) }
            }
            start = nil
        }
        for (index, character) in characters.enumerated() {
            let nextIsLetter = index + 1 < characters.count && characters[index + 1].isLetter
            if character.isLetter {
                if isNumber { flush() }
                isNumber = false
                if start == nil { start = index }
                end = index + 1
            } else if character.isNumber {
                if !isNumber, start != nil { flush() }
                isNumber = true
                if start == nil { start = index }
                end = index + 1
            } else if isNumber, ",.".contains(character), index + 1 < characters.count, characters[index + 1].isNumber {
                end = index + 1
            } else if !isNumber, "'’-".contains(character), start != nil, nextIsLetter {
                end = index + 1
            } else {
                flush()
                isNumber = false
            }
        }
        flush()
        return ranges
    }

    /// Where `needle` first appears in `characters` at or after `start`.
    private static func find(_ needle: [Character], in characters: [Character], from start: Int) -> Range<Int>? {
        guard !needle.isEmpty, characters.count - start >= needle.count else { return nil }
        for index in start...(characters.count - needle.count) where characters[index] == needle[0] {
            if characters[index..<(index + needle.count)].elementsEqual(needle) { return index..<(index + needle.count) }
        }
        return nil
    }
}
