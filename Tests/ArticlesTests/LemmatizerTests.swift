import Articles
import Foundation
import Testing
import TestSupport

@Suite struct LemmatizerTests {
    @Test(arguments: [
        ("went", "go"), ("children", "child"), ("studies", "study"), ("better", "good"),
        ("stopped", "stop"), ("making", "make"), ("saw", "see"), ("left", "leave"), ("feet", "foot"),
        ("is", "be"), ("were", "be"), ("has", "have"), ("did", "do"), ("travelled", "travel"),
    ])
    func shippedTableMapsFormsToTheirLemmas(form: String, lemma: String) throws {
        #expect(try ShippedWordLists.lists().lemmatizer.lemma(of: form) == lemma)
    }

    @Test(arguments: ["house", "me", "him", "her", "its", "us", "ground", "data", "news", "xylophonistic"])
    func wordsThatAreTheirOwnLemmaStayThemselves(word: String) throws {
        #expect(try ShippedWordLists.lists().lemmatizer.lemma(of: word) == word)
    }

    @Test func shippedTableLemmasStandForThemselvesButForTheFunctionWords() throws {
        let lemmatizer = try ShippedWordLists.lists().lemmatizer
        let text = try String(contentsOf: ShippedWordLists.folder.appendingPathComponent("en-lemmas.tsv"), encoding: .utf8)
        let pairs = text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { $0.split(separator: "\t") }
        #expect(pairs.count == lemmatizer.count)
        #expect(lemmatizer.count > 25_000 && lemmatizer.count < 30_000)
        let formsOfFormsOfBe = pairs.filter { lemmatizer.lemma(of: String($0[1])) != String($0[1]) }.map { "\($0[0])" }
        #expect(formsOfFormsOfBe.sorted() == ["ares", "beings"])
    }

    @Test func tableGivenInMemoryIsALookup() {
        let lemmatizer = Lemmatizer(forms: ["mice": "mouse"])
        #expect(lemmatizer.lemma(of: "mice") == "mouse")
        #expect(lemmatizer.lemma(of: "mouse") == "mouse")
        #expect(lemmatizer.count == 1)
    }

    @Test func commentsBlankLinesAndWindowsLineEndsAreRead() throws {
        let folder = try TemporaryFolder("lemmas")
        defer { folder.remove() }
        let url = URL(fileURLWithPath: folder.path).appendingPathComponent("lemmas.tsv")
        try Data("# forms\r\ngeese\tgoose\r\n\r\noxen\tox".utf8).write(to: url)
        let lemmatizer = try Lemmatizer(contentsOf: url)
        #expect(lemmatizer.count == 2)
        #expect(lemmatizer.lemma(of: "geese") == "goose")
        #expect(lemmatizer.lemma(of: "oxen") == "ox")
    }

    @Test(arguments: [
        ("# forms\ngeese\tgoose\nmice mouse\n", 3, "expected form<TAB>lemma, found 1 field(s)"),
        ("geese\tgoose\toops\n", 1, "expected form<TAB>lemma, found 3 field(s)"),
        ("geese\tgoose\n\tmouse\n", 2, "expected form<TAB>lemma, found an empty field"),
        ("geese\tgo\u{7}ose\n", 1, "it holds a control character"),
    ])
    func malformedLineIsAnErrorNamingFileAndLine(text: String, line: Int, problem: String) throws {
        let folder = try TemporaryFolder("lemmas")
        defer { folder.remove() }
        let url = URL(fileURLWithPath: folder.path).appendingPathComponent("bad.tsv")
        try Data(text.utf8).write(to: url)
        let error = WordListError.malformedLine(file: "bad.tsv", line: line, problem: problem)
        #expect(throws: error) { try Lemmatizer(contentsOf: url) }
        #expect(error.description == "The word list bad.tsv is malformed at line \(line): \(problem).")
    }

    @Test func bytesThatAreNotUTF8AreAnError() throws {
        let folder = try TemporaryFolder("lemmas")
        defer { folder.remove() }
        let url = URL(fileURLWithPath: folder.path).appendingPathComponent("latin1.tsv")
        try Data([0x63, 0x61, 0x66, 0xE9, 0x73, 0x09, 0x63, 0x61, 0x66, 0xE9, 0x0A]).write(to: url)
        #expect(throws: WordListError.malformedLine(file: "latin1.tsv", line: 1, problem: "it is not UTF-8")) {
            try Lemmatizer(contentsOf: url)
        }
    }

    @Test func missingFileIsAnErrorNamingTheFile() {
        let url = URL(fileURLWithPath: "/nonexistent/en-lemmas.tsv")
        #expect {
            try Lemmatizer(contentsOf: url)
        } throws: { error in
            guard case .unreadable(let file, _) = error as? WordListError else { return false }
            return file == "en-lemmas.tsv"
        }
    }
}
