import GRDB

/// The tables of the translation module.
enum TranslationSchema {
    /// Migration "v7-translation": the history of translations (sentences, words and
    /// conversations, each possibly a favourite), the turns of each conversation, and the
    /// translation settings.
    static func createTables(_ db: Database) throws {
        try db.createAccountTable("translationEntry") { t in
            t.column("kind", .text).notNull()
            t.column("fromLanguage", .text).notNull()
            t.column("toLanguage", .text).notNull()
            t.column("text", .text).notNull()
            t.column("translation", .text).notNull()
            t.column("isFavourite", .boolean).notNull().defaults(to: false)
            t.column("createdAt", .datetime).notNull()
        }
        try db.create(index: "translationEntry_account_time", on: "translationEntry", columns: ["accountId", "createdAt"])

        try db.createAccountTable("translationTurn") { t in
            t.column("entryId", .integer).notNull().indexed().references("translationEntry", onDelete: .cascade)
            t.column("position", .integer).notNull()
            t.column("side", .integer).notNull()
            t.column("language", .text).notNull()
            t.column("text", .text).notNull()
            t.column("translation", .text).notNull()
        }

        try db.createAccountTable("translationSettings") { t in
            t.column("fromLanguage", .text)
            t.column("toLanguage", .text)
            t.column("readAloud", .boolean).notNull()
            t.column("suggestsLanguage", .boolean).notNull()
            t.uniqueKey(["accountId"])
        }
    }

    /// Migration "v12-translation-history-limit": how many translations the history keeps
    /// (favourites besides), 1000 for the settings already kept.
    static func addHistoryLimit(_ db: Database) throws {
        try db.alter(table: "translationSettings") { t in
            t.add(column: "keptEntries", .integer).notNull().defaults(to: 1000)
        }
    }
}
