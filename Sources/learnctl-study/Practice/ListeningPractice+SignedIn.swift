import Foundation
import LearnCore

extension ListeningPractice {
    /// The listening practice of the signed-in account; throws when nobody is signed in.
    static func signedIn() async throws -> ListeningPractice {
        let context = try LearnContext.open()
        let account = try await context.requireAccount()
        return ListeningPractice(account: account, database: context.database, clock: context.clock)
    }

    /// The practice of the signed-in account, or nil when nobody is (without creating a database).
    static func ifSignedIn() async -> ListeningPractice? {
        let paths = LearnPaths.fromEnvironment(ProcessInfo.processInfo.environment)
        guard FileManager.default.fileExists(atPath: paths.sessionFileURL.path),
              let context = try? LearnContext.open(),
              let account = try? await context.auth.currentAccount()
        else { return nil }
        return ListeningPractice(account: account, database: context.database, clock: context.clock)
    }
}
