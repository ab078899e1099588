import Foundation
import GRDB

extension LearnerProfile {
    /// What `account`'s answers say: in generated tests, grammar tests and listening quizzes.
    static func gather(account: Account, bank: QuestionBank, db: Database) throws -> LearnerProfile {
        var profile = LearnerProfile()
        var grammarLevels: [CEFRLevel: Tally] = [:]

        func note(_ sourceId: String, topicKey: String, skill: TestSkill, at: Date, correct: Bool) {
            if let last = profile.lastAnswers[sourceId], last.at > at {} else {
                profile.lastAnswers[sourceId] = LastAnswer(at: at, correct: correct)
            }
            profile.topics[topicKey, default: Tally()].add(correct: correct)
            profile.skills[skill, default: Tally()].add(correct: correct)
        }

        let topicOfQuestion = Dictionary(
            bank.topics.flatMap { topic in topic.questions.map { ($0.id, (topic.slug, $0.level)) } },
            uniquingKeysWith: { first, _ in first })
        for row in try Row.fetchAll(db, sql: """
            SELECT questionId, isCorrect, answeredAt FROM grammarAnswer WHERE accountId = ?
            """, arguments: [account.id]) {
            let id: String = row[0]
            guard let (slug, level) = topicOfQuestion[id] else { continue }
            let correct: Bool = row[1]
            note("grammar:\(id)", topicKey: "grammar:\(slug)", skill: .grammar, at: row[2], correct: correct)
            if let level { grammarLevels[level, default: Tally()].add(correct: correct) }
        }
        for row in try Row.fetchAll(db, sql: """
            SELECT practiceAttempt.recordingId, quizAnswer.questionIndex, quizAnswer.isCorrect, quizAnswer.answeredAt
            FROM quizAnswer JOIN practiceAttempt ON practiceAttempt.id = quizAnswer.attemptId
            WHERE quizAnswer.accountId = ?
            """, arguments: [account.id]) {
            let recording: String = row[0]
            let index: Int = row[1]
            note("listening:\(recording)#\(index + 1)", topicKey: "listening:\(recording)", skill: .listening,
                 at: row[3], correct: row[2])
        }
        for row in try Row.fetchAll(db, sql: """
            SELECT sourceId, skill, topicSlug, level, isCorrect, answeredAt FROM generatedQuestion
            WHERE accountId = ? AND chosenOption IS NOT NULL
            """, arguments: [account.id]) {
            guard let skill = TestSkill(rawValue: row[1]) else { continue }
            let correct: Bool = row[4]
            let slug: String = row[2]
            note(row[0], topicKey: "\(skill.rawValue):\(slug)", skill: skill, at: row[5], correct: correct)
            if skill == .grammar, let level = (row[3] as String?).flatMap(CEFRLevel.init(rawValue:)) {
                grammarLevels[level, default: Tally()].add(correct: correct)
            }
        }
        profile.level = level(fromGrammarResults: grammarLevels)
        return profile
    }
}
