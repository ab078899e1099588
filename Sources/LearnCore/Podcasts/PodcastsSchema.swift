import GRDB

/// The tables of the podcasts module.
enum PodcastsSchema {
    /// Migration "v14-podcasts": the podcasts an account subscribes to (the feed, what the last
    /// fetch said, the level the learner gave it, how many downloads to keep) and their episodes
    /// (what the feed says of each, and what the learner did with it).
    static func createTables(_ db: Database) throws {
        try db.createAccountTable("podcast") { t in
            t.column("feedURL", .text).notNull()
            t.column("title", .text).notNull()
            t.column("link", .text)
            t.column("summary", .text)
            t.column("author", .text)
            t.column("imageURL", .text)
            t.column("language", .text)
            t.column("level", .text)
            t.column("keepDownloads", .integer)
            t.column("etag", .text)
            t.column("lastModified", .text)
            t.column("isGone", .boolean).notNull().defaults(to: false)
            t.column("lastError", .text)
            t.column("refreshedAt", .datetime)
            t.column("addedAt", .datetime).notNull()
            t.uniqueKey(["accountId", "feedURL"])
        }
        try db.createAccountTable("podcastEpisode") { t in
            t.column("podcastId", .integer).notNull().references("podcast", onDelete: .cascade)
            t.column("guid", .text).notNull()
            t.column("title", .text).notNull()
            t.column("publishedAt", .datetime)
            t.column("summary", .text)
            t.column("link", .text)
            t.column("enclosureURL", .text)
            t.column("enclosureType", .text)
            t.column("enclosureLength", .integer)
            t.column("duration", .double)
            t.column("season", .integer)
            t.column("number", .integer)
            t.column("transcripts", .text).notNull().defaults(to: "[]")
            t.column("chaptersURL", .text)
            t.column("people", .text).notNull().defaults(to: "[]")
            t.column("isNew", .boolean).notNull()
            t.column("position", .double).notNull().defaults(to: 0)
            t.column("playedAt", .datetime)
            t.column("downloadPath", .text)
            t.column("firstSeenAt", .datetime).notNull()
            t.uniqueKey(["podcastId", "guid"])
        }
        try db.create(index: "podcastEpisode_podcast_published", on: "podcastEpisode", columns: ["podcastId", "publishedAt"])
    }
}
