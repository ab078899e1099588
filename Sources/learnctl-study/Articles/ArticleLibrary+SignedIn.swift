import LearnCore

extension ArticleLibrary: SignedInData {
    /// The library without the recordings' transcripts (commands that name an added or bundled
    /// article, or do not need them).
    init(signedIn s: SignedIn) { self.init(database: s.database, account: s.account, clock: s.clock) }

    /// The library with the transcripts of listend's recordings when listend is running (else
    /// without them, and `transcriptsMissing` says why).
    static func signedIn(socket: SocketOption) async throws -> (library: ArticleLibrary, transcriptsMissing: String?) {
        let s = try await SignedIn.open()
        let (transcripts, missing) = TranscriptArticles.load(socket: socket)
        return (ArticleLibrary(database: s.database, account: s.account, clock: s.clock, transcripts: transcripts), missing)
    }
}

extension KnownWords: SignedInData {
    init(signedIn s: SignedIn) { self.init(database: s.database, account: s.account, clock: s.clock) }
}
