import Foundation
import Testing
@testable import LearnCore

/// Scheduled tests across days, in a fixed local time zone. 2025-01-31 is a Friday.
struct ScheduledTestTests {
    static func calendar(_ zone: String) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: zone)!
        return calendar
    }

    static let newYork = calendar("America/New_York")
    static let tokyo = calendar("Asia/Tokyo")

    static func date(_ text: String) -> Date {
        LearnClock.parseISO8601(text)!
    }

    /// Made on Friday 2025-01-31 at 09:00 in New York.
    static let created = date("2025-01-31T09:00:00-05:00")

    static func schedule(every weekdays: [Weekday]? = nil, at dueAt: Date? = nil, lastDay: String? = nil,
                         created: Date = created) -> ScheduledTest {
        ScheduledTest(id: 1, accountId: 1, title: "Quiz", weekdays: weekdays, dueAt: dueAt, request: TestRequest(seed: 1),
                      lastDay: lastDay, createdAt: created)
    }

    @Test func aWeekdayIsDueOnItsLocalDayAndNothingBeforeTheScheduleWasMade() {
        let monThu = Self.schedule(every: [.mon, .thu])
        func due(_ now: String, lastDay: String? = nil) -> String? {
            var schedule = monThu
            schedule.lastDay = lastDay
            return schedule.dueDay(at: Self.date(now), calendar: Self.newYork)
        }
        #expect(due("2025-01-31T09:00:00-05:00") == nil, "Thursday the 30th was before the schedule")
        #expect(due("2025-01-31T23:59:59-05:00") == nil)
        #expect(due("2025-02-01T12:00:00-05:00") == nil)
        #expect(due("2025-02-02T23:59:59-05:00") == nil)
        #expect(due("2025-02-03T00:00:00-05:00") == "2025-02-03")
        #expect(due("2025-02-03T23:59:59-05:00") == "2025-02-03")
        #expect(due("2025-02-03T23:59:59-05:00", lastDay: "2025-02-03") == nil, "not twice on the same day")
        #expect(due("2025-02-04T10:00:00-05:00", lastDay: "2025-02-03") == nil)
        #expect(due("2025-02-05T23:00:00-05:00", lastDay: "2025-02-03") == nil)
        #expect(due("2025-02-06T07:00:00-05:00", lastDay: "2025-02-03") == "2025-02-06")
        // Days missed in between give one test, for the latest of them.
        #expect(due("2025-02-09T12:00:00-05:00", lastDay: "2025-02-03") == "2025-02-06")
        #expect(due("2025-02-11T12:00:00-05:00", lastDay: "2025-02-03") == "2025-02-10")
        #expect(due("2025-02-11T12:00:00-05:00", lastDay: "2025-02-10") == nil)
        #expect(due("2025-03-01T12:00:00-05:00", lastDay: "2025-02-03") == "2025-02-27")
        #expect(due("2025-02-04T10:00:00-05:00") == "2025-02-03", "Monday was missed")
    }

    @Test func theLocalDayIsTheCalendarsNotUTCs() {
        let monday = Self.schedule(every: [.mon])
        // Monday 03:00 in UTC is still Sunday evening in New York, and Monday morning in Tokyo.
        let instant = Self.date("2025-02-03T03:00:00Z")
        #expect(monday.dueDay(at: instant, calendar: Self.newYork) == nil)
        #expect(monday.dueDay(at: instant, calendar: Self.tokyo) == "2025-02-03")
        #expect(monday.dueDay(at: instant, calendar: GeneratedFixture.utc) == "2025-02-03")
        #expect(monday.dueDay(at: Self.date("2025-02-03T05:00:00Z"), calendar: Self.newYork) == "2025-02-03")
        // Sunday 30 March 2025 is 23 hours long in Berlin; Monday 31 is found all the same.
        let berlin = Self.calendar("Europe/Berlin")
        #expect(monday.dueDay(at: Self.date("2025-03-31T00:30:00+02:00"), calendar: berlin) == "2025-03-31")
        #expect(monday.dueDay(at: Self.date("2025-04-02T12:00:00+02:00"), calendar: berlin) == "2025-03-31")
    }

    @Test func aScheduleMadeOnAChosenDayIsDueThatDay() {
        let schedule = Self.schedule(every: [.fri], created: Self.date("2025-01-31T15:00:00-05:00"))
        #expect(schedule.dueDay(at: Self.date("2025-01-31T15:00:00-05:00"), calendar: Self.newYork) == "2025-01-31")
    }

    @Test func aSingleTestIsDueOnceItsMomentHasCome() {
        let dueAt = Self.date("2025-02-05T18:00:00-05:00")
        let single = Self.schedule(at: dueAt)
        #expect(single.dueDay(at: Self.date("2025-02-05T17:59:59-05:00"), calendar: Self.newYork) == nil)
        #expect(single.dueDay(at: dueAt, calendar: Self.newYork) == "2025-02-05")
        #expect(single.dueDay(at: Self.date("2025-02-20T08:00:00-05:00"), calendar: Self.newYork) == "2025-02-05")
        #expect(single.dueDay(at: dueAt, calendar: Self.tokyo) == "2025-02-06", "08:00 on Thursday in Tokyo")
        var generated = single
        generated.lastDay = "2025-02-05"
        #expect(generated.dueDay(at: Self.date("2025-02-20T08:00:00-05:00"), calendar: Self.newYork) == nil)
        #expect(single.nextDay(after: Self.created, calendar: Self.newYork) == dueAt)
        #expect(generated.nextDay(after: Self.created, calendar: Self.newYork) == nil)
    }

    @Test func theNextDayIsTodayWhileDueThenTheNextChosenDay() {
        let monThu = Self.schedule(every: [.mon, .thu])
        func next(_ now: String, lastDay: String? = nil) -> String? {
            var schedule = monThu
            schedule.lastDay = lastDay
            return schedule.nextDay(after: Self.date(now), calendar: Self.newYork).map { LocalDay.key(of: $0, calendar: Self.newYork) }
        }
        #expect(next("2025-01-31T10:00:00-05:00") == "2025-02-03")
        #expect(next("2025-02-03T10:00:00-05:00") == "2025-02-03")
        #expect(next("2025-02-03T10:00:00-05:00", lastDay: "2025-02-03") == "2025-02-06")
        #expect(next("2025-02-06T10:00:00-05:00", lastDay: "2025-02-06") == "2025-02-10")
        let thursday = Self.schedule(every: [.thu])
        #expect(thursday.nextDay(after: Self.date("2025-02-06T10:00:00-05:00"), calendar: Self.newYork)
            .map { LocalDay.key(of: $0, calendar: Self.newYork) } == "2025-02-06")
        var done = thursday
        done.lastDay = "2025-02-06"
        #expect(done.nextDay(after: Self.date("2025-02-06T10:00:00-05:00"), calendar: Self.newYork)
            .map { LocalDay.key(of: $0, calendar: Self.newYork) } == "2025-02-13", "a week later")
        #expect(monThu.nextDay(after: Self.date("2025-02-03T10:00:00-05:00"), calendar: Self.newYork)
            == Self.date("2025-02-03T00:00:00-05:00"), "the start of the local day")
    }

    @Test func theNextDayIsTodayWhileAMissedDaysTestIsStillToBeGenerated() {
        // Monday was missed; on Wednesday a test is due (for Monday) and will be generated today.
        let monThu = Self.schedule(every: [.mon, .thu])
        let wednesday = Self.date("2025-02-05T10:00:00-05:00")
        #expect(monThu.dueDay(at: wednesday, calendar: Self.newYork) == "2025-02-03")
        #expect(monThu.nextDay(after: wednesday, calendar: Self.newYork) == Self.date("2025-02-05T00:00:00-05:00"))
    }

    @Test func localDaysReadAndWrite() {
        #expect(LocalDay.key(of: Self.date("2025-02-03T03:00:00Z"), calendar: Self.newYork) == "2025-02-02")
        #expect(LocalDay.key(of: Self.date("2025-02-03T03:00:00Z"), calendar: Self.tokyo) == "2025-02-03")
        #expect(LocalDay.date(of: "2025-02-03", calendar: Self.tokyo) == Self.date("2025-02-03T00:00:00+09:00"))
        #expect(LocalDay.date(of: "2025-02-30", calendar: Self.tokyo) == nil)
        #expect(LocalDay.date(of: "2025-2-3", calendar: Self.tokyo) == nil)
        #expect(LocalDay.date(of: "tomorrow", calendar: Self.tokyo) == nil)
    }

    @Test func weekdaysAreNamedByTheirFirstThreeLettersOrMore() {
        #expect(Weekday(text: "mon") == .mon)
        #expect(Weekday(text: " Thursday ") == .thu)
        #expect(Weekday(text: "SUN") == .sun)
        #expect(Weekday(text: "wedn") == .wed)
        #expect(Weekday(text: "mo") == nil)
        #expect(Weekday(text: "monx") == nil)
        #expect(Weekday(text: "mondays") == nil)
        #expect(Weekday.allCases.map(\.calendarWeekday) == [2, 3, 4, 5, 6, 7, 1])
        #expect(Weekday.allCases.allSatisfy { Weekday(calendarWeekday: $0.calendarWeekday) == $0 })
    }

    // MARK: The store

    /// Ada's tests with the clock at `now` and days in New York.
    static func tests(_ fixture: GeneratedFixture, at now: String, account: Account? = nil) -> GeneratedTests {
        GeneratedTests(account: account ?? fixture.ada, database: fixture.auth.database, clock: .fixed(at: date(now)),
                       calendar: newYork)
    }

    static let request = TestRequest(topics: ["Numbers"], level: .fixed(.a1), questionCount: 3, seed: 1)

    static func generateDue(_ fixture: GeneratedFixture, at now: String, seed: UInt64 = 7) throws -> [GeneratedTest] {
        try tests(fixture, at: now).generateDue(seed: seed, bank: GeneratedFixture.bank, recordings: [])
    }

    @Test func aWeeklyScheduleGeneratesOneReadyTestPerDueDay() async throws {
        let fixture = try await GeneratedFixture()
        let schedule = try Self.tests(fixture, at: "2025-01-31T09:00:00-05:00")
            .schedule(title: "Mon and Thu", weekdays: [.mon, .thu], dueAt: nil, request: Self.request)
        #expect(try Self.generateDue(fixture, at: "2025-01-31T20:00:00-05:00").isEmpty)
        #expect(try Self.generateDue(fixture, at: "2025-02-02T23:00:00-05:00").isEmpty)

        let monday = try Self.generateDue(fixture, at: "2025-02-03T08:00:00-05:00", seed: 42)
        #expect(monday.count == 1)
        let test = try #require(monday.first)
        #expect((test.title, test.state, test.scheduleId, test.request.seed) == ("Mon and Thu", .ready, schedule.id, 42))
        #expect(test.request.topics == ["Numbers"])
        #expect(test.createdAt == Self.date("2025-02-03T08:00:00-05:00"))
        #expect(try Self.tests(fixture, at: "2025-02-03T08:00:00-05:00").schedules().first?.lastDay == "2025-02-03")

        #expect(try Self.generateDue(fixture, at: "2025-02-03T22:00:00-05:00").isEmpty, "not twice on the same day")
        #expect(try Self.generateDue(fixture, at: "2025-02-05T12:00:00-05:00").isEmpty)
        // Thursday and Monday missed: one test on Tuesday.
        #expect(try Self.generateDue(fixture, at: "2025-02-11T12:00:00-05:00").count == 1)
        #expect(try Self.generateDue(fixture, at: "2025-02-11T13:00:00-05:00").isEmpty)
        #expect(try Self.tests(fixture, at: "2025-02-11T13:00:00-05:00").schedules().first?.lastDay == "2025-02-10")
        let overviews = try Self.tests(fixture, at: "2025-02-11T13:00:00-05:00").overviews()
        #expect(overviews.count == 2)
        #expect(overviews.allSatisfy { $0.test.state == .ready && $0.total == 3 })
        // Grace has no schedule, and Ada's is not hers.
        #expect(try Self.tests(fixture, at: "2025-02-13T12:00:00-05:00", account: fixture.grace)
            .generateDue(seed: 1, bank: GeneratedFixture.bank, recordings: []).isEmpty)
    }

    @Test func aSingleScheduledTestIsGeneratedOnce() async throws {
        let fixture = try await GeneratedFixture()
        try Self.tests(fixture, at: "2025-01-31T09:00:00-05:00").schedule(
            title: "Exam practice", weekdays: nil, dueAt: Self.date("2025-02-05T18:00:00-05:00"), request: Self.request)
        #expect(try Self.generateDue(fixture, at: "2025-02-05T17:00:00-05:00").isEmpty)
        #expect(try Self.generateDue(fixture, at: "2025-02-07T09:00:00-05:00").map(\.title) == ["Exam practice"])
        #expect(try Self.generateDue(fixture, at: "2025-02-08T09:00:00-05:00").isEmpty)
        #expect(try Self.generateDue(fixture, at: "2025-03-08T09:00:00-05:00").isEmpty)
    }

    @Test func aScheduledTestThatCannotBeGeneratedIsStoredFailedAndNotTriedAgainThatDay() async throws {
        let fixture = try await GeneratedFixture()
        try fixture.addCards(6, group: "Food")
        try Self.tests(fixture, at: "2025-01-31T09:00:00-05:00").schedule(
            title: "Words", weekdays: [.mon], dueAt: nil, request: TestRequest(topics: ["Food"], questionCount: 5, seed: 1))
        _ = try fixture.cards().deleteGroup(named: "Food", force: true)

        let failed = try Self.generateDue(fixture, at: "2025-02-03T09:00:00-05:00")
        #expect(failed.map(\.state) == [.failed])
        #expect(failed.first?.title == "Words")
        #expect(failed.first?.failure == "There is no topic called “Food” in your grammar topics, recordings, card groups or "
            + "cloze lists. Run `learnctl tests generate --dry-run` to see the topics a test would use.")
        #expect(try Self.generateDue(fixture, at: "2025-02-03T10:00:00-05:00").isEmpty)
        #expect(try Self.tests(fixture, at: "2025-02-03T10:00:00-05:00").overviews().count == 1)

        // A failed scheduled test is retried like any other, once its material is back.
        try fixture.addCards(6, group: "Food")
        let id = try #require(failed.first?.id)
        let retried = try Self.tests(fixture, at: "2025-02-03T11:00:00-05:00")
            .retry(id, bank: GeneratedFixture.bank, recordings: [])
        #expect(retried.state == .ready)
    }

    @Test func schedulesAreListedByTitleUniqueInAnyCaseAndRemovedWithoutTheirTests() async throws {
        let fixture = try await GeneratedFixture()
        let tests = Self.tests(fixture, at: "2025-02-03T09:00:00-05:00")
        try tests.schedule(title: "weekly", weekdays: [.mon], dueAt: nil, request: Self.request)
        try tests.schedule(title: "Daily", weekdays: Weekday.allCases, dueAt: nil, request: Self.request)
        #expect(throws: GeneratedTestError.duplicateSchedule("WEEKLY")) {
            try tests.schedule(title: "WEEKLY", weekdays: [.tue], dueAt: nil, request: Self.request)
        }
        try Self.tests(fixture, at: "2025-02-03T09:00:00-05:00", account: fixture.grace)
            .schedule(title: "weekly", weekdays: [.mon], dueAt: nil, request: Self.request)
        #expect(try tests.schedules().map(\.title) == ["Daily", "weekly"])
        #expect(try tests.schedules().first?.weekdays == Weekday.allCases)

        let generated = try Self.generateDue(fixture, at: "2025-02-03T10:00:00-05:00")
        #expect(generated.map(\.title).sorted() == ["Daily", "weekly"])
        try tests.unschedule(title: "WEEKLY")
        #expect(try tests.schedules().map(\.title) == ["Daily"])
        #expect(throws: GeneratedTestError.unknownSchedule("weekly")) { try tests.unschedule(title: "weekly") }
        let kept = try tests.overviews().map(\.test)
        #expect(kept.count == 2, "the tests generated for it stay")
        #expect(kept.first { $0.title == "weekly" }?.scheduleId == nil)
        #expect(kept.first { $0.title == "Daily" }?.scheduleId != nil)
        #expect(try Self.tests(fixture, at: "2025-02-03T10:00:00-05:00", account: fixture.grace).schedules().map(\.title)
            == ["weekly"])
    }
}
