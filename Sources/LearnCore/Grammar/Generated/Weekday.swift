import Foundation

/// A day of the week as `--every` names it: `mon` … `sun`.
public enum Weekday: String, Sendable, Codable, CaseIterable {
    case mon, tue, wed, thu, fri, sat, sun

    /// `mon`, `Monday`, `MON`…: the first three letters of the English name, in any case.
    public init?(text: String) {
        let text = text.trimmingCharacters(in: .whitespaces).lowercased()
        guard text.count >= 3, let day = Weekday.allCases.first(where: { text.hasPrefix($0.rawValue) }),
              Self.names[day]!.hasPrefix(text)
        else { return nil }
        self = day
    }

    private static let names: [Weekday: String] = [
        .mon: "monday", .tue: "tuesday", .wed: "wednesday", .thu: "thursday", .fri: "friday", .sat: "saturday",
        .sun: "sunday",
    ]

    /// Foundation's weekday number (1 is Sunday).
    var calendarWeekday: Int {
        self == .sun ? 1 : Weekday.allCases.firstIndex(of: self)! + 2
    }

    init(calendarWeekday: Int) {
        self = calendarWeekday == 1 ? .sun : Weekday.allCases[calendarWeekday - 2]
    }
}
