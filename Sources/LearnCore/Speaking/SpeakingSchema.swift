import GRDB

/// The tables of the speaking module.
enum SpeakingSchema {
    /// Migration "v8-speaking": every attempt at saying a sentence, shadowing a recording's line or
    /// reading a topic's sentence aloud, with its score and each word's verdict.
    static func createTables(_ db: Database) throws {
        try db.createAccountTable("speakingAttempt") { t in
            t.column("kind", .text).notNull()
            t.column("source", .text).notNull()
            t.column("sourceTitle", .text).notNull()
            t.column("item", .integer).notNull()
            t.column("reference", .text).notNull()
            t.column("score", .integer).notNull()
            t.column("isTheSentence", .boolean).notNull()
            t.column("wordsPerMinute", .double)
            t.column("longestPause", .double).notNull()
            t.column("words", .jsonText).notNull()
            t.column("recordingPath", .text)
            t.column("createdAt", .datetime).notNull()
        }
        try db.create(index: "speakingAttempt_account_time", on: "speakingAttempt", columns: ["accountId", "createdAt"])
    }

    /// Migration "v11-speaking-settings": per account, how many of the newest attempts keep
    /// their microphone take.
    static func createSettings(_ db: Database) throws {
        try db.createAccountTable("speakingSettings") { t in
            t.column("keptTakes", .integer).notNull()
            t.uniqueKey(["accountId"])
        }
    }
}
