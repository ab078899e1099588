import ArgumentParser

/// The time of day the reminder comes, on a 24-hour clock: "19:00", "7:30".
struct ReminderTime: ExpressibleByArgument, Equatable, CustomStringConvertible {
    let hour: Int
    let minute: Int

    init?(hour: Int, minute: Int) {
        guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        self.hour = hour
        self.minute = minute
    }

    /// "19:00" or "7:30"; nil for anything else.
    init?(argument: String) {
        let parts = argument.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
              parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let hour = Int(parts[0]), let minute = Int(parts[1]) else { return nil }
        self.init(hour: hour, minute: minute)
    }

    /// Read back from a timer's `OnCalendar=*-*-* 19:00:00`.
    init?(onCalendar: String) {
        guard onCalendar.hasPrefix("*-*-* "), onCalendar.hasSuffix(":00") else { return nil }
        self.init(argument: String(onCalendar.dropFirst(6).dropLast(3)))
    }

    /// "19:00".
    var description: String {
        (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
    }

    /// Every day at this time, as a systemd calendar event: "*-*-* 19:00:00".
    var onCalendar: String { "*-*-* \(description):00" }
}
