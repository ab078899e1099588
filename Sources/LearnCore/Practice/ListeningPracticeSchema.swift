import GRDB

/// The tables of the listening practice module.
enum ListeningPracticeSchema {
    /// Migration "v4-listening-practice": dictation and quiz attempts, the lines checked and the
    /// questions answered, and the recording line a flash card was made from.
    static func createTables(_ db: Database) throws {
        try db.createAccountTable("practiceAttempt") { t in
            t.column("kind", .text).notNull()
            t.column("recordingId", .text).notNull()
            t.column("recordingTitle", .text).notNull()
            t.column("level", .text)
            t.column("items", .jsonText).notNull()
            t.column("seed", .integer).notNull()
            t.column("retryOf", .integer).references("practiceAttempt", onDelete: .setNull)
            t.column("startedAt", .datetime).notNull()
            t.column("finishedAt", .datetime)
        }
        try db.create(
            index: "practiceAttempt_account_recording", on: "practiceAttempt",
            columns: ["accountId", "recordingId", "kind"])

        try db.createAccountTable("dictationLine") { t in
            t.column("attemptId", .integer).notNull().references("practiceAttempt", onDelete: .cascade)
            t.column("lineIndex", .integer).notNull()
            t.column("reference", .text).notNull()
            t.column("typed", .text).notNull()
            t.column("verdicts", .jsonText).notNull()
            t.column("points", .double).notNull()
            t.column("wordCount", .integer).notNull()
            t.column("extraCount", .integer).notNull()
            t.column("mistakeCount", .integer).notNull()
            t.column("replays", .integer).notNull()
            t.column("slowReplays", .integer).notNull()
            t.column("hints", .integer).notNull()
            t.column("checkedAt", .datetime).notNull()
            t.uniqueKey(["attemptId", "lineIndex"])
        }

        try db.createAccountTable("quizAnswer") { t in
            t.column("attemptId", .integer).notNull().references("practiceAttempt", onDelete: .cascade)
            t.column("position", .integer).notNull()
            t.column("questionIndex", .integer).notNull()
            t.column("prompt", .text).notNull()
            t.column("chosenAnswer", .text).notNull()
            t.column("correctAnswer", .text).notNull()
            t.column("isCorrect", .boolean).notNull()
            t.column("answeredAt", .datetime).notNull()
            t.uniqueKey(["attemptId", "position"])
        }

        try db.alter(table: "card") { t in
            t.add(column: "recordingId", .text)
            t.add(column: "recordingTitle", .text)
            t.add(column: "lineIndex", .integer)
        }
    }

    /// Migration "v16-line-marks": transcript lines a learner marked while listening.
    static func createLineMarks(_ db: Database) throws {
        try db.createAccountTable("lineMark") { t in
            t.column("recordingId", .text).notNull()
            t.column("recordingTitle", .text).notNull()
            t.column("lineIndex", .integer).notNull()
            t.column("text", .text).notNull()
            t.column("start", .double).notNull()
            t.column("end", .double).notNull()
            t.column("markedAt", .datetime).notNull()
        }
        try db.create(
            index: "lineMark_account_recording_line", on: "lineMark",
            columns: ["accountId", "recordingId", "lineIndex"], unique: true)
    }
}
