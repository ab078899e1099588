import GRDB

/// The tables of the articles module.
enum ArticlesSchema {
    /// Migration "v18-articles": the articles a learner added (the text as blocks, what it was read
    /// from, its figures and its vocabulary for the list's new-word share), the feeds of articles they
    /// follow, where they are in each article, and the words they know.
    static func createTables(_ db: Database) throws {
        try db.createAccountTable("articleFeed") { t in
            t.column("feedURL", .text).notNull()
            t.column("title", .text).notNull()
            t.column("etag", .text)
            t.column("lastModified", .text)
            t.column("lastError", .text)
            t.column("refreshedAt", .datetime)
            t.column("addedAt", .datetime).notNull()
            t.uniqueKey(["accountId", "feedURL"])
        }
        try db.createAccountTable("article") { t in
            t.column("title", .text).notNull()
            // The file or address it was read from.
            t.column("source", .text).notNull()
            // "plainText", "markdown", "html" or "feed".
            t.column("format", .text).notNull()
            // The blocks (headings and paragraphs) as JSON.
            t.column("document", .text).notNull()
            t.column("words", .integer).notNull()
            // The level estimated from its vocabulary, and the minutes it takes to read.
            t.column("level", .text).notNull()
            t.column("minutes", .integer).notNull()
            // Its vocabulary as the list counts new words in it (VocabularySummary): the words
            // counted, (rank, count) pairs of its lemmas beyond the 1,000 most frequent, and its
            // lemmas beyond the frequency list with their counts, as JSON.
            t.column("countedWords", .integer).notNull()
            t.column("rankedLemmas", .blob).notNull()
            t.column("unlistedLemmas", .text).notNull()
            t.column("feedId", .integer).references("articleFeed", onDelete: .cascade)
            t.column("feedItemId", .text)
            t.column("publishedAt", .datetime)
            t.column("addedAt", .datetime).notNull()
        }
        try db.create(index: "article_feed_item", on: "article", columns: ["feedId", "feedItemId"], unique: true)
        // The bundled articles' figures for the list, kept until the text or the word lists change
        // (textKey); per account, as every table of learning data is, and gone with it.
        try db.create(table: "bundledArticleFigures") { t in
            t.belongsToAccount()
            t.column("slug", .text).notNull()
            t.column("textKey", .text).notNull()
            t.column("words", .integer).notNull()
            t.column("level", .text).notNull()
            t.column("minutes", .integer).notNull()
            t.column("countedWords", .integer).notNull()
            t.column("rankedLemmas", .blob).notNull()
            t.column("unlistedLemmas", .text).notNull()
            t.primaryKey(["accountId", "slug"])
        }
        // Where the learner is in an article: a bundled article's slug, a recording's ID (its
        // transcript) or an added article's number.
        try db.create(table: "articleReading") { t in
            t.belongsToAccount()
            t.column("articleKey", .text).notNull()
            t.column("position", .integer).notNull().defaults(to: 0)
            t.column("openedAt", .datetime).notNull()
            t.column("finishedAt", .datetime)
            t.primaryKey(["accountId", "articleKey"])
        }
        // The words a learner knows, by lemma: one record fed by cards learned, words marked known
        // while reading and dictation lines written right.
        try db.create(table: "knownWord") { t in
            t.belongsToAccount()
            t.column("lemma", .text).notNull()
            // "card", "article" or "dictation".
            t.column("source", .text).notNull()
            t.column("addedAt", .datetime).notNull()
            t.primaryKey(["accountId", "lemma"])
        }
        // The words of the cards already learned (one word, lowercase) are known from the start.
        try db.execute(sql: """
            INSERT OR IGNORE INTO knownWord (accountId, lemma, source, addedAt)
            SELECT accountId, lower(trim(word)), 'card', COALESCE(lastReview, createdAt) FROM card
            WHERE state = 'review' AND instr(trim(word), ' ') = 0 AND trim(word) <> ''
            """)
    }
}
