import LearnCore

extension GrammarPractice {
    /// The grammar tests of the signed-in account; throws when nobody is signed in.
    static func signedIn() async throws -> GrammarPractice {
        let context = try LearnContext.open()
        let account = try await context.requireAccount()
        return try GrammarPractice.open(context: context, account: account)
    }
}
