import Foundation
import Testing

/// The brief's screens as commands: groups, Add New Words Group, Add New Word, Memorise Words
/// with its statistics.
struct CardsFlowTests {
    @Test func theBriefsFlowFromGroupsToStatistics() throws {
        let cli = try LearnctlRunner.signedIn()
        #expect(try cli.cardsOutput(["groups"]) == """
            You have no groups yet. Create one with `learnctl cards group add NAME`, or add the starter groups \
            with `learnctl cards import --starter`.

            """)
        for group in ["Travel", "Education", "Cafe"] {
            #expect(try cli.cardsOutput(["group", "add", group]) == "Created the group \"\(group)\".\n")
        }
        #expect(try cli.cardsOutput([
            "add", "passport", "--transcription", "/ˈpɑːspɔːt/", "--translation", "el pasaporte", "--group", "Travel",
        ]).hasPrefix("Added card "))
        try cli.cardsOutput(["add", "luggage", "--transcription", "/ˈlʌɡɪdʒ/", "--translation", "el equipaje", "--group", "Travel"])
        try cli.cardsOutput(["add", "ticket", "--transcription", "/ˈtɪkɪt/", "--translation", "el billete", "--group", "Travel"])
        try cli.cardsOutput(["add", "coffee", "--transcription", "/ˈkɒfi/", "--translation", "el café", "--group", "Cafe"])
        #expect(try cli.cardsOutput(["groups"]) == """
            GROUP      CARDS  DUE  NEW
            Cafe           1    0    1
            Education      0    0    0
            Travel         3    0    3

            """)

        let session = try cli.cardsOutput(
            ["study", "Travel"], stdin: "reveal\nknow\ndont-know\nreveal\nknow\nknow\n", now: learnctlNow())
        // Knowing luggage the second time completes the path's Travel cards lesson.
        #expect(session == """
            🏅 Badge earned: First Steps — Complete your first lesson
            Travel: 3 cards (0 due, 3 new).
            Card 1 of 3: passport /ˈpɑːspɔːt/
            Translation: el pasaporte
            Know. Next review in 10 minutes.
            Card 2 of 3: luggage /ˈlʌɡɪdʒ/
            Don't know. Next review in 1 minute.
            Card 3 of 4: ticket /ˈtɪkɪt/
            Translation: el billete
            Know. Next review in 10 minutes.
            Card 4 of 4: luggage /ˈlʌɡɪdʒ/
            Know. Next review in 10 minutes.
            Known: 2
            Don't know: 1
              luggage /ˈlʌɡɪdʒ/ — el equipaje

            """)
    }

    @Test func studyingWithJSONPrintsOneObjectPerLineEndingWithTheSummary() throws {
        let cli = try LearnctlRunner.signedIn()
        let ids = try cli.addGroup("Travel", words: [("passport", "el pasaporte"), ("luggage", "el equipaje")])
        try cli.addGroup("Cafe", words: [("coffee", "el café")])

        let lines = try jsonLines(try cli.cardsOutput(
            ["study", "Travel", "--json"], stdin: "reveal\ndont-know\nknow\nknow\n", now: learnctlNow()))
        #expect(lines.map { $0["type"] as? String } == ["session", "card", "reveal", "answer", "card", "answer", "card", "answer", "summary"])
        #expect(lines[0]["group"] as? String == "Travel")
        #expect(lines[0]["total"] as? Int == 2)
        #expect(lines[1]["id"] as? Int == ids[0])
        #expect(lines[1]["word"] as? String == "passport")
        #expect(lines[2]["translation"] as? String == "el pasaporte")
        #expect(lines[3]["answer"] as? String == "dont-know")
        #expect(lines[3]["rating"] as? Int == 1)
        #expect(lines[3]["state"] as? String == "learning")
        #expect(lines[3]["due"] as? String == learnctlNow(plus: 60))
        #expect(lines[4]["word"] as? String == "luggage")
        #expect(lines[5]["answer"] as? String == "know")
        #expect(lines[5]["due"] as? String == learnctlNow(plus: 600))
        #expect(lines[6]["word"] as? String == "passport", "a card not known comes back after the others")
        let summary = lines[8]
        #expect(summary["known"] as? Int == 1)
        #expect(summary["unknown"] as? Int == 1)
        #expect(summary["known_words"] as? [String] == ["luggage"])
        #expect(summary["unknown_words"] as? [String] == ["passport"])
        #expect(summary["finished"] as? Bool == true)
    }

    @Test func quittingOrEndingInputKeepsTheAnswersGiven() throws {
        let cli = try LearnctlRunner.signedIn()
        let ids = try cli.addGroup("Travel", words: [("passport", "el pasaporte"), ("luggage", "el equipaje"), ("map", "el mapa")])

        let quit = try cli.cardsOutput(["study", "Travel"], stdin: "know\nquit\nknow\n", now: learnctlNow())
        #expect(quit.hasSuffix("Stopped after 1 of 3 cards.\nKnown: 1\nDon't know: 0\n"))
        #expect(try cli.cardsJSON(["show", "\(ids[0])", "--json"])["reps"] as? Int == 1)
        #expect(try cli.cardsJSON(["show", "\(ids[1])", "--json"])["reps"] as? Int == 0)

        let ended = try jsonLines(try cli.cardsOutput(["study", "Travel", "--json"], stdin: "dont-know\n", now: learnctlNow()))
        #expect(ended.last?["finished"] as? Bool == false)
        #expect(ended.last?["unknown_words"] as? [String] == ["luggage"])
    }

    @Test func anUnknownCommandIsExplainedAndTheCardAskedAgain() throws {
        let cli = try LearnctlRunner.signedIn()
        // Not a group of the learning path, so that no badge is announced on standard error.
        try cli.addGroup("Holiday", words: [("passport", "el pasaporte")])
        let result = try cli.cards(["study", "Holiday", "--json"], stdin: "knwo\nknow\n", now: learnctlNow())
        #expect(result.status == 0)
        #expect(result.stderr == "Unknown command \"knwo\"; use reveal, know, dont-know, play, say, quit.\n")
        #expect(try jsonLines(result.stdout).last?["known"] as? Int == 1)
    }

    @Test func anEmptySessionSaysWhenTheNextCardIsDue() throws {
        let cli = try LearnctlRunner.signedIn()
        try cli.addGroup("Travel", words: [("passport", "el pasaporte")])
        try cli.cardsOutput(["study", "Travel"], stdin: "know\n", now: learnctlNow())
        #expect(try cli.cardsOutput(["study", "Travel"], now: learnctlNow(plus: 60)) == """
            Nothing to study in Travel right now; the next card is due \(learnctlNow(plus: 600)) (in 9 minutes). \
            Use --all to go through every card.

            """)
        try cli.cardsOutput(["group", "add", "Cafe"])
        #expect(try cli.cardsOutput(["study", "cafe"]) == "Cafe has no cards yet; add some with `learnctl cards add`.\n")
        let json = try jsonLines(try cli.cardsOutput(["study", "Travel", "--json"], now: learnctlNow(plus: 60)))
        #expect(json.map { $0["type"] as? String } == ["session", "summary"])
        #expect(json.last?["known"] as? Int == 0)
    }

    @Test func anUnknownGroupGetsADidYouMean() throws {
        let cli = try LearnctlRunner.signedIn()
        try cli.addGroup("Travel", words: [])
        let result = try cli.cards(["study", "Travle"])
        #expect(result.status == 1)
        #expect(result.stderr == "Error: There is no group named \"Travle\". Did you mean \"Travel\"?\n")
    }

    @Test func cardsNeedASignedInAccount() throws {
        let cli = try LearnctlRunner()
        let result = try cli.cards(["groups"])
        #expect(result.status == 1)
        #expect(result.stderr == "Error: Not signed in — run `learnctl signin` or `learnctl signup`.\n")
    }
}
