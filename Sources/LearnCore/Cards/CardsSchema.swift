import GRDB

/// The tables of the flash cards module.
enum CardsSchema {
    /// Migration "v2-flash-cards": groups, cards with their schedule, and the review log.
    static func createTables(_ db: Database) throws {
        try db.createAccountTable("cardGroup") { t in
            t.column("name", .text).notNull().collate(.nocase)
            t.column("createdAt", .datetime).notNull()
            t.uniqueKey(["accountId", "name"])
        }
        try db.createAccountTable("card") { t in
            t.column("groupId", .integer).notNull().references("cardGroup", onDelete: .cascade)
            t.column("word", .text).notNull().collate(.nocase)
            t.column("transcription", .text).notNull()
            t.column("translation", .text).notNull()
            t.column("createdAt", .datetime).notNull()
            t.column("state", .text).notNull()
            t.column("step", .integer)
            t.column("stability", .double)
            t.column("difficulty", .double)
            t.column("due", .datetime).notNull()
            t.column("lastReview", .datetime)
            t.column("reps", .integer).notNull()
            t.column("lapses", .integer).notNull()
            t.uniqueKey(["groupId", "word"])
        }
        // What a study session asks for: a group's studied cards by due date, its new cards in order.
        // Queries use these partial indexes only when they spell the state the same way (`CardState.sqlLiteral`).
        try db.execute(sql: "CREATE INDEX card_studied_by_due ON card(groupId, due) WHERE state <> 'new'")
        try db.execute(sql: "CREATE INDEX card_new_in_order ON card(groupId, id) WHERE state = 'new'")
        try db.execute(sql: "CREATE INDEX card_account_due ON card(accountId, due) WHERE state <> 'new'")

        try db.createAccountTable("cardReview") { t in
            t.column("cardId", .integer).notNull().indexed().references("card", onDelete: .cascade)
            t.column("reviewedAt", .datetime).notNull()
            t.column("rating", .integer).notNull()
            t.column("elapsedDays", .integer).notNull()
            t.column("stateBefore", .text).notNull()
            t.column("stateAfter", .text).notNull()
            t.column("stabilityBefore", .double)
            t.column("difficultyBefore", .double)
            t.column("stabilityAfter", .double).notNull()
            t.column("difficultyAfter", .double).notNull()
            t.column("dueAfter", .datetime).notNull()
        }
        try db.create(index: "cardReview_account_time", on: "cardReview", columns: ["accountId", "reviewedAt"])
    }

    /// Migration "v13-cards-new-by-account": a study session over every group reads the
    /// account's new cards in the order they were added.
    static func indexNewCardsByAccount(_ db: Database) throws {
        try db.execute(sql: "CREATE INDEX card_account_new_in_order ON card(accountId, id) WHERE state = 'new'")
    }

    /// Migration "v17-card-media": a card's sound file (a name in the account's card media folder).
    static func addCardMedia(_ db: Database) throws {
        try db.alter(table: "card") { t in
            t.add(column: "audio", .text)
        }
    }
}
