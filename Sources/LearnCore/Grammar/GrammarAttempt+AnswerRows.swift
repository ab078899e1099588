import Foundation

/// A grammar attempt keeps its answers in `grammarAnswer`.
extension GrammarAttempt: AttemptWithAnswerRows {
    var cardTitle: String { title }
    static var answeredElsewhere: Error { GrammarError.answeredElsewhere }

    func answerRow(for result: CheckResult, at now: Date) -> GrammarAnswer {
        GrammarAnswer(
            id: nil, accountId: accountId, attemptId: id ?? 0, position: result.question.position,
            questionId: result.question.question.id, prompt: result.question.question.prompt,
            chosenAnswer: result.chosenAnswer, correctAnswer: result.correctAnswer, isCorrect: result.isCorrect,
            answeredAt: now)
    }

    func questionId(of answer: GrammarAnswer) -> String { answer.questionId }
}

extension GrammarAnswer: CheckedAnswerRow {}
