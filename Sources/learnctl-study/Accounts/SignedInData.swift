import LearnCore

/// A part of the signed-in learner's data — cards, cloze lists, tests, histories, progress —
/// opened from ``SignedIn``.
protocol SignedInData {
    init(signedIn: SignedIn) throws
}

extension SignedInData {
    /// The signed-in learner's data; throws when nobody is signed in.
    static func signedIn() async throws -> Self {
        try Self(signedIn: try await SignedIn.open())
    }
}

extension CardCollection: SignedInData {
    init(signedIn: SignedIn) {
        self.init(database: signedIn.database, account: signedIn.account, clock: signedIn.clock)
    }
}

extension ClozeCollection: SignedInData {
    /// The cloze lists; the default list is created if the account has none yet.
    init(signedIn: SignedIn) throws {
        self = try ClozeCollection.open(database: signedIn.database, account: signedIn.account, clock: signedIn.clock)
    }
}

extension GrammarPractice: SignedInData {
    /// The grammar tests, with the bank of bundled and imported topics.
    init(signedIn: SignedIn) throws {
        self = try GrammarPractice.open(context: signedIn.context, account: signedIn.account)
    }
}

extension GeneratedTests: SignedInData {
    init(signedIn: SignedIn) {
        self.init(account: signedIn.account, database: signedIn.database, clock: signedIn.clock)
    }
}

extension ListeningPractice: SignedInData {
    init(signedIn: SignedIn) {
        self.init(account: signedIn.account, database: signedIn.database, clock: signedIn.clock)
    }
}

extension TranslationHistory: SignedInData {
    init(signedIn: SignedIn) {
        self.init(database: signedIn.database, account: signedIn.account, clock: signedIn.clock)
    }
}

extension SpeakingHistory: SignedInData {
    init(signedIn: SignedIn) {
        self.init(database: signedIn.database, account: signedIn.account, clock: signedIn.clock)
    }
}

extension LearningProgress: SignedInData {
    init(signedIn: SignedIn) {
        self.init(database: signedIn.database, account: signedIn.account, clock: signedIn.clock)
    }
}
