import Foundation
import LearnCore

/// The learner signed in on this machine: the database opened, the account, and the clock the
/// environment selects. The one place that opens them; each part of the learner's data opens
/// from it (``SignedInData``).
struct SignedIn {
    let context: LearnContext
    let account: Account

    var database: LearnDatabase { context.database }
    var clock: LearnClock { context.clock }

    /// Opens the database and the signed-in account; throws when nobody is signed in.
    static func open() async throws -> SignedIn {
        let context = try LearnContext.open()
        return SignedIn(context: context, account: try await context.requireAccount())
    }

    /// The signed-in learner, or nil when nobody is signed in.
    static func current() async throws -> SignedIn? {
        let context = try LearnContext.open()
        return try await context.auth.currentAccount().map { SignedIn(context: context, account: $0) }
    }

    /// The signed-in learner, found without creating anything: nil when there is no session
    /// file or no database (so nobody is signed in), and when they cannot be read.
    static func existing() async -> SignedIn? {
        let paths = LearnPaths.fromEnvironment(ProcessInfo.processInfo.environment)
        guard FileManager.default.fileExists(atPath: paths.sessionFileURL.path),
              FileManager.default.fileExists(atPath: paths.databaseURL.path),
              let context = try? LearnContext.open(),
              let account = try? await context.auth.currentAccount() else { return nil }
        return SignedIn(context: context, account: account)
    }
}
