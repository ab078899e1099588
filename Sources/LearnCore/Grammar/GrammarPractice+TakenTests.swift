import Foundation
import GRDB

extension GrammarPractice {
    /// Every test the account has taken, of any kind, the latest started first: topic tests and
    /// reviews (finished or not) and generated tests once started.
    public func takenTests() throws -> [TakenTest] {
        var topicOfQuestion: [String: String] = [:]
        for topic in bank.topics {
            for question in topic.questions { topicOfQuestion[question.id] = topic.name }
        }
        return try database.read { db in
            let answers = Dictionary(grouping: try GrammarAnswer.owned(by: account).order(Column("position")).fetchAll(db), by: \.attemptId)
            let attempts = try GrammarAttempt.owned(by: account).fetchAll(db).map { attempt in
                TakenTest(
                    kind: attempt.kind == .review ? .review : .test, id: attempt.id ?? 0, title: attempt.title,
                    topicSlug: attempt.topicSlug, startedAt: attempt.startedAt, finishedAt: attempt.finishedAt,
                    questionCount: attempt.questionIds.count,
                    answers: (answers[attempt.id ?? 0] ?? []).map {
                        TakenTest.Answer(topic: topicOfQuestion[$0.questionId] ?? attempt.title, skill: .grammar, isCorrect: $0.isCorrect)
                    })
            }
            let questions = Dictionary(grouping: try GeneratedQuestion.owned(by: account).fetchAll(db), by: \.testId)
            let generated = try GeneratedTest.owned(by: account)
                .filter([GeneratedTestState.inProgress.rawValue, GeneratedTestState.submitted.rawValue].contains(GeneratedTest.Columns.state))
                .fetchAll(db)
                .map { TakenTest($0, questions: (questions[$0.id ?? 0] ?? []).sorted { $0.position < $1.position }) }
            return (attempts + generated).sorted { ($0.startedAt, $0.kind.rawValue, $0.id) > ($1.startedAt, $1.kind.rawValue, $1.id) }
        }
    }

    /// The statistics card of every finished test, of any kind.
    public func statistics() throws -> TestStatistics {
        TestStatistics(taken: try takenTests())
    }
}
