import Foundation
import Testing

struct CardsGroupCommandTests {
    @Test func groupsListTheirCardsDueAndNewCounts() throws {
        let cli = try LearnctlRunner.signedIn()
        try cli.addGroup("Travel", words: [("passport", "el pasaporte"), ("luggage", "el equipaje")])
        try cli.addGroup("Cafe", words: [])
        try cli.cardsOutput(["study", "Travel"], stdin: "know\ndont-know\n", now: learnctlNow())

        let groups = { (now: String) throws -> [[String: Any]] in
            let output = try cli.cardsOutput(["groups", "--json"], now: now)
            return try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
        }
        let soon = try groups(learnctlNow(plus: 120))
        #expect(soon.map { $0["name"] as? String } == ["Cafe", "Travel"])
        #expect(soon.map { $0["cards"] as? Int } == [0, 2])
        #expect(soon.map { $0["due"] as? Int } == [0, 1])
        #expect(soon.map { $0["new"] as? Int } == [0, 0])
        #expect(try groups(learnctlNow(plus: 3600)).map { $0["due"] as? Int } == [0, 2])
    }

    @Test func renamingKeepsTheCards() throws {
        let cli = try LearnctlRunner.signedIn()
        try cli.addGroup("travel", words: [("passport", "el pasaporte")])
        #expect(try cli.cardsOutput(["group", "rename", "TRAVEL", "Travel"]) == "Renamed the group \"travel\" to \"Travel\".\n")
        #expect(try cli.cardsOutput(["group", "rename", "Travel", "Trips"]) == "Renamed the group \"Travel\" to \"Trips\".\n")
        #expect(try cli.cardsOutput(["list", "--group", "Trips"]).contains("passport"))
        let missing = try cli.cards(["group", "rename", "Trps", "Journeys"])
        #expect(missing.status == 1)
        #expect(missing.stderr == "Error: There is no group named \"Trps\". Did you mean \"Trips\"?\n")
    }

    @Test func aGroupNameIsTakenWhateverItsCase() throws {
        let cli = try LearnctlRunner.signedIn()
        try cli.addGroup("Travel", words: [])
        let result = try cli.cards(["group", "add", "TRAVEL"])
        #expect(result.status == 1)
        #expect(result.stderr == "Error: A group named \"Travel\" already exists.\n")
        let empty = try cli.cards(["group", "add", " "])
        #expect(empty.status == 1)
        #expect(empty.stderr == "Error: The group name must not be empty.\n")
    }

    @Test func aGroupWithCardsIsDeletedOnlyWithForce() throws {
        let cli = try LearnctlRunner.signedIn()
        try cli.addGroup("Travel", words: [("passport", "el pasaporte"), ("luggage", "el equipaje")])
        try cli.addGroup("Cafe", words: [])

        let refused = try cli.cards(["group", "delete", "Travel"])
        #expect(refused.status == 1)
        #expect(refused.stderr == "Error: The group \"Travel\" still has 2 cards; add --force to delete it with its cards.\n")
        #expect(try cli.cardsOutput(["list"]).contains("passport"))

        #expect(try cli.cardsOutput(["group", "delete", "cafe"]) == "Deleted the group \"Cafe\".\n")
        #expect(try cli.cardsOutput(["group", "delete", "Travel", "--force"]) == "Deleted the group \"Travel\" and its 2 cards.\n")
        #expect(try cli.cardsOutput(["list"]) == "You have no cards yet. Add one with `learnctl cards add`.\n")
        let gone = try cli.cards(["group", "delete", "Travel"])
        #expect(gone.status == 1)
        #expect(gone.stderr == "Error: There is no group named \"Travel\". Run `learnctl cards groups` to see yours.\n")
    }
}
