import GRDB

/// The tables of generated tests.
enum GeneratedTestsSchema {
    /// Migration "v6-generated-tests": scheduled tests, generated tests and their questions with
    /// the answers given.
    static func createTables(_ db: Database) throws {
        try db.createAccountTable("scheduledTest") { t in
            t.column("title", .text).notNull().collate(.nocase)
            t.column("weekdays", .jsonText)
            t.column("dueAt", .datetime)
            t.column("request", .jsonText).notNull()
            t.column("lastDay", .text)
            t.column("createdAt", .datetime).notNull()
            t.uniqueKey(["accountId", "title"])
        }
        try db.createAccountTable("generatedTest") { t in
            t.column("title", .text).notNull()
            t.column("state", .text).notNull()
            t.column("request", .jsonText).notNull()
            t.column("failure", .text)
            t.column("scheduleId", .integer).references("scheduledTest", onDelete: .setNull)
            t.column("createdAt", .datetime).notNull()
            t.column("startedAt", .datetime)
            t.column("submittedAt", .datetime)
        }
        try db.createAccountTable("generatedQuestion") { t in
            t.column("testId", .integer).notNull().references("generatedTest", onDelete: .cascade)
            t.column("position", .integer).notNull()
            t.column("sourceId", .text).notNull()
            t.column("skill", .text).notNull()
            t.column("topicSlug", .text).notNull()
            t.column("topicName", .text).notNull()
            t.column("level", .text)
            t.column("prompt", .text).notNull()
            t.column("options", .jsonText).notNull()
            t.column("correctOption", .integer).notNull()
            t.column("explanation", .text).notNull()
            t.column("recordingId", .text)
            t.column("line", .integer)
            t.column("chosenOption", .integer)
            t.column("isCorrect", .boolean)
            t.column("answeredAt", .datetime)
            t.uniqueKey(["testId", "position"])
        }
        try db.create(
            index: "generatedQuestion_on_accountId_sourceId", on: "generatedQuestion", columns: ["accountId", "sourceId"])
    }
}
