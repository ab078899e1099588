import Foundation
import Testing
@testable import LearnCore

struct StreakTests {
    private func days(_ texts: String...) -> [CalendarDay] { texts.compactMap(CalendarDay.init) }
    private let today = CalendarDay(year: 2026, month: 3, day: 10)

    @Test func consecutiveDaysEndingTodayMakeTheStreak() {
        let streak = Streak(days: days("2026-03-08", "2026-03-09", "2026-03-10"), today: today)
        #expect(streak.current == 3)
        #expect(streak.includesToday)
    }

    @Test func aStreakEndingYesterdayStillCounts() {
        let streak = Streak(days: days("2026-03-08", "2026-03-09"), today: today)
        #expect(streak.current == 2)
        #expect(!streak.includesToday)
    }

    @Test func aMissedDayEndsTheStreakButNotTheLongest() {
        let streak = Streak(days: days("2026-03-01", "2026-03-02", "2026-03-03", "2026-03-04", "2026-03-08"), today: today)
        #expect(streak.current == 0)
        #expect(streak.longest == 4)
    }

    @Test func repeatedDaysCountOnce() {
        let streak = Streak(days: days("2026-03-10", "2026-03-10", "2026-03-09"), today: today)
        #expect(streak.current == 2)
        #expect(streak.longest == 2)
    }

    @Test func monthAndYearEndsAreConsecutive() {
        let streak = Streak(days: days("2025-12-31", "2026-01-01"), today: CalendarDay(year: 2026, month: 1, day: 1))
        #expect(streak.current == 2)
        #expect(CalendarDay(year: 2024, month: 2, day: 28).adding(days: 1) == CalendarDay(year: 2024, month: 2, day: 29))
        #expect(CalendarDay(year: 2026, month: 3, day: 1).adding(days: -1) == CalendarDay(year: 2026, month: 2, day: 28))
    }

    @Test func anActivityLateInTheEveningCountsForThatLocalDay() throws {
        // 23:30 in New York is already the next day in UTC.
        let moment = try #require(ISO8601DateFormatter().date(from: "2026-03-11T03:30:00Z"))
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        #expect(CalendarDay(moment, in: newYork).description == "2026-03-10")
        #expect(CalendarDay(moment, in: TimeZone(identifier: "UTC")!).description == "2026-03-11")
    }

    @Test func theDaylightSavingShiftNeitherSkipsNorRepeatsADay() throws {
        // New York moves its clocks forward on 2026-03-08 at 02:00; the day is 23 hours long.
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        let formatter = ISO8601DateFormatter()
        let before = CalendarDay(try #require(formatter.date(from: "2026-03-08T04:30:00Z")), in: newYork) // 23:30 on the 7th
        let during = CalendarDay(try #require(formatter.date(from: "2026-03-09T03:30:00Z")), in: newYork) // 23:30 on the 8th
        let after = CalendarDay(try #require(formatter.date(from: "2026-03-09T04:30:00Z")), in: newYork) // 00:30 on the 9th
        #expect([before, during, after].map(\.description) == ["2026-03-07", "2026-03-08", "2026-03-09"])
        #expect(Streak(days: [before, during, after], today: after).current == 3)
    }

    @Test func flyingEastDoesNotBreakTheStreak() throws {
        // 22:00 in New York on the 10th, then 10:00 in Paris on the 11th: eleven hours apart in
        // UTC terms, but two calendar days where the learner was.
        let formatter = ISO8601DateFormatter()
        let first = CalendarDay(try #require(formatter.date(from: "2026-03-11T02:00:00Z")), in: TimeZone(identifier: "America/New_York")!)
        let second = CalendarDay(try #require(formatter.date(from: "2026-03-11T09:00:00Z")), in: TimeZone(identifier: "Europe/Paris")!)
        #expect(Streak(days: [first, second], today: second).current == 2)
    }
}
