import GRDB

/// The tables of the cloze (fill in the blanks) module.
enum ClozeSchema {
    /// Migration "v5-cloze": lists of entries with their remembered sort order (one of them
    /// each account's default list), the entries with their error counts, and the practice
    /// settings.
    static func createTables(_ db: Database) throws {
        try db.createAccountTable("clozeList") { t in
            t.column("name", .text).notNull().collate(.nocase)
            t.column("isDefault", .boolean).notNull().defaults(to: false)
            t.column("sortKey", .text).notNull().defaults(to: "created")
            t.column("sortDescending", .boolean).notNull().defaults(to: false)
            t.column("createdAt", .datetime).notNull()
            t.uniqueKey(["accountId", "name"])
        }
        // One default list per account.
        try db.execute(sql: "CREATE UNIQUE INDEX clozeList_one_default ON clozeList(accountId) WHERE isDefault")

        try db.createAccountTable("clozeEntry") { t in
            t.column("listId", .integer).notNull().indexed().references("clozeList", onDelete: .cascade)
            t.column("word", .text).notNull()
            t.column("sentence", .text).notNull()
            t.column("errorCount", .integer).notNull().defaults(to: 0)
            t.column("rightCount", .integer).notNull().defaults(to: 0)
            t.column("lastPracticedAt", .datetime)
            t.column("createdAt", .datetime).notNull()
        }

        try db.createAccountTable("clozeSettings") { t in
            t.column("groupSize", .integer).notNull()
            t.column("readAloud", .boolean).notNull()
            t.uniqueKey(["accountId"])
        }
    }
}
