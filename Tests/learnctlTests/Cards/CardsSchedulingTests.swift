import Foundation
import Testing

/// FSRS-6 through the commands: the reference values of the open-spaced-repetition
/// implementations, the learning steps and the intervals, with the clock set by LEARNCTL_NOW.
struct CardsSchedulingTests {
    /// Answers the only card of `Travel` once at `now` (every card, due or not) and returns the card as `show --json` prints it.
    func answer(_ cli: LearnctlRunner, id: Int, know: Bool, now: String) throws -> [String: Any] {
        let lines = try jsonLines(try cli.cardsOutput(
            ["study", "Travel", "--all", "--json"], stdin: know ? "know\n" : "dont-know\n", now: now))
        #expect(lines.last?["known"] as? Int == (know ? 1 : 0))
        return try cli.cardsJSON(["show", "\(id)", "--json"], now: now)
    }

    @Test func theFirstAnswerSetsTheInitialMemoryOfAgainAndGood() throws {
        let cli = try LearnctlRunner.signedIn()
        let ids = try cli.addGroup("Travel", words: [("passport", "el pasaporte"), ("luggage", "el equipaje")])
        let new = try cli.cardsJSON(["show", "\(ids[0])", "--json"])
        #expect(new["state"] as? String == "new")
        #expect(new["stability"] is NSNull)
        #expect(new["difficulty"] is NSNull)
        #expect(new["last_review"] is NSNull)

        try cli.cardsOutput(["study", "Travel"], stdin: "dont-know\nknow\n", now: learnctlNow())
        let again = try cli.cardsJSON(["show", "\(ids[0])", "--json"])
        let good = try cli.cardsJSON(["show", "\(ids[1])", "--json"])
        #expect(try #require(again["stability"] as? Double) == 0.212)
        #expect(abs(try #require(again["difficulty"] as? Double) - 6.4133) < 1e-8)
        #expect(try #require(good["stability"] as? Double) == 2.3065)
        #expect(abs(try #require(good["difficulty"] as? Double) - 2.11810397) < 1e-8)
        #expect(again["state"] as? String == "learning")
        #expect(again["due"] as? String == learnctlNow(plus: 60))
        #expect(good["due"] as? String == learnctlNow(plus: 600))
        #expect(good["last_review"] as? String == learnctlNow())
        #expect(good["reps"] as? Int == 1)
    }

    @Test func theReferenceSequenceReachesTheReferenceMemoryAndInterval() throws {
        let cli = try LearnctlRunner.signedIn()
        let id = try cli.addGroup("Travel", words: [("passport", "el pasaporte")])[0]
        var time: TimeInterval = 0
        var card: [String: Any] = [:]
        for (know, elapsedDays) in zip([false, true, true, true, true, true], [0.0, 0, 1, 3, 8, 21]) {
            time += elapsedDays * day
            card = try answer(cli, id: id, know: know, now: learnctlNow(plus: time))
        }
        #expect(abs(try #require(card["stability"] as? Double) - 53.62691) < 1e-4)
        #expect(abs(try #require(card["difficulty"] as? Double) - 6.3574867) < 1e-4)
        #expect(card["state"] as? String == "review")
        #expect(card["reps"] as? Int == 6)
        #expect(card["lapses"] as? Int == 0)
        #expect(card["last_review"] as? String == learnctlNow(plus: 33 * day))
        #expect(card["due"] as? String == learnctlNow(plus: (33 + 54) * day))
    }

    @Test func learningStepsThenGrowingIntervals() throws {
        let cli = try LearnctlRunner.signedIn()
        let id = try cli.addGroup("Travel", words: [("passport", "el pasaporte")])[0]

        var card = try answer(cli, id: id, know: true, now: learnctlNow())
        #expect(card["state"] as? String == "learning")
        #expect(card["step"] as? Int == 1)
        #expect(card["due"] as? String == learnctlNow(plus: 600))

        // Ten minutes later it is due; knowing it again graduates it for round(stability) days.
        let due = try jsonLines(try cli.cardsOutput(["study", "Travel", "--json"], stdin: "know\n", now: learnctlNow(plus: 600)))
        #expect(due[0]["due"] as? Int == 1)
        card = try cli.cardsJSON(["show", "\(id)", "--json"])
        #expect(card["state"] as? String == "review")
        #expect(card["stability"] as? Double == 2.3065)
        #expect(card["due"] as? String == learnctlNow(plus: 600 + 2 * day))

        // Reviewed on time, the interval grows; forgotten, the card relearns in 10 minutes and counts a lapse.
        card = try answer(cli, id: id, know: true, now: learnctlNow(plus: 600 + 2 * day))
        let stability = try #require(card["stability"] as? Double)
        #expect(stability > 10)
        #expect(card["due"] as? String == learnctlNow(plus: 600 + 2 * day + stability.rounded() * day))
        card = try answer(cli, id: id, know: false, now: learnctlNow(plus: 600 + 15 * day))
        #expect(card["state"] as? String == "relearning")
        #expect(card["lapses"] as? Int == 1)
        #expect(card["due"] as? String == learnctlNow(plus: 600 + 15 * day + 600))
        #expect(try #require(card["stability"] as? Double) < stability)
    }

    @Test func aDefaultSessionHoldsOnlyDueCardsThenNewOnes() throws {
        let cli = try LearnctlRunner.signedIn()
        try cli.addGroup("Travel", words: [("passport", "el pasaporte"), ("luggage", "el equipaje"), ("map", "el mapa")])
        try cli.cardsOutput(["study", "Travel", "--limit", "2"], stdin: "know\ndont-know\n", now: learnctlNow())

        let words = { (now: String) throws -> [String] in
            try jsonLines(try cli.cardsOutput(["study", "Travel", "--json"], stdin: "quit\n", now: now))
                .filter { $0["type"] as? String == "card" || $0["type"] as? String == "session" }
                .map { ($0["word"] as? String) ?? "total \($0["total"] as! Int), due \($0["due"] as! Int)" }
        }
        #expect(try words(learnctlNow(plus: 120)) == ["total 2, due 1", "luggage"])
        #expect(try words(learnctlNow(plus: 3600)) == ["total 3, due 2", "luggage"])
        let all = try jsonLines(try cli.cardsOutput(["study", "Travel", "--all", "--json"], stdin: "", now: learnctlNow(plus: 120)))
        #expect(all[0]["total"] as? Int == 3)
        #expect(all[1]["word"] as? String == "passport")
    }

    @Test func aDayIntroducesAtMostTwentyNewCardsPerGroup() throws {
        let cli = try LearnctlRunner.signedIn()
        let file = cli.root.appendingPathComponent("words.txt")
        try (0..<25).map { "word\($0)\tpalabra\($0)\t\tTravel\n" }.joined().write(to: file, atomically: true, encoding: .utf8)
        try cli.cardsOutput(["import", file.path])

        let first = try jsonLines(try cli.cardsOutput(["study", "Travel", "--json"], stdin: "know\nknow\nknow\n", now: learnctlNow()))
        #expect(first[0]["total"] as? Int == 20)
        let second = try jsonLines(try cli.cardsOutput(["study", "Travel", "--json"], now: learnctlNow(plus: 60)))
        #expect(second[0]["total"] as? Int == 17)
        let tomorrow = try jsonLines(try cli.cardsOutput(["study", "Travel", "--json"], now: learnctlNow(plus: day)))
        #expect(tomorrow[0]["total"] as? Int == 23)
        #expect(tomorrow[0]["due"] as? Int == 3)
    }
}
