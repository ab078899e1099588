import Foundation

/// What a learnctl command works with, chosen by the environment: the paths, the clock
/// (`LEARNCTL_NOW`), the opened and migrated database and the account service.
public struct LearnContext: Sendable {
    /// Where the database and the session file are.
    public let paths: LearnPaths
    /// The clock for every time-dependent rule.
    public let clock: LearnClock
    /// The learning database.
    public let database: LearnDatabase
    /// Accounts and the session.
    public let auth: any AuthService

    /// Resolves the environment and opens the database.
    public static func open(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> LearnContext {
        let clock = try LearnClock.fromEnvironment(environment)
        let paths = LearnPaths.fromEnvironment(environment)
        let database = try LearnDatabase.open(at: paths.databaseURL)
        let auth = LocalAuthService(database: database, sessionFileURL: paths.sessionFileURL, clock: clock)
        return LearnContext(paths: paths, clock: clock, database: database, auth: auth)
    }

    /// The signed-in account; throws ``AuthError/notSignedIn`` (“Not signed in — run …”) when there is none.
    public func requireAccount() async throws -> Account {
        try await auth.requireAccount()
    }
}
