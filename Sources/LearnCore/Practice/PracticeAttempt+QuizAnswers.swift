import Foundation

/// A quiz keeps its answers in `quizAnswer`.
extension PracticeAttempt: AttemptWithAnswerRows {
    var cardTitle: String { recordingTitle }
    static var answeredElsewhere: Error { PracticeError.checkedElsewhere }

    func answerRow(for result: CheckResult, at now: Date) -> QuizAnswer {
        QuizAnswer(
            id: nil, accountId: accountId, attemptId: id ?? 0, position: result.question.position,
            questionIndex: items[result.question.position], prompt: result.question.question.prompt,
            chosenAnswer: result.chosenAnswer, correctAnswer: result.correctAnswer, isCorrect: result.isCorrect,
            answeredAt: now)
    }

    func questionId(of answer: QuizAnswer) -> String { "\(recordingId)#\(answer.questionIndex + 1)" }
}

extension QuizAnswer: CheckedAnswerRow {}
