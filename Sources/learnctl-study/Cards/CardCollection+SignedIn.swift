import LearnCore

extension CardCollection {
    /// The signed-in account's cards, in the database and with the clock the environment selects.
    static func signedIn() async throws -> CardCollection {
        let context = try LearnContext.open()
        let account = try await context.requireAccount()
        return CardCollection(database: context.database, account: account, clock: context.clock)
    }
}
