import Articles
import Testing

/// The analysis of a fixed text against small word lists, every figure worked out by hand.
@Suite struct TextAnalysisTests {
    /// Ranks: "the" 1 … "at" 14, then 2,000 fillers, "bread" 2,015 and "noisy" 2,016.
    static let lists: EnglishWordLists = {
        let common = ["the", "be", "to", "and", "they", "do", "not", "go", "child", "buy", "like", "market", "apple", "at"]
        let fillers = (1...2_000).map { "filler\($0)" }
        return EnglishWordLists(
            lemmatizer: Lemmatizer(forms: ["went": "go", "children": "child", "bought": "buy", "apples": "apple", "did": "do"]),
            frequency: FrequencyList(lemmasInOrder: common + fillers + ["bread", "noisy"]))
    }()

    static let document = ArticleDocument(title: "Market day", blocks: [
        .heading("At the Market"),
        .paragraph("The children went to the market. They bought apples and bread!"),
        .paragraph("Tom didn't like the noisy market."),
    ])

    let profile = TextProfile(document: Self.document, lists: Self.lists)

    @Test func sentencesAndWords() {
        #expect(profile.sentences == [
            "At the Market", "The children went to the market.", "They bought apples and bread!", "Tom didn't like the noisy market.",
        ])
        // 3 in the heading + 6 + 5 + 6 written words; "didn't" is one.
        #expect(profile.wordCount == 20)
        // Tom (capitalised, not in the list) is a name; the heading's capitals are not.
        let names = profile.tokens.filter { $0.kind == .name }.map(\.form)
        #expect(names == ["Tom"])
    }

    @Test func lemmasAreCountedByLemma() {
        let counts = Dictionary(uniqueKeysWithValues: profile.lemmas.map { ($0.lemma, $0.count) })
        // The heading adds at, the, market.
        #expect(counts["the"] == 4)
        #expect(counts["market"] == 3)
        #expect(counts["go"] == 1 && counts["child"] == 1 && counts["buy"] == 1 && counts["apple"] == 1)
        #expect(counts["do"] == 1 && counts["not"] == 1)
        #expect(counts["tom"] == nil)
        let went = profile.lemmas.first { $0.lemma == "go" }
        #expect(went?.form == "went")
        #expect(went?.firstSentence == 1)
        // at, the×4, market×3, child, go, to, they, buy, apple, and, bread, do, not, like, noisy.
        #expect(profile.countedTokens == 20)
    }

    @Test func readabilityOfTheParagraphs() {
        let readability = profile.readability
        #expect(readability.sentences == 3)
        #expect(readability.words == 17)
        // The(1) children(2) went(1) to(1) the(1) market(2) = 8; They(1) bought(1) apples(2)
        // and(1) bread(1) = 6; Tom(1) didn't(1: one vowel group) like(1) the(1) noisy(2) market(2) = 8.
        #expect(readability.syllables == 22)
        #expect(readability.syllableWords == 17)
        // 206.835 − 1.015 × 17/3 − 84.6 × 22/17 = 91.6010
        #expect(abs(readability.fleschReadingEase - 91.6010) < 0.001)
        // 0.39 × 17/3 + 11.8 × 22/17 − 15.59 = 1.8906
        #expect(abs(readability.fleschKincaidGrade - 1.8906) < 0.001)
    }

    @Test func levelAndProfileFromTheBands() {
        // 20 counted words: 95 % is 19; the 18 common ones and then "bread" (2,015) reach it: B1.
        #expect(profile.coverageRank == 2_015)
        #expect(profile.estimatedLevel == "B1")
        let lexical = profile.lexicalProfile
        // 18 of 20 within the top 1,000 and 2,000 ("bread" and "noisy" are not); all within 5,000.
        #expect(abs(lexical.top1k - 0.9) < 1e-9)
        #expect(abs(lexical.top2k - 0.9) < 1e-9)
        #expect(lexical.top5k == 1)
        #expect(lexical.top10k == 1)
    }

    @Test func levelWithoutTheHeading() {
        let body = ArticleDocument(title: "Market day", blocks: Array(Self.document.blocks.dropFirst()))
        let profile = TextProfile(document: body, lists: Self.lists)
        // 17 counted words, 95 % is 16.15 → 17: every word, the last being "noisy" at 2,016: B1.
        #expect(profile.countedTokens == 17)
        #expect(profile.coverageRank == 2_016)
        #expect(profile.estimatedLevel == "B1")
        #expect(profile.keyWords().map(\.lemma) == ["noisy", "bread"])
    }

    @Test func unknownWordsForAGivenLearner() {
        let a1 = ArticleAnalysis(profile: profile, learner: LearnerVocabulary(level: "A1", known: ["bread"]))
        #expect(a1.unknownWords.map(\.lemma) == ["noisy"])
        #expect(a1.unknownWords.first?.sentence == "Tom didn't like the noisy market.")
        #expect(a1.unknownWords.first?.rank == 2_016)
        #expect(a1.unknownTokens == 1)
        #expect(abs(a1.newWordShare - 0.05) < 1e-9)

        let knowingNothing = ArticleAnalysis(profile: profile, learner: LearnerVocabulary(level: "A2", known: []))
        #expect(knowingNothing.unknownWords.map(\.lemma) == ["bread", "noisy"])
        #expect(knowingNothing.unknownWords.first?.form == "bread")

        // At B1 (3,000) bread and noisy are within the band.
        let b1 = ArticleAnalysis(profile: profile, learner: LearnerVocabulary(level: "B1", known: []))
        #expect(b1.unknownWords.isEmpty)
        #expect(b1.newWordShare == 0)
    }

    @Test func theVocabularySummaryCountsNewWordsAsTheAnalysisDoes() {
        let summary = VocabularySummary(profile: profile)
        #expect(summary.counted == 20)
        #expect(summary.ranked.map(\.rank) == [2_015, 2_016])
        #expect(summary.unlisted.isEmpty)
        let stored = VocabularySummary(counted: summary.counted, ranked: VocabularySummary.ranked(from: summary.rankedData),
                                       unlisted: summary.unlisted)
        #expect(stored == summary)
        for (level, known) in [("A1", Set<String>()), ("A1", ["bread"]), ("A2", ["noisy"]), ("B1", []), ("C2", [])] {
            let learner = LearnerVocabulary(level: level, known: known)
            let ranks = VocabularySummary.knownRanks(known, in: Self.lists.frequency)
            #expect(stored.unknownTokens(level: level, knownRanks: ranks, known: known)
                    == ArticleAnalysis(profile: profile, learner: learner).unknownTokens, "\(level) \(known)")
        }
    }

    @Test func contractionsPossessivesAndHyphens() {
        let tokens = WordTokenizer(lists: Self.lists).tokens(in: ["I'm sure it's Anna's well-known cat, and they won't go."])
        #expect(tokens.map(\.lemma) == ["i", "be", "sure", "it", "be", "Anna", "well", "known", "cat", "and", "they", "will", "not", "go"])
        #expect(tokens.filter { $0.written != nil }.count == 10)
        #expect(WordTokenizer(lists: Self.lists).tokens(in: ["At six o’clock."]).map(\.lemma) == ["at", "six", "o'clock"])
    }

    @Test func speakersLabelsAreNames() {
        let tokens = WordTokenizer(lists: Self.lists).tokens(in: ["Ben: They went to the market.", "Note: apples."])
        #expect(tokens.filter { $0.kind == .name }.map(\.form) == ["Ben", "Note"])
        #expect(tokens.filter { $0.kind == .word }.map(\.lemma) == ["they", "go", "to", "the", "market", "apple"])
    }

    @Test func sentenceSplitting() {
        #expect(SentenceSplitter.sentences(in: "Mr. Brown met Dr. Lee at 9.30 a.m. today. “Really?” she asked. Yes… it was J. S. Bach!") == [
            "Mr. Brown met Dr. Lee at 9.30 a.m. today.", "“Really?” she asked.", "Yes… it was J. S. Bach!",
        ])
    }

    @Test func syllables() {
        for (word, count) in [("the", 1), ("table", 2), ("played", 1), ("wanted", 2), ("makes", 1), ("changes", 2),
                              ("people", 2), ("noisy", 2), ("yes", 1), ("beautiful", 3), ("agreed", 2)] {
            #expect(Syllables.count(in: word) == count, "\(word)")
        }
    }

    @Test func levelBands() {
        #expect(LevelBands.level(forRank: 1_000) == "A1")
        #expect(LevelBands.level(forRank: 1_001) == "A2")
        #expect(LevelBands.level(forRank: 3_000) == "B1")
        #expect(LevelBands.level(forRank: 5_000) == "B2")
        #expect(LevelBands.level(forRank: 8_000) == "C1")
        #expect(LevelBands.level(forRank: 8_001) == "C2")
        #expect(LevelBands.level(forRank: nil) == "C2")
        #expect(LevelBands.distance("a2", "B2") == 2)
    }
}
