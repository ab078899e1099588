import Foundation
import LearnCore

/// A schedule as `tests scheduled --json` prints it: its weekdays or its one time ("at"), the
/// next test it makes ("next", "next_day"), the last day it made one, and what each test asks for.
struct ScheduleJSON: Encodable {
    let title: String
    @Nullable var weekdays: [String]?
    @Nullable var at: Date?
    @Nullable var next: Date?
    @Nullable var nextDay: String?
    @Nullable var lastDay: String?
    let request: TestRequestJSON, createdAt: Date

    enum CodingKeys: String, CodingKey {
        case title, weekdays, at, next, request, nextDay = "next_day", lastDay = "last_day", createdAt = "created_at"
    }

    init(_ schedule: ScheduledTest, now: Date, calendar: Calendar) {
        let next = schedule.nextDay(after: now, calendar: calendar)
        title = schedule.title
        weekdays = schedule.weekdays?.map(\.rawValue)
        at = schedule.dueAt
        self.next = next
        nextDay = next.map { LocalDay.key(of: $0, calendar: calendar) }
        lastDay = schedule.lastDay
        (request, createdAt) = (TestRequestJSON(schedule.request, draw: false), schedule.createdAt)
    }
}
