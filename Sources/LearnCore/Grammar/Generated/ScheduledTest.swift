import Foundation
import GRDB

/// A test the learner scheduled: generated on the chosen weekdays, or once from a date, the
/// next time they look at their tests.
public struct ScheduledTest: Codable, Sendable, Equatable, FetchableRecord, AutoIncrementedRecord, AccountOwnedRecord {
    public static let databaseTableName = "scheduledTest"

    public var id: Int64?
    public var accountId: Int64
    /// Unique per account, whatever its case; the title of the tests generated for it.
    public var title: String
    /// The weekdays of a repeating schedule; nil for a single test.
    public var weekdays: [Weekday]?
    /// When a single test is due; nil for a repeating schedule.
    public var dueAt: Date?
    /// What each test asks for; its seed is replaced when the test is generated.
    public var request: TestRequest
    /// The local day (`2026-11-23`) of the latest test generated for it.
    public var lastDay: String?
    public var createdAt: Date

    public enum Columns {
        public static let title = Column(CodingKeys.title)
    }

    /// The local day a test is due for at `now`, if one is due and not generated yet: the latest
    /// chosen weekday up to today (since the schedule was made), or a single test's day once it
    /// has come. Days missed in between give one test, not one each.
    public func dueDay(at now: Date, calendar: Calendar) -> String? {
        if let dueAt {
            return now >= dueAt && lastDay == nil ? LocalDay.key(of: dueAt, calendar: calendar) : nil
        }
        guard let weekdays, !weekdays.isEmpty else { return nil }
        let wanted = Set(weekdays.map(\.calendarWeekday))
        let today = calendar.startOfDay(for: now)
        let first = calendar.startOfDay(for: createdAt)
        for back in 0..<7 {
            guard let day = calendar.date(byAdding: .day, value: -back, to: today), day >= first else { return nil }
            guard wanted.contains(calendar.component(.weekday, from: day)) else { continue }
            let key = LocalDay.key(of: day, calendar: calendar)
            return lastDay.map { $0 < key } ?? true ? key : nil
        }
        return nil
    }

    /// The next day a test will be generated for, from `now`: today when it is due and not yet
    /// generated; nil for a single test already generated.
    public func nextDay(after now: Date, calendar: Calendar) -> Date? {
        if let dueAt { return lastDay == nil ? dueAt : nil }
        guard let weekdays, !weekdays.isEmpty else { return nil }
        let wanted = Set(weekdays.map(\.calendarWeekday))
        let today = calendar.startOfDay(for: now)
        // A missed day's test not generated yet is generated today.
        if dueDay(at: now, calendar: calendar) != nil { return today }
        let todayKey = LocalDay.key(of: today, calendar: calendar)
        for ahead in 0..<8 {
            guard let day = calendar.date(byAdding: .day, value: ahead, to: today) else { break }
            guard wanted.contains(calendar.component(.weekday, from: day)) else { continue }
            if ahead == 0, let lastDay, lastDay >= todayKey { continue }
            return day
        }
        return nil
    }
}

/// Local days as keys: `2026-11-23` in the calendar's time zone.
public enum LocalDay {
    public static func key(of date: Date, calendar: Calendar) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }

    /// The start of the local day `2026-11-23` names, if it is one.
    public static func date(of key: String, calendar: Calendar) -> Date? {
        let parts = key.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3, key.count == 10 else { return nil }
        let components = DateComponents(year: parts[0], month: parts[1], day: parts[2])
        guard let date = calendar.date(from: components),
              LocalDay.key(of: date, calendar: calendar) == key
        else { return nil }
        return calendar.startOfDay(for: date)
    }
}
