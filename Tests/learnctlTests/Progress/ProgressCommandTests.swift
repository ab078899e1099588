import Foundation
import Testing

/// `learnctl` (home), `path`, `achievements`, and the badges the result-storing commands announce.
struct ProgressCommandTests {
    @Test func learnctlAloneWelcomesALearnerNotSignedIn() throws {
        let cli = try LearnctlRunner()
        let result = try cli.run([])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Welcome to learnctl!"))
        #expect(result.stdout.contains("learnctl signup"))
    }

    @Test func homeGreetsByTimeOfDayAndNameAndSuggestsTheFirstLesson() throws {
        let cli = try LearnctlRunner()
        cli.environment["TZ"] = "Europe/Madrid"
        _ = try cli.succeed(["signup", "--email", "ada@example.com", "--name", "Ada", "--password-stdin"],
                        stdin: LearnctlRunner.password + "\n")
        let morning = try cli.output(["home"], now: "2026-11-24T08:30:00Z")  // 09:30 in Madrid
        #expect(morning.hasPrefix("Good morning, Ada!"))
        #expect(morning.contains("Next lesson   A1-1.1 Ordering at a Cafe"))
        #expect(morning.contains("learnctl practice dictation \"Ordering at a Cafe\""))
        #expect(morning.contains("Streak        0 days"))
        let night = try cli.output([], now: "2026-11-24T22:30:00Z")  // 23:30 in Madrid
        #expect(night.hasPrefix("Good night, Ada!"))
        let json = try jsonObject(try cli.output(["home", "--json"], now: "2026-11-24T15:00:00Z"))
        #expect(json["greeting"] as? String == "Good afternoon, Ada!")
        #expect((json["next_lesson"] as? [String: Any])?["id"] as? String == "A1-1.1")
        #expect((json["path"] as? [String: Any])?["stage"] as? String == "A1-1")
    }

    @Test func thePathIsASerpentineOfStagesWithPlainMarkersWithoutColour() throws {
        let cli = try LearnctlRunner.signedIn()
        cli.environment["NO_COLOR"] = "1"
        let output = try cli.output(["path"])
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.contains("│ ◐ A1-1   │ First steps · current · 0%"))
        #expect(lines.contains("                    │ ○ A1-2   │ Getting around town · locked"))
        #expect(lines.contains("      ╰───────────────────╮"))
        #expect(lines.contains("      ╭───────────────────╯"))
        #expect(!output.contains("\u{1B}["))
        let stage = try cli.output(["path", "A1-1"])
        #expect(stage.contains("A1-1.3  Articles (grammar) · to do · best test —"))
        let json = try jsonObject(try cli.output(["path", "--json"]))
        #expect((json["stages"] as? [[String: Any]])?.first?["state"] as? String == "current")
    }

    @Test func anUnknownStageOrLessonIsRefusedWithTheChoices() throws {
        let cli = try LearnctlRunner.signedIn()
        let stage = try cli.run(["path", "Z9"])
        #expect(stage.status == 1)
        #expect(stage.stderr.contains("There is no stage “Z9”; the stages are A1-1, A1-2"))
        let lesson = try cli.run(["path", "complete", "A1-1.99"])
        #expect(lesson.status == 1)
        #expect(lesson.stderr.contains("There is no lesson “A1-1.99” on the path"))
    }

    @Test func markingALessonCompleteEarnsFirstStepsOnceAndShowsAsMarked() throws {
        let cli = try LearnctlRunner.signedIn()
        let marked = try cli.output(["path", "complete", "a1-1.3"], now: "2026-11-24T10:00:00Z")
        #expect(marked.contains("Marked A1-1.3 Articles complete."))
        #expect(marked.contains("Badge earned: First Steps — Complete your first lesson"))
        let again = try cli.output(["path", "complete", "A1-1.4"], now: "2026-11-24T10:05:00Z")
        #expect(!again.contains("First Steps"))
        let stage = try cli.output(["path", "A1-1"])
        #expect(stage.contains("A1-1.3  Articles (grammar) · marked done"))
        let badges = try cli.output(["achievements", "--category", "milestone"])
        #expect(badges.contains("★ First Steps — Complete your first lesson · earned Nov 24, 2026"))
        #expect(badges.contains("☆ Halfway Hero — Complete half of the learning path · 2 of 26 lessons"))
    }

    @Test func threeDaysOfCardReviewsEarnDedicatedAndTheStreakSurvivesAFlightEast() throws {
        let cli = try LearnctlRunner.signedIn()
        _ = try cli.succeed(["cards", "import", "--starter"])
        cli.environment["TZ"] = "America/New_York"
        // 22:00 in New York on the 10th and on the 11th.
        _ = try cli.succeed(["cards", "study", "Cafe", "--limit", "1"], stdin: "know\n", now: "2026-03-11T02:00:00Z")
        _ = try cli.succeed(["cards", "study", "Cafe", "--limit", "1"], stdin: "know\n", now: "2026-03-12T02:00:00Z")
        // Then 10:00 in Paris on the 12th: eight hours later, but the next day where the learner is.
        cli.environment["TZ"] = "Europe/Paris"
        let third = try cli.output(["cards", "study", "Cafe", "--limit", "1"], stdin: "know\n", now: "2026-03-12T09:00:00Z")
        #expect(third.contains("Badge earned: Dedicated — Learn 3 days in a row"))
        let home = try jsonObject(try cli.output(["home", "--json"], now: "2026-03-12T12:00:00Z"))
        #expect((home["streak"] as? [String: Any])?["current"] as? Int == 3)
        let streak = try cli.output(["achievements", "--category", "streak"], now: "2026-03-12T12:00:00Z")
        #expect(streak.contains("☆ Week Warrior — Learn 7 days in a row · 3 of 7 days"))
    }

    @Test func knowingEveryCardOfAPathGroupCompletesItsLessonAndJSONKeepsTheBadgeOnStandardError() throws {
        let cli = try LearnctlRunner.signedIn()
        _ = try cli.addGroup("Travel", words: [("passport", "el pasaporte")])
        let result = try cli.succeed(["cards", "study", "Travel", "--json"], stdin: "know\n")
        #expect(result.stderr == "🏅 Badge earned: First Steps — Complete your first lesson\n")
        #expect(try jsonLines(result.stdout).count > 0)
        #expect(try cli.output(["path", "A2-1"]).contains("A2-1.4  Travel words (cards) · done · 1 of 1 card reviewed, 1 known"))
    }

    @Test func twoReviewsOnOneLocalDayAcrossUTCMidnightCountOnce() throws {
        let cli = try LearnctlRunner.signedIn()
        _ = try cli.succeed(["cards", "import", "--starter"])
        cli.environment["TZ"] = "America/Los_Angeles"
        // 15:00 and 17:30 in Los Angeles on the 24th: either side of midnight UTC.
        _ = try cli.succeed(["cards", "study", "Cafe", "--limit", "1"], stdin: "know\n", now: "2026-11-24T23:00:00Z")
        _ = try cli.succeed(["cards", "study", "Cafe", "--limit", "1"], stdin: "know\n", now: "2026-11-25T01:30:00Z")
        let home = try jsonObject(try cli.output(["home", "--json"], now: "2026-11-25T02:00:00Z"))
        #expect((home["streak"] as? [String: Any])?["current"] as? Int == 1)
    }
}

extension LearnctlRunner {
    /// The standard output of a run that must succeed.
    func output(_ arguments: [String], stdin: String = "", now: String? = nil) throws -> String {
        try succeed(arguments, stdin: stdin, now: now).stdout
    }
}
