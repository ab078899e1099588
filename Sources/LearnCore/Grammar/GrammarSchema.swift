import GRDB

/// The tables of the grammar tests module.
enum GrammarSchema {
    /// Migration "v3-grammar-tests": imported topics, attempts and their answers.
    static func createTables(_ db: Database) throws {
        try db.createAccountTable("grammarImportedTopic") { t in
            t.column("name", .text).notNull()
            t.column("slug", .text).notNull()
            t.column("source", .text).notNull()
            t.column("importedAt", .datetime).notNull()
        }
        try db.createAccountTable("grammarAttempt") { t in
            t.column("kind", .text).notNull()
            t.column("topicSlug", .text)
            t.column("title", .text).notNull()
            t.column("questionIds", .jsonText).notNull()
            t.column("seed", .integer).notNull()
            t.column("startedAt", .datetime).notNull()
            t.column("finishedAt", .datetime)
        }
        try db.createAccountTable("grammarAnswer") { t in
            t.column("attemptId", .integer).notNull()
                .references("grammarAttempt", onDelete: .cascade)
            t.column("position", .integer).notNull()
            t.column("questionId", .text).notNull()
            t.column("prompt", .text).notNull()
            t.column("chosenAnswer", .text).notNull()
            t.column("correctAnswer", .text).notNull()
            t.column("isCorrect", .boolean).notNull()
            t.column("answeredAt", .datetime).notNull()
            t.uniqueKey(["attemptId", "position"])
        }
        try db.create(
            index: "grammarAnswer_on_accountId_questionId", on: "grammarAnswer",
            columns: ["accountId", "questionId"])
    }

    /// Migration "v15-gift-imports": how an imported topic's file is read — `format` "product"
    /// (the strict subset, as every earlier import) or "moodle" — and the level given at import.
    static func addImportOptions(_ db: Database) throws {
        try db.alter(table: "grammarImportedTopic") { t in
            t.add(column: "format", .text).notNull().defaults(to: "product")
            t.add(column: "level", .text)
        }
    }
}
