import LearnCore

extension TranslationHistory {
    /// The signed-in account's translations, in the database and with the clock the environment selects.
    static func signedIn() async throws -> TranslationHistory {
        let context = try LearnContext.open()
        let account = try await context.requireAccount()
        return TranslationHistory(database: context.database, account: account, clock: context.clock)
    }

    /// The signed-in account's translations, or nil when nobody is signed in.
    static func ifSignedIn() async throws -> TranslationHistory? {
        let context = try LearnContext.open()
        guard let account = try await context.auth.currentAccount() else { return nil }
        return TranslationHistory(database: context.database, account: account, clock: context.clock)
    }
}
