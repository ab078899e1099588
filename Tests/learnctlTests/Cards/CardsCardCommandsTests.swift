import Foundation
import Testing

/// `cards list`, `show`, `edit` and `delete`.
struct CardsCardCommandsTests {
    @Test func listShowsCardsByGroupThenInTheOrderAdded() throws {
        let cli = try LearnctlRunner.signedIn()
        let travel = try cli.addGroup("Travel", words: [("passport", "el pasaporte"), ("map", "el mapa")])
        let cafe = try cli.addGroup("Cafe", words: [("tea", "el té")])
        try cli.cardsOutput(["study", "Cafe"], stdin: "know\n", now: learnctlNow())
        #expect(try cli.cardsOutput(["list"]) == """
            ID  WORD      TRANSCRIPTION  TRANSLATION   GROUP   STATE     DUE
            \(String(format: "%2d", cafe[0]))  tea                      el té         Cafe    learning  \(learnctlNow(plus: 600))
            \(String(format: "%2d", travel[0]))  passport                 el pasaporte  Travel  new       -
            \(String(format: "%2d", travel[1]))  map                      el mapa       Travel  new       -

            """)
        let json = try JSONSerialization.jsonObject(with: Data(try cli.cardsOutput(["list", "--group", "travel", "--json"]).utf8))
        #expect((json as? [[String: Any]])?.map { $0["word"] as? String } == ["passport", "map"])
    }

    @Test func showIncludesTheSchedule() throws {
        let cli = try LearnctlRunner.signedIn()
        let id = try cli.addGroup("Travel", words: [("passport", "el pasaporte")])[0]
        try cli.cardsOutput(["study", "Travel"], stdin: "know\n", now: learnctlNow())
        #expect(try cli.cardsOutput(["show", "\(id)"]) == """
            Card:           \(id)
            Word:           passport
            Transcription:  -
            Translation:    el pasaporte
            Group:          Travel
            State:          learning
            Due:            \(learnctlNow(plus: 600))
            Stability:      2.3065 days
            Difficulty:     2.1181
            Reps:           1
            Lapses:         0
            Last review:    \(learnctlNow())

            """)
        let json = try cli.cardsJSON(["show", "\(id)", "--json"])
        for key in ["id", "word", "transcription", "translation", "group", "state", "due", "stability", "difficulty",
                    "reps", "lapses", "last_review"] {
            #expect(json[key] != nil, "\(key)")
        }
    }

    @Test func editingKeepsTheHistoryAndSchedule() throws {
        let cli = try LearnctlRunner.signedIn()
        let id = try cli.addGroup("Travel", words: [("pasport", "el pasaporte")])[0]
        try cli.addGroup("Documents", words: [])
        try cli.cardsOutput(["study", "Travel"], stdin: "know\n", now: learnctlNow())
        let before = try cli.cardsJSON(["show", "\(id)", "--json"])

        #expect(try cli.cardsOutput(["edit", "\(id)", "--word", "passport", "--transcription", "/ˈpɑːspɔːt/", "--group", "documents"])
            == "Changed card \(id) in Documents: passport /ˈpɑːspɔːt/ — el pasaporte\n")
        let after = try cli.cardsJSON(["show", "\(id)", "--json"])
        #expect(after["word"] as? String == "passport")
        #expect(after["group"] as? String == "Documents")
        for key in ["state", "due", "last_review"] { #expect(after[key] as? String == before[key] as? String, "\(key)") }
        for key in ["stability", "difficulty"] { #expect(after[key] as? Double == before[key] as? Double, "\(key)") }
        #expect(after["reps"] as? Int == 1)

        let stats = try cli.cardsJSON(["stats", "--json"], now: learnctlNow())
        let days = try #require(stats["reviews_per_day"] as? [[String: Any]])
        #expect(days.last?["reviews"] as? Int == 1)
    }

    @Test func editNeedsSomethingToChangeAndKeepsRequiredFields() throws {
        let cli = try LearnctlRunner.signedIn()
        let id = try cli.addGroup("Travel", words: [("passport", "el pasaporte")])[0]
        let nothing = try cli.cards(["edit", "\(id)"])
        #expect(nothing.status == LearnctlRunner.usageErrorStatus)
        #expect(nothing.stderr.hasPrefix("Error: Nothing to change: give --word, --transcription, --translation or --group.\n"))
        let empty = try cli.cards(["edit", "\(id)", "--translation", " "])
        #expect(empty.status == 1)
        #expect(empty.stderr == "Error: The translation must not be empty.\n")
        #expect(try cli.cardsJSON(["show", "\(id)", "--json"])["translation"] as? String == "el pasaporte")
    }

    @Test func deletingRemovesTheCard() throws {
        let cli = try LearnctlRunner.signedIn()
        let ids = try cli.addGroup("Travel", words: [("passport", "el pasaporte"), ("map", "el mapa")])
        #expect(try cli.cardsOutput(["delete", "\(ids[0])"]) == "Deleted card \(ids[0]): passport.\n")
        let shown = try cli.cards(["show", "\(ids[0])"])
        #expect(shown.status == 1)
        #expect(shown.stderr == "Error: There is no card with ID \(ids[0]). Run `learnctl cards list` to see yours.\n")
        #expect(try cli.cards(["delete", "\(ids[0])"]).status == 1)
        #expect(!(try cli.cardsOutput(["list"]).contains("passport")))
        #expect(try cli.cardsOutput(["list"]).contains("map"))
    }
}
