import Foundation
import Testing

/// Two accounts on one machine never see or change each other's cards.
struct CardsAccountIsolationTests {
    @Test func twoAccountsNeverSeeEachOthersCards() throws {
        let cli = try LearnctlRunner.signedIn("ada@example.com")
        let adasIDs = try cli.addGroup("Travel", words: [("passport", "el pasaporte"), ("map", "el mapa")])
        try cli.cardsOutput(["study", "Travel"], stdin: "know\n", now: learnctlNow())

        try cli.signUp("grace@example.com")
        #expect(try cli.cardsOutput(["groups"]).hasPrefix("You have no groups yet."))
        #expect(try cli.cardsOutput(["list"]) == "You have no cards yet. Add one with `learnctl cards add`.\n")
        #expect(try cli.cardsOutput(["export"]).components(separatedBy: "\n").count == 5)
        for arguments in [["show", "\(adasIDs[0])"], ["edit", "\(adasIDs[0])", "--word", "mine"], ["delete", "\(adasIDs[1])"]] {
            let result = try cli.cards(arguments)
            #expect(result.status == 1)
            #expect(result.stderr == "Error: There is no card with ID \(arguments[1]). Run `learnctl cards list` to see yours.\n")
        }
        let study = try cli.cards(["study", "Travel", "--all"], stdin: "know\n")
        #expect(study.status == 1)
        #expect(study.stderr == "Error: There is no group named \"Travel\". Run `learnctl cards groups` to see yours.\n")

        let gracesIDs = try cli.addGroup("Travel", words: [("passport", "el pasaporte")])
        #expect(try cli.cardsJSON(["show", "\(gracesIDs[0])", "--json"])["reps"] as? Int == 0)
        let stats = try cli.cardsJSON(["stats", "--json"], now: learnctlNow())
        #expect((stats["cards"] as? [String: Int])?["total"] == 1)
        #expect((stats["reviews_per_day"] as? [[String: Any]])?.compactMap { $0["reviews"] as? Int }.reduce(0, +) == 0)
        try cli.cardsOutput(["group", "delete", "Travel", "--force"])

        try cli.signIn("ada@example.com")
        let adas = try #require(try JSONSerialization.jsonObject(
            with: Data(try cli.cardsOutput(["list", "--json"]).utf8)) as? [[String: Any]])
        #expect(adas.map { $0["id"] as? Int } == adasIDs)
        #expect(adas.map { $0["word"] as? String } == ["passport", "map"])
        #expect(adas.first?["reps"] as? Int == 1)
    }
}
