import Foundation
import Testing

/// `cloze lists` and `cloze list add|rename|delete`.
struct ClozeListCommandTests {
    @Test func theDefaultListIsThereFromTheStartAndCannotBeDeleted() throws {
        let cli = try LearnctlRunner.signedIn()
        let lists = try cli.clozeOutput(["lists"])
        #expect(lists.contains("My words (default)"), "\(lists)")

        let refused = try cli.cloze(["list", "delete", "My words", "--yes"])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("“My words” is your default list and cannot be deleted."), "\(refused.stderr)")
        try cli.clozeOutput(["list", "rename", "my words", "Everyday"])
        #expect(try cli.cloze(["list", "delete", "Everyday", "--yes"]).status == 1)
        let json = try jsonArray(try cli.clozeOutput(["lists", "--json"]))
        #expect(json.map { $0["name"] as? String } == ["Everyday"])
        #expect(json.map { $0["default"] as? Bool } == [true])
    }

    @Test func listsAreAddedRenamedAndDeletedWithTheirEntries() throws {
        let cli = try LearnctlRunner.signedIn()
        #expect(try cli.clozeOutput(["list", "add", "Travel"]) == "Created the list “Travel”.\n")
        let taken = try cli.cloze(["list", "add", "travel"])
        #expect(taken.status == 1 && taken.stderr.contains("A list named “Travel” already exists."))
        try cli.addCloze(["ticket; I lost my ticket", "platform; Which platform is it?"], to: "Travel")
        #expect(try cli.clozeOutput(["list", "rename", "travel", "Trips"]) == "Renamed the list “Travel” to “Trips”.\n")
        #expect(try cli.clozeLines("Trips") == ["ticket; I lost my ticket", "platform; Which platform is it?"])

        let unknown = try cli.cloze(["list", "delete", "Trps", "--yes"])
        #expect(unknown.status == 1 && unknown.stderr.contains("There is no list named “Trps”. Did you mean \"Trips\"?"), "\(unknown.stderr)")
        #expect(try cli.clozeOutput(["list", "delete", "trips", "--yes"]) == "Deleted the list “Trips” and its 2 entries.\n")
        let json = try jsonArray(try cli.clozeOutput(["lists", "--json"]))
        #expect(json.map { $0["name"] as? String } == ["My words"])
    }

    @Test func deletingWithoutATerminalNeedsYes() throws {
        let cli = try LearnctlRunner.signedIn()
        try cli.clozeOutput(["list", "add", "Travel"])
        let result = try cli.cloze(["list", "delete", "Travel"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("Pass --yes to delete the list without confirmation."), "\(result.stderr)")
        #expect(try cli.clozeOutput(["lists"]).contains("Travel"))
    }

    @Test func onATerminalDeletingAsksFirst() throws {
        let cli = try LearnctlRunner.signedIn()
        try cli.clozeOutput(["list", "add", "Travel"])
        try cli.addCloze(["ticket; I lost my ticket"], to: "Travel")

        let declined = try PseudoTerminal()
        let first = try cli.makeProcess(["cloze", "list", "delete", "Travel"])
        try declined.run(first)
        try declined.waitFor("Delete the list “Travel” and its 1 entry? [y/N]")
        declined.type("n\n")
        try waitForExit(of: first, timeout: 30)
        #expect(first.terminationStatus == 1)
        try declined.waitFor("Nothing was deleted.")
        #expect(try cli.clozeLines("Travel") == ["ticket; I lost my ticket"])

        let confirmed = try PseudoTerminal()
        let second = try cli.makeProcess(["cloze", "list", "delete", "Travel"])
        try confirmed.run(second)
        try confirmed.waitFor("[y/N]")
        confirmed.type("y\n")
        try waitForExit(of: second, timeout: 30)
        #expect(second.terminationStatus == 0)
        try confirmed.waitFor("Deleted the list “Travel” and its 1 entry.")
    }

    @Test func anotherAccountSeesNoneOfTheLists() throws {
        let database = FileManager.default.temporaryDirectory.appendingPathComponent("cloze-\(UUID().uuidString).sqlite")
        defer {
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: database.path + suffix) }
        }
        let ada = try LearnctlRunner(databaseURL: database)
        try ada.startSignedUp("ada@example.com")
        try ada.clozeOutput(["list", "add", "Travel"])
        try ada.addCloze(["ticket; I lost my ticket"], to: "Travel")
        try ada.addCloze(["meet; Nice to meet you"])
        let id = try #require(try ada.clozeEntries("Travel").first?["id"] as? Int)

        let grace = try LearnctlRunner(databaseURL: database)
        try grace.signUp("grace@example.com")
        #expect(try jsonArray(try grace.clozeOutput(["lists", "--json"])).map { $0["name"] as? String } == ["My words"])
        #expect(try grace.clozeEntries().isEmpty)
        #expect(try grace.cloze(["show", "Travel"]).status == 1)
        #expect(try grace.cloze(["delete", "\(id)"]).status == 1)
        #expect(try grace.cloze(["edit", "\(id)", "--sentence", "My ticket"]).status == 1)
        let practice = try grace.cloze(["practice", "--json"])
        #expect(practice.status == 1 && practice.stderr.contains("“My words” has no entries yet"), "\(practice.stderr)")
        #expect(try ada.clozeLines("Travel") == ["ticket; I lost my ticket"])
        #expect(try ada.clozeLines() == ["meet; Nice to meet you"])
    }
}

/// `text` (one JSON array of objects) as dictionaries.
func jsonArray(_ text: String) throws -> [[String: Any]] {
    guard let array = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]] else {
        throw NotJSON(text: text)
    }
    return array
}
