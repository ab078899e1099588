import Foundation

/// What a text is made of, the same for every learner: its sentences and words, each lemma with
/// its frequency rank, count and first sentence, and its readability. Computed once per text;
/// ``ArticleAnalysis`` adds the learner.
public struct TextProfile: Sendable {
    /// One lemma of the text.
    public struct LemmaUse: Sendable, Equatable {
        public let lemma: String
        /// Its rank in the frequency list (1 = most frequent); nil when not in it.
        public let rank: Int?
        /// How many times it is used.
        public internal(set) var count: Int
        /// The form it first appears in ("went" for "go").
        public let form: String
        /// The index of the sentence it first appears in.
        public let firstSentence: Int
    }

    /// The share of the counted words whose ranks the coverage rank must reach: the level of a
    /// text is the band that holds the lemmas of 95 % of its words.
    public static let coverage = 0.95

    /// Every sentence: each heading is one, then the paragraphs' sentences, in order.
    public let sentences: [String]
    public let tokens: [WordToken]
    /// Words as written, in every block (a number is one word; "don't" is one).
    public let wordCount: Int
    /// The paragraphs' sentences, words and syllables (headings are left out).
    public let readability: Readability
    /// The lemmas of the words counted (names and numbers are not), in order of first use.
    public let lemmas: [LemmaUse]
    /// How many words are counted by lemma (tokens that are words, not names or numbers).
    public let countedTokens: Int

    public init(document: ArticleDocument, lists: EnglishWordLists) {
        var sentences: [String] = []
        var headings = Set<Int>()
        for block in document.blocks {
            if block.isHeading {
                headings.insert(sentences.count)
                sentences.append(block.text)
            } else {
                sentences += SentenceSplitter.sentences(in: block.text)
            }
        }
        let tokens = WordTokenizer(lists: lists).tokens(in: sentences, titleCased: headings)
        var uses: [LemmaUse] = []
        var positions: [String: Int] = [:]
        var wordCount = 0, counted = 0
        var paragraphWords = 0, syllables = 0, syllableWords = 0
        for token in tokens {
            let inHeading = headings.contains(token.sentence)
            if let written = token.written {
                wordCount += 1
                if !inHeading {
                    paragraphWords += 1
                    if token.kind != .number {
                        syllables += Syllables.count(in: written)
                        syllableWords += 1
                    }
                }
            }
            guard token.kind == .word else { continue }
            counted += 1
            if let position = positions[token.lemma] {
                uses[position].count += 1
            } else {
                positions[token.lemma] = uses.count
                uses.append(LemmaUse(lemma: token.lemma, rank: lists.frequency.rank(of: token.lemma), count: 1,
                                     form: token.form, firstSentence: token.sentence))
            }
        }
        self.sentences = sentences
        self.tokens = tokens
        self.wordCount = wordCount
        self.lemmas = uses
        self.countedTokens = counted
        readability = Readability(sentences: sentences.count - headings.count, words: paragraphWords,
                                  syllables: syllables, syllableWords: syllableWords)
    }

    /// The lowest rank that covers ``coverage`` of the counted words (nil when more than the rest
    /// are beyond the frequency list).
    public var coverageRank: Int? {
        guard countedTokens > 0 else { return 0 }
        let needed = Int((Double(countedTokens) * Self.coverage).rounded(.up))
        var covered = 0
        for use in lemmas.filter({ $0.rank != nil }).sorted(by: { $0.rank! < $1.rank! }) {
            covered += use.count
            if covered >= needed { return use.rank }
        }
        return nil
    }

    /// The CEFR level the vocabulary suggests: the lowest whose band holds ``coverageRank``.
    public var estimatedLevel: String { LevelBands.level(forRank: coverageRank) }

    /// The shares of counted words within the top 1,000, 2,000, 5,000 and 10,000 lemmas.
    public var lexicalProfile: LexicalProfile {
        var within = [0, 0, 0, 0]
        for use in lemmas {
            guard let rank = use.rank else { continue }
            for (index, limit) in LexicalProfile.bands.enumerated() where rank <= limit {
                within[index] += use.count
            }
        }
        let total = Double(max(countedTokens, 1))
        return LexicalProfile(shares: within.map { Double($0) / total })
    }

    /// The words that say what the text is about: lemmas beyond the most frequent 500, scored by
    /// how often the text uses them against how common they are (count × ln rank; a lemma beyond
    /// the list counts as rank 30,000), at most `limit`, the highest first.
    public func keyWords(limit: Int = 8) -> [LemmaUse] {
        let scored = lemmas.filter { ($0.rank ?? Int.max) > 500 && $0.lemma.count > 2 }
            .map { use in (use, Double(use.count) * log(Double(use.rank ?? 30_000))) }
        return scored.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0.firstSentence < $1.0.firstSentence }
            .prefix(limit).map(\.0)
    }

    /// Reading time in minutes (at least 1), at the speed a learner at the text's level reads.
    public var readingMinutes: Int {
        let speed = ReadingSpeed.wordsPerMinute(level: estimatedLevel)
        return max(1, Int((Double(wordCount) / Double(speed)).rounded()))
    }
}

/// The shares of a text's words within the top 1k, 2k, 5k and 10k lemmas, as fractions (0–1).
public struct LexicalProfile: Sendable, Equatable {
    public static let bands = [1_000, 2_000, 5_000, 10_000]
    public let shares: [Double]

    public var top1k: Double { shares[0] }
    public var top2k: Double { shares[1] }
    public var top5k: Double { shares[2] }
    public var top10k: Double { shares[3] }
}

/// How fast a learner reads, in words a minute, by level: 90 at A1 up to 190 at C2 (careful
/// reading for understanding in a second language; native adults read about 240).
public enum ReadingSpeed {
    public static func wordsPerMinute(level: String) -> Int {
        ["A1": 90, "A2": 110, "B1": 130, "B2": 150, "C1": 170, "C2": 190][level.uppercased()] ?? 130
    }
}
