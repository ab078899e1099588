import LearnCore

extension SpeakingHistory {
    /// The signed-in account's speaking attempts, in the database and with the clock the environment selects.
    static func signedIn() async throws -> SpeakingHistory {
        let context = try LearnContext.open()
        let account = try await context.requireAccount()
        return SpeakingHistory(database: context.database, account: account, clock: context.clock)
    }
}
