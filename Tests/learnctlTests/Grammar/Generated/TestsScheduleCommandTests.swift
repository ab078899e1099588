import Foundation
import GRDB
import LearnCore
import Testing

/// `learnctl tests schedule`, `scheduled` and `unschedule`: usage errors, the list, and tests
/// generated on their days as `LEARNCTL_NOW` moves on (2025-01-31 is a Friday).
struct TestsScheduleCommandTests {
    /// The options of a small test the bundled bank can always fill.
    static let small = ["--topics", "articles", "--skills", "grammar", "--questions", "5"]

    /// A signed-up runner in `timeZone` without a listend.
    private func runner(timeZone: String = "UTC") throws -> LearnctlRunner {
        let cli = try LearnctlRunner.signedUpForGrammar()
        cli.environment["TZ"] = timeZone
        cli.environment["LISTEND_SOCKET"] = cli.home.appendingPathComponent("no-daemon.sock").path
        return cli
    }

    /// `LEARNCTL_NOW` at `time` (UTC) on 2025-01-31 plus `days`.
    private func at(_ days: Double, _ time: String = "09:00") -> String {
        let parts = time.split(separator: ":").compactMap { Double($0) }
        return learnctlNow(plus: days * day + (parts[0] - 9) * 3600 + parts[1] * 60)
    }

    /// The generated tests in the runner's database: title, state, schedule id and number of questions.
    private func generated(_ cli: LearnctlRunner) throws -> [String] {
        try LearnDatabase.open(at: cli.databaseURL).read { db in
            try Row.fetchAll(db, sql: """
                SELECT t.title, t.state, t.scheduleId, COUNT(q.id) AS questions
                FROM generatedTest t LEFT JOIN generatedQuestion q ON q.testId = t.id GROUP BY t.id ORDER BY t.id
                """).map { "\($0["title"] as String) \($0["state"] as String) schedule \($0["scheduleId"] as Int64? ?? 0) ×\($0["questions"] as Int)" }
        }
    }

    @Test(arguments: [
        ([], "Error: Say when the test is due: --every DAYS (e.g. --every mon,thu) or --at DATE (e.g. --at 2025-02-10)."),
        (["--every", "mon", "--at", "2025-02-10"], "Error: Use either --every or --at, not both."),
        (["--every", "mon,funday"],
         "Error: The value 'mon,funday' is invalid for '--every <days>': “funday” is not a day of the week; use mon, tue, wed, thu, fri, sat or sun."),
        (["--every", "mon,,thu"],
         "Error: The value 'mon,,thu' is invalid for '--every <days>': a day is missing between the commas; write the days like mon,thu."),
        (["--at", "2025-02-30"],
         "Error: The value '2025-02-30' is invalid for '--at <date>': “2025-02-30” is not a date; write it as 2025-02-10, 2025-02-10T09:00 or 2025-02-10T09:00:00+01:00."),
        (["--at", "next monday"], "Error: The value 'next monday' is invalid for '--at <date>'"),
        (["--every", "mon", "--questions", "4"], "Error: --questions must be from 5 to 50, not 4."),
        (["--every", "mon", "--level", "C2"], "Error: The value 'C2' is invalid for '--level <level>'"),
        (["--every", "mon", "--skills", "grammar,reading"], "Error: “reading” is not a skill; use grammar, listening, vocabulary or cloze."),
    ])
    func usageErrors(arguments: [String], message: String) throws {
        let cli = try runner()
        let result = try cli.run(["tests", "schedule", "Weekly"] + arguments)
        #expect(result.status == LearnctlRunner.usageErrorStatus)
        #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
        #expect(result.stdout == "")
        #expect(try cli.succeed(["tests", "scheduled", "--json"]).stdout == "[]\n", "nothing is scheduled")
    }

    @Test func aTitleIsNeeded() throws {
        let cli = try runner()
        for title in ["", "   ", String(repeating: "x", count: 101)] {
            let result = try cli.run(["tests", "schedule", title, "--every", "mon"])
            #expect(result.status == LearnctlRunner.usageErrorStatus)
            #expect(result.stderr.hasPrefix("Error: The title must have 1 to 100 characters.\n"))
        }
    }

    @Test func scheduleListAndUnschedule() throws {
        let cli = try runner()
        #expect(try cli.succeed(["tests", "scheduled"], now: at(0)).stdout
            == "You have no scheduled tests. Schedule one with `learnctl tests schedule TITLE --every mon,thu`.\n")

        let weekly = try cli.succeed(["tests", "schedule", "Weekly grammar", "--every", "thursday,Mon,mon"] + Self.small, now: at(0))
        #expect(weekly.stdout == """
            Scheduled “Weekly grammar”: every Mon, Thu, 5 questions · topics: articles · level: mixed · skills: grammar.
            Next test: 2025-02-03 (Mon), generated when you run `learnctl tests list` or `learnctl tests start` from then on.

            """)
        let once = try cli.succeed(["tests", "schedule", "Exam warm-up", "--at", "2025-02-10T18:30", "--level", "B1",
                                    "--questions", "10"], now: at(0))
        #expect(once.stdout == """
            Scheduled “Exam warm-up”: once, 2025-02-10 18:30, 10 questions · all topics · level: B1.
            Next test: 2025-02-10 18:30, generated when you run `learnctl tests list` or `learnctl tests start` from then on.

            """)
        let duplicate = try cli.run(["tests", "schedule", "WEEKLY GRAMMAR", "--every", "fri"], now: at(0))
        #expect(duplicate.status == 1)
        #expect(duplicate.stderr
            == "Error: A scheduled test is already called “WEEKLY GRAMMAR”; unschedule it first or choose another title.\n")

        let list = try cli.succeed(["tests", "scheduled"], now: at(0))
        #expect(list.stderr == "")
        #expect(list.stdout == """
            Title           When                    Next              Last generated  Test
            Exam warm-up    once, 2025-02-10 18:30  2025-02-10 18:30  -               10 questions · all topics · level: B1
            Weekly grammar  every Mon, Thu          2025-02-03 (Mon)  -               5 questions · topics: articles · level: mixed · skills: grammar

            """)

        let json = try cli.succeed(["tests", "scheduled", "--json"], now: at(0)).jsonArray
        #expect(json.map { $0["title"] as? String } == ["Exam warm-up", "Weekly grammar"])
        #expect(json[0]["weekdays"] is NSNull)
        #expect(json[0]["at"] as? String == "2025-02-10T18:30:00Z")
        #expect(json[0]["next"] as? String == "2025-02-10T18:30:00Z")
        #expect(json[0]["next_day"] as? String == "2025-02-10")
        #expect(json[0]["last_day"] is NSNull)
        #expect(json[0]["created_at"] as? String == "2025-01-31T09:00:00Z")
        let request = try #require(json[0]["request"] as? [String: Any])
        #expect(request["level"] as? String == "B1")
        #expect(request["questions"] as? Int == 10)
        #expect(request["topics"] is NSNull)
        #expect(request["skills"] is NSNull)
        #expect(json[1]["weekdays"] as? [String] == ["mon", "thu"])
        #expect(json[1]["at"] is NSNull)
        #expect(json[1]["next"] as? String == "2025-02-03T00:00:00Z")
        #expect((json[1]["request"] as? [String: Any])?["topics"] as? [String] == ["articles"])
        #expect((json[1]["request"] as? [String: Any])?["skills"] as? [String] == ["grammar"])

        let removed = try cli.succeed(["tests", "unschedule", "weekly GRAMMAR"])
        #expect(removed.stdout == "Unscheduled “Weekly grammar”; the tests generated for it stay.\n")
        let unknown = try cli.run(["tests", "unschedule", "Weekly grammar"])
        #expect(unknown.status == 1)
        #expect(unknown.stderr
            == "Error: There is no scheduled test called “Weekly grammar”. Run `learnctl tests scheduled` to see them.\n")
        #expect(try cli.succeed(["tests", "scheduled", "--json"], now: at(0)).jsonArray.map { $0["title"] as? String }
            == ["Exam warm-up"])
        #expect(try cli.run(["tests", "unschedule"]).status == LearnctlRunner.usageErrorStatus)
    }

    @Test func aWeeklyTestIsGeneratedOnItsDayOnceAndAgainTheNextWeek() throws {
        let cli = try runner()
        try cli.succeed(["tests", "schedule", "Weekly grammar", "--every", "mon"] + Self.small, now: at(0))

        // Friday and Sunday: not due.
        for now in [at(0, "23:59"), at(2, "23:59")] {
            let quiet = try cli.succeed(["tests", "scheduled"], now: now)
            #expect(quiet.stderr == "")
            #expect(quiet.stdout.contains("Weekly grammar  every Mon  2025-02-03 (Mon)  -  "), "\(quiet.stdout)")
        }
        #expect(try generated(cli).isEmpty)

        // Monday: generated by the first run, with the schedule's title.
        let monday = try cli.succeed(["tests", "scheduled"], now: at(3, "00:00"))
        #expect(monday.stderr == "The scheduled test “Weekly grammar” is ready: `learnctl tests start 1`.\n")
        #expect(monday.stdout.contains("Weekly grammar  every Mon  2025-02-10 (Mon)  2025-02-03  "), "\(monday.stdout)")
        #expect(try generated(cli) == ["Weekly grammar ready schedule 1 ×5"])

        // Not again the same Monday, nor on Tuesday.
        for now in [at(3, "09:00"), at(3, "23:59"), at(4)] {
            let again = try cli.succeed(["tests", "scheduled", "--json"], now: now)
            #expect(again.stderr == "")
            #expect(again.jsonArray.first?["last_day"] as? String == "2025-02-03")
            #expect(again.jsonArray.first?["next_day"] as? String == "2025-02-10")
        }
        #expect(try generated(cli).count == 1)

        // The next Monday: a second test.
        let next = try cli.succeed(["tests", "scheduled"], now: at(10, "12:00"))
        #expect(next.stderr == "The scheduled test “Weekly grammar” is ready: `learnctl tests start 2`.\n")
        #expect(try generated(cli) == ["Weekly grammar ready schedule 1 ×5", "Weekly grammar ready schedule 1 ×5"])

        // Unscheduled: its tests stay, and no more come.
        try cli.succeed(["tests", "unschedule", "Weekly grammar"])
        #expect(try cli.succeed(["tests", "scheduled"], now: at(17)).stderr == "")
        #expect(try generated(cli) == ["Weekly grammar ready schedule 0 ×5", "Weekly grammar ready schedule 0 ×5"])
    }

    @Test func missedDaysGiveOneTest() throws {
        let cli = try runner()
        try cli.succeed(["tests", "schedule", "Often", "--every", "sat,sun,mon,tue"] + Self.small, now: at(0))
        let wednesday = try cli.succeed(["tests", "scheduled"], now: at(5))
        #expect(wednesday.stderr == "The scheduled test “Often” is ready: `learnctl tests start 1`.\n")
        #expect(wednesday.stdout.contains("Often  every Mon, Tue, Sat, Sun  2025-02-08 (Sat)  2025-02-04  "), "\(wednesday.stdout)")
        #expect(try generated(cli).count == 1)
    }

    @Test func aSingleTestIsGeneratedOnceFromItsDate() throws {
        let cli = try runner()
        try cli.succeed(["tests", "schedule", "Exam warm-up", "--at", "2025-02-02"] + Self.small, now: at(0))
        let saturday = try cli.succeed(["tests", "scheduled"], now: at(1, "23:59"))
        #expect(saturday.stderr == "")
        #expect(saturday.stdout.contains("Exam warm-up  once, 2025-02-02 00:00  2025-02-02 00:00  -  "), "\(saturday.stdout)")

        let sunday = try cli.succeed(["tests", "scheduled"], now: at(2, "00:00"))
        #expect(sunday.stderr == "The scheduled test “Exam warm-up” is ready: `learnctl tests start 1`.\n")
        #expect(sunday.stdout.contains("Exam warm-up  once, 2025-02-02 00:00  -     2025-02-02  "), "\(sunday.stdout)")
        for now in [at(2, "18:00"), at(9)] {
            #expect(try cli.succeed(["tests", "scheduled"], now: now).stderr == "")
        }
        #expect(try generated(cli) == ["Exam warm-up ready schedule 1 ×5"])
    }

    @Test func daysAreLocal() throws {
        // 2025-02-02T16:00Z is Sunday in UTC and already Monday 01:00 in Tokyo.
        let tokyo = try runner(timeZone: "Asia/Tokyo")
        let utc = try runner(timeZone: "UTC")
        for cli in [tokyo, utc] {
            try cli.succeed(["tests", "schedule", "Weekly grammar", "--every", "mon"] + Self.small, now: at(0))
        }
        let now = at(2, "16:00")
        #expect(try tokyo.succeed(["tests", "scheduled"], now: now).stderr
            == "The scheduled test “Weekly grammar” is ready: `learnctl tests start 1`.\n")
        #expect(try utc.succeed(["tests", "scheduled"], now: now).stderr == "")
        #expect(try generated(tokyo).count == 1)
        #expect(try generated(utc).isEmpty)

        // A day given to --at starts at local midnight.
        try tokyo.succeed(["tests", "schedule", "Exam", "--at", "2025-02-10"] + Self.small, now: now)
        let exam = try #require(try tokyo.succeed(["tests", "scheduled", "--json"], now: now).jsonArray.first)
        #expect(exam["at"] as? String == "2025-02-09T15:00:00Z")
        #expect(exam["next_day"] as? String == "2025-02-10")
        try tokyo.succeed(["tests", "schedule", "Offset", "--at", "2025-02-10T09:00:00+01:00"] + Self.small, now: now)
        let offset = try #require(try tokyo.succeed(["tests", "scheduled", "--json"], now: now).jsonArray.first { $0["title"] as? String == "Offset" })
        #expect(offset["at"] as? String == "2025-02-10T08:00:00Z")
    }

    @Test func aScheduledTestThatCannotBeGeneratedIsKeptAsFailed() throws {
        let cli = try runner()
        try cli.succeed(["tests", "schedule", "Nowhere", "--every", "mon", "--topics", "no-such-topic", "--skills", "grammar"],
                        now: at(0))
        let monday = try cli.succeed(["tests", "scheduled"], now: at(3))
        #expect(monday.stderr.hasPrefix("The scheduled test “Nowhere” could not be generated (test 1): There is no topic called “no-such-topic”"),
                "\(monday.stderr)")
        #expect(try generated(cli) == ["Nowhere failed schedule 1 ×0"])
        #expect(try cli.succeed(["tests", "scheduled"], now: at(3, "18:00")).stderr == "", "the day is taken")
    }
}
