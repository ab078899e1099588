import Articles
import Foundation
import Testing
import TestSupport

@Suite struct FrequencyListTests {
    @Test func shippedListRanksCommonWordsFirst() throws {
        let frequency = try ShippedWordLists.lists().frequency
        #expect(frequency.count == 25_000)
        #expect(try #require(frequency.rank(of: "the")) <= 3)
        #expect(try #require(frequency.rank(of: "be")) <= 5)
        #expect(try #require(frequency.rank(of: "house")) < 1000)
        #expect(try #require(frequency.rank(of: "ubiquitous")) > 5000)
    }

    @Test func shippedListHoldsLemmasNotForms() throws {
        let frequency = try ShippedWordLists.lists().frequency
        for form in ["went", "children", "is", "was", "studies", "better"] {
            #expect(frequency.rank(of: form) == nil, "\(form) is ranked")
        }
        #expect(frequency.rank(of: "london") == nil)
        #expect(frequency.rank(of: "xylophonistic") == nil)
    }

    @Test func aWordIsRankedByItsLemma() throws {
        let lists = try ShippedWordLists.lists()
        #expect(lists.rank(of: "children") == lists.frequency.rank(of: "child"))
        #expect(lists.rank(of: "went") == lists.frequency.rank(of: "go"))
        #expect(try #require(lists.rank(of: "went")) < 100)
    }

    @Test func shippedListsLoadQuickly() throws {
        let clock = ContinuousClock()
        var lists: EnglishWordLists?
        let elapsed = try clock.measure { lists = try EnglishWordLists(folder: ShippedWordLists.folder) }
        print("en-lemmas.tsv and en-frequency.tsv loaded in \(elapsed)")
        #expect(lists?.lemmatizer.count == (try ShippedWordLists.lists().lemmatizer.count))
        #expect(elapsed < .seconds(2))
    }

    @Test func listGivenInMemoryKeepsTheFirstRankOfARepeatedLemma() {
        let list = FrequencyList(lemmasInOrder: ["the", "be", "the", "of"])
        #expect(list.count == 3)
        #expect(list.rank(of: "the") == 1)
        #expect(list.rank(of: "be") == 2)
        #expect(list.rank(of: "of") == 3)
        #expect(list.rank(of: "and") == nil)
    }

    @Test func commentLinesDoNotCountTowardsTheRank() throws {
        let folder = try TemporaryFolder("frequency")
        defer { folder.remove() }
        let url = URL(fileURLWithPath: folder.path).appendingPathComponent("frequency.tsv")
        try Data("# most frequent first\n# another comment\nthe\nbe\nto\n".utf8).write(to: url)
        let list = try FrequencyList(contentsOf: url)
        #expect(list.count == 3)
        #expect(list.rank(of: "the") == 1)
        #expect(list.rank(of: "to") == 3)
    }

    @Test(arguments: [
        ("the\nbe\nthe\n", 3, "\"the\" is ranked already at 1"),
        ("# list\nthe\nbe\tvery often\n", 3, "expected one lemma"),
        ("the\nice cream\n", 2, "expected one lemma"),
    ])
    func malformedLineIsAnErrorNamingFileAndLine(text: String, line: Int, problem: String) throws {
        let folder = try TemporaryFolder("frequency")
        defer { folder.remove() }
        let url = URL(fileURLWithPath: folder.path).appendingPathComponent("bad-frequency.tsv")
        try Data(text.utf8).write(to: url)
        #expect(throws: WordListError.malformedLine(file: "bad-frequency.tsv", line: line, problem: problem)) {
            try FrequencyList(contentsOf: url)
        }
    }
}
