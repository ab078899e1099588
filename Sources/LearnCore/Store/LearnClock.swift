import Foundation
import Localization

/// The time every time-dependent rule uses (sign-in back-off, session expiry, scheduling).
///
/// It is the system clock unless `LEARNCTL_NOW` holds an ISO 8601 date and time, which then
/// stands still at that moment for the whole run.
public struct LearnClock: Sendable {
    /// The environment variable that fixes the clock.
    public static let environmentVariable = "LEARNCTL_NOW"

    private let fixedDate: Date?

    /// The system clock.
    public static let system = LearnClock(fixedDate: nil)

    /// A clock that always reads `date`.
    public static func fixed(at date: Date) -> LearnClock {
        LearnClock(fixedDate: date)
    }

    /// The clock the environment asks for: fixed at `LEARNCTL_NOW` when it is set, otherwise the system clock.
    public static func fromEnvironment(_ environment: [String: String]) throws -> LearnClock {
        guard let value = environment[environmentVariable], !value.isEmpty else { return .system }
        guard let date = parseISO8601(value) else { throw LearnClockError.invalidNow(value) }
        return .fixed(at: date)
    }

    /// The current moment.
    public func now() -> Date {
        fixedDate ?? Date()
    }

    /// Parses `2025-01-31T09:00:00Z`, `2025-01-31T10:00:00+01:00` or the same with fractional seconds.
    static func parseISO8601(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text)
    }
}

/// A `LEARNCTL_NOW` value that is not an ISO 8601 date and time.
public enum LearnClockError: Error, Equatable, LocalizedError, CustomStringConvertible {
    case invalidNow(String)

    public var description: String {
        switch self {
        case .invalidNow(let value):
            tr("%s must be an ISO 8601 date and time such as 2025-01-31T09:00:00Z, not “%s”.", LearnClock.environmentVariable, value)
        }
    }

    public var errorDescription: String? { description }
}
