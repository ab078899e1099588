import LearnCore

/// The signed-in learner's marked lines.
extension LineMarks: SignedInData {
    init(signedIn s: SignedIn) { self.init(account: s.account, database: s.database, clock: s.clock) }
}
