import Foundation
import LearnCore
import ListenClient
import Localization

/// How scheduled tests read: their rule, the next day a test is generated for, what each test
/// asks for (``ScheduleJSON`` is their JSON).
struct ScheduleText {
    let now: Date
    let calendar: Calendar

    /// "every Mon, Thu" or "once, 2025-02-10 09:00".
    func rule(_ schedule: ScheduledTest) -> String {
        if let dueAt = schedule.dueAt { return tr("once, %s", DisplayDate.format(dueAt)) }
        return tr("every %s", (schedule.weekdays ?? []).map(\.shortName).joined(separator: ", "))
    }

    /// "2025-02-03 (Mon)" for a weekday, the date and time of a single test, "-" when none is left.
    func next(_ schedule: ScheduledTest) -> String {
        guard let next = schedule.nextDay(after: now, calendar: calendar) else { return "-" }
        if schedule.dueAt != nil { return DisplayDate.format(next) }
        return "\(LocalDay.key(of: next, calendar: calendar)) (\(Weekday(date: next, calendar: calendar).shortName))"
    }

    /// "20 questions · all topics · level: mixed", with the skills when they are named.
    static func request(_ request: TestRequest) -> String {
        var parts = [trn("%d question", "%d questions", request.questionCount, request.questionCount),
                     request.topics.map { tr("topics: %s", $0.joined(separator: ", ")) } ?? tr("all topics"),
                     tr("level: %s", request.level.text)]
        if let skills = request.skills { parts.append(tr("skills: %s", skills.map(\.rawValue).joined(separator: ", "))) }
        return parts.joined(separator: " · ").terminalLine
    }

    /// The schedules as a table, or a sentence when there is none.
    func table(_ schedules: [ScheduledTest]) -> String {
        guard !schedules.isEmpty else {
            return tr("You have no scheduled tests. Schedule one with `learnctl tests schedule TITLE --every mon,thu`.") + "\n"
        }
        var table = TextTable(header: [tr("Title"), tr("When"), tr("Next"), tr("Last generated"), tr("Test")], rightAligned: [])
        table.rows = schedules.map { schedule in
            [schedule.title.terminalLine, rule(schedule), next(schedule), schedule.lastDay ?? "-", Self.request(schedule.request)]
        }
        return table.rendered
    }
}
