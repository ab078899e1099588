import LearnCore

extension ClozeCollection {
    /// The signed-in account's cloze lists, in the database and with the clock the environment
    /// selects; its default list is created if it has none yet.
    static func signedIn() async throws -> ClozeCollection {
        let context = try LearnContext.open()
        let account = try await context.requireAccount()
        return try ClozeCollection.open(database: context.database, account: account, clock: context.clock)
    }
}
