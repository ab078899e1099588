import Foundation
import Testing

/// `cloze show` and its sort orders, remembered per list.
struct ClozeShowCommandTests {
    static let ticket = "ticket; I lost my ticket", anApple = "apple; An apple a day"
    static let bread = "Bread; Bread and butter", applePie = "apple; Apple pie"

    /// A signed-in runner whose default list holds ticket, An apple a day, Bread and Apple pie,
    /// added in that order; a practice leaves the first two with 2 errors each, the others with none.
    private func sample() throws -> LearnctlRunner {
        let cli = try LearnctlRunner.signedIn()
        try cli.addCloze([Self.ticket, Self.anApple, Self.bread, Self.applePie])
        let output = try cli.clozePractice(["--group-size", "6"], input: [
            #"{"answers":["apple","ticket","Bread","apple"]}"#, #"{"action":"retry_incorrect"}"#,
            #"{"answers":["apple","ticket"]}"#, #"{"action":"retry_incorrect"}"#,
            #"{"answers":["ticket","apple"]}"#,
        ])
        #expect(output.filter { $0["type"] as? String == "result" }.map { $0["wrong"] as? Int } == [2, 2, 0])
        return cli
    }

    @Test func byErrors() throws {
        let cli = try sample()
        let shown = try cli.clozeOutput(["show", "--sort", "errors"])
        #expect(shown.hasPrefix("My words · 4 entries · errors, fewest first\n"), "\(shown)")
        #expect(try cli.clozeLines() == [Self.bread, Self.applePie, Self.ticket, Self.anApple])
        #expect(try cli.clozeEntries().map { $0["errors"] as? Int } == [0, 0, 2, 2])
        try cli.clozeOutput(["show", "--sort", "errors", "--desc"])
        #expect(try cli.clozeLines() == [Self.ticket, Self.anApple, Self.bread, Self.applePie], "ties stay in the order added")
    }

    @Test func alphabetically() throws {
        let cli = try sample()
        try cli.clozeOutput(["show", "--sort", "alpha"])
        #expect(try cli.clozeLines() == [Self.anApple, Self.applePie, Self.bread, Self.ticket])
        try cli.clozeOutput(["show", "--sort", "alpha", "--desc"])
        #expect(try cli.clozeLines() == [Self.ticket, Self.bread, Self.applePie, Self.anApple])
    }

    @Test func byCreation() throws {
        let cli = try sample()
        try cli.clozeOutput(["show", "--sort", "created", "--desc"])
        #expect(try cli.clozeLines() == [Self.applePie, Self.bread, Self.anApple, Self.ticket])
        try cli.clozeOutput(["show", "--sort", "created"])
        #expect(try cli.clozeLines() == [Self.ticket, Self.anApple, Self.bread, Self.applePie])
    }

    @Test func randomlyRepeatableWithASeed() throws {
        let cli = try LearnctlRunner.signedIn()
        try cli.addCloze(sevenClozeEntries)
        try cli.clozeOutput(["show", "--sort", "random"])
        cli.environment["LEARNCTL_SEED"] = "21"
        let first = try cli.clozeLines()
        #expect(try cli.clozeLines() == first)
        #expect(Set(first) == Set(sevenClozeEntries))
        var orders: Set<[String]> = [first]
        for seed in 1...5 {
            cli.environment["LEARNCTL_SEED"] = "\(seed)"
            orders.insert(try cli.clozeLines())
        }
        #expect(orders.count > 1)
        #expect(try cli.clozeJSON(["show", "--json"])["sort"] as? String == "random")
    }

    @Test func theOrderIsRememberedPerListAndFollowedByThePractice() throws {
        let cli = try sample()
        try cli.clozeOutput(["list", "add", "Travel"])
        try cli.addCloze(["zoo; The zoo", "ant; An ant"], to: "Travel")
        try cli.clozeOutput(["show", "--sort", "alpha", "--desc"])
        #expect(try cli.clozeLines() == [Self.ticket, Self.bread, Self.applePie, Self.anApple])
        #expect(try cli.clozeLines("Travel") == ["zoo; The zoo", "ant; An ant"], "another list keeps its own order")
        let lists = try jsonArray(try cli.clozeOutput(["lists", "--json"]))
        #expect(lists.map { $0["sort"] as? String } == ["alpha", "created"])
        #expect(lists.map { $0["descending"] as? Bool } == [true, false])

        try cli.clozeOutput(["show", "--sort", "errors"])
        try cli.clozeOutput(["show", "--desc"])
        #expect(try cli.clozeJSON(["show", "--json"])["sort"] as? String == "errors")
        #expect(try cli.clozeLines() == [Self.ticket, Self.anApple, Self.bread, Self.applePie], "--desc alone reverses the key kept")

        let group = try cli.clozePractice(["--group-size", "3"], input: []).first { $0["type"] as? String == "group" }
        let blanks = try #require(group?["blanks"] as? [[String: Any]])
        #expect(blanks.map { $0["text"] as? String } == ["I lost my ______", "An ______ a day", "______ and butter"])
    }

    @Test func anEmptyListSaysHowToAddEntries() throws {
        let cli = try LearnctlRunner.signedIn()
        #expect(try cli.clozeOutput(["show"]) == "“My words” has no entries yet; add some with `learnctl cloze add \"word; sentence\"`.\n")
        try cli.clozeOutput(["list", "add", "Travel"])
        #expect(try cli.clozeOutput(["show", "Travel"]).contains("--list \"Travel\""))
        let unknown = try cli.cloze(["show", "Travle"])
        #expect(unknown.status == 1 && unknown.stderr.contains("Did you mean \"Travel\"?"))
    }

    @Test func theTableShowsIDsErrorsWordsAndSentences() throws {
        let cli = try sample()
        let table = try cli.clozeOutput(["show", "--sort", "created"]).split(separator: "\n").map(String.init)
        #expect(table == [
            "My words · 4 entries · added, oldest first",
            "ID  ERRORS  WORD    SENTENCE",
            " 1       2  ticket  I lost my ticket",
            " 2       2  apple   An apple a day",
            " 3       0  Bread   Bread and butter",
            " 4       0  apple   Apple pie",
        ])
    }
}
