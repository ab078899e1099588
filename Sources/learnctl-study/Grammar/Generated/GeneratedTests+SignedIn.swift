import Foundation
import LearnCore

extension GeneratedTests {
    /// The signed-in account's generated tests, without the bank or listend: what `results`,
    /// `stats`, `schedule` and `unschedule` need. Throws when nobody is signed in.
    static func signedIn() async throws -> GeneratedTests {
        let context = try LearnContext.open()
        let account = try await context.requireAccount()
        return GeneratedTests(account: account, database: context.database, clock: context.clock)
    }
}
