import ArgumentParser
import Foundation
import LearnCore
import ListenClient
import Localization

/// `--at`'s date: `2025-02-10` (the start of that day in the local time zone), an ISO 8601 date
/// and time with its offset (`2025-02-10T09:00:00+01:00`, `…Z`), or a local date and time
/// (`2025-02-10T09:00`, `2025-02-10 09:00`, with or without seconds).
enum ScheduleDate {
    static func parse(_ text: String, calendar: Calendar = .current) throws -> Date {
        let text = text.trimmingCharacters(in: .whitespaces)
        if let day = LocalDay.date(of: text, calendar: calendar) { return day }
        let iso = ISO8601DateFormatter()
        for options: ISO8601DateFormatter.Options in [[.withInternetDateTime], [.withInternetDateTime, .withFractionalSeconds]] {
            iso.formatOptions = options
            if let date = iso.date(from: text) { return date }
        }
        let local = DateFormatter()
        local.locale = Locale(identifier: "en_US_POSIX")
        local.timeZone = calendar.timeZone
        for format in ["yyyy-MM-dd'T'HH:mm:ss", "yyyy-MM-dd'T'HH:mm", "yyyy-MM-dd HH:mm:ss", "yyyy-MM-dd HH:mm"] {
            local.dateFormat = format
            if let date = local.date(from: text), local.string(from: date) == text { return date }
        }
        throw ValidationError(tr("“%s” is not a date; write it as 2025-02-10, 2025-02-10T09:00 or 2025-02-10T09:00:00+01:00.",
                                 text.terminalLine))
    }
}
