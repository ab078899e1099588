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
    init(signedIn s: SignedIn) { self.init(database: s.database, account: s.account, clock: s.clock) }
}

/// The cloze lists; the default list is created if the account has none yet.
extension ClozeCollection: SignedInData {
    init(signedIn s: SignedIn) throws { self = try .open(database: s.database, account: s.account, clock: s.clock) }
}

/// The grammar tests, with the bank of bundled and imported topics.
extension GrammarPractice: SignedInData {
    init(signedIn s: SignedIn) throws { self = try .open(context: s.context, account: s.account) }
}

extension GeneratedTests: SignedInData {
    init(signedIn s: SignedIn) { self.init(account: s.account, database: s.database, clock: s.clock) }
}

extension ListeningPractice: SignedInData {
    init(signedIn s: SignedIn) { self.init(account: s.account, database: s.database, clock: s.clock) }
}

extension TranslationHistory: SignedInData {
    init(signedIn s: SignedIn) { self.init(database: s.database, account: s.account, clock: s.clock) }
}

extension SpeakingHistory: SignedInData {
    init(signedIn s: SignedIn) { self.init(database: s.database, account: s.account, clock: s.clock) }
}

extension LearningProgress: SignedInData {
    init(signedIn s: SignedIn) { self.init(database: s.database, account: s.account, clock: s.clock) }
}
