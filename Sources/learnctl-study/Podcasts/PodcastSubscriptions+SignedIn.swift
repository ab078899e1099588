import LearnCore

extension PodcastSubscriptions: SignedInData {
    init(signedIn s: SignedIn) { self.init(database: s.database, account: s.account, clock: s.clock) }
}
