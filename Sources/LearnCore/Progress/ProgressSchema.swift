import GRDB

/// The progress tables: the learner's days of learning, lessons marked complete, and
/// achievements earned. Everything else progress shows is computed from the modules' results.
enum ProgressSchema {
    static func createTables(_ db: Database) throws {
        // A day the learner did something (a card review, a test question, a dictation line, a
        // quiz answer, a speaking take, a cloze round), as the calendar date where they were then.
        try db.create(table: "learningDay") { t in
            t.belongsToAccount()
            t.column("day", .text).notNull()
            t.column("firstActivityAt", .datetime).notNull()
            t.primaryKey(["accountId", "day"])
        }
        // A lesson the learner marked complete (`learnctl path complete`): material done elsewhere.
        // Lessons completed by stored results are not kept here; they are computed.
        try db.create(table: "markedLesson") { t in
            t.belongsToAccount()
            t.column("lessonId", .text).notNull()
            t.column("markedAt", .datetime).notNull()
            t.primaryKey(["accountId", "lessonId"])
        }
        try db.create(table: "earnedAchievement") { t in
            t.belongsToAccount()
            t.column("achievementId", .text).notNull()
            t.column("earnedAt", .datetime).notNull()
            // Whether the learner has been shown the celebration line yet.
            t.column("announced", .boolean).notNull().defaults(to: false)
            t.primaryKey(["accountId", "achievementId"])
        }
        // The days of the results already stored, in the time zone the migration runs in.
        for (table, column) in [
            ("cardReview", "reviewedAt"), ("grammarAnswer", "answeredAt"), ("dictationLine", "checkedAt"),
            ("quizAnswer", "answeredAt"), ("speakingAttempt", "createdAt"), ("generatedQuestion", "answeredAt"), ("clozeEntry", "lastPracticedAt"),
        ] {
            try db.execute(sql: """
                INSERT OR IGNORE INTO learningDay (accountId, day, firstActivityAt)
                SELECT accountId, date(\(column), 'localtime'), MIN(\(column)) FROM \(table)
                WHERE \(column) IS NOT NULL GROUP BY accountId, date(\(column), 'localtime')
                """)
        }
    }
}
