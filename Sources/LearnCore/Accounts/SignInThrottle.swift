import Foundation
import GRDB

/// Consecutive failed password checks for one email, and until when its sign-in is refused.
///
/// After ``allowedFailures`` failures in a row the email is locked for 30 seconds; every
/// further failure doubles that, up to 15 minutes. A successful check removes the row.
/// Unknown emails are counted too, so the lockout does not reveal which accounts exist.
///
/// An attempt is let in and counted as a failure in one write transaction (``admit(_:at:in:)``)
/// before its password is checked, so checks running at the same time in several processes
/// each count, and none of them gets past the limit.
struct SignInThrottle: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "signInThrottle"
    static let allowedFailures = 5
    static let firstLockout: TimeInterval = 30
    static let longestLockout: TimeInterval = 15 * 60

    var email: String
    var failureCount: Int
    var lockedUntil: Date?

    /// How long sign-in is refused after `failures` consecutive failures; nil below the limit.
    static func lockout(afterFailures failures: Int) -> TimeInterval? {
        guard failures >= allowedFailures else { return nil }
        let doublings = min(failures - allowedFailures, 16)
        return min(firstLockout * Double(1 << doublings), longestLockout)
    }

    /// The end of the current lockout of `email`, if it is locked at `now`.
    static func lockedUntil(_ email: EmailAddress, at now: Date, in db: Database) throws -> Date? {
        guard let until = try fetchOne(db, key: email.normalized)?.lockedUntil, until > now else { return nil }
        return until
    }

    /// Lets one password check for `email` go ahead, counted as a failure until it succeeds;
    /// throws ``AuthError/tooManyAttempts(retryAt:now:)`` while the email is locked out. Call it
    /// inside the write transaction that the count belongs to.
    static func admit(_ email: EmailAddress, at now: Date, in db: Database) throws {
        if let until = try lockedUntil(email, at: now, in: db) {
            throw AuthError.tooManyAttempts(retryAt: until, now: now)
        }
        try recordFailure(email, at: now, in: db)
    }

    /// Counts one more failure for `email` and starts a lockout when it reaches the limit.
    static func recordFailure(_ email: EmailAddress, at now: Date, in db: Database) throws {
        var throttle = try fetchOne(db, key: email.normalized)
            ?? SignInThrottle(email: email.normalized, failureCount: 0, lockedUntil: nil)
        throttle.failureCount += 1
        throttle.lockedUntil = lockout(afterFailures: throttle.failureCount).map { now.addingTimeInterval($0) }
        try throttle.save(db)
    }

    /// Forgets the failures of `email`.
    static func reset(_ email: EmailAddress, in db: Database) throws {
        _ = try deleteOne(db, key: email.normalized)
    }
}
