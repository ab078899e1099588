import Foundation
import LearnCore
import ListenClient

/// A submitted test's results as one JSON object of type "results": the score card, what the
/// test covered, and every question with its options, the correct one, the learner's choice and
/// the explanation. Option numbers count from 1.
enum ResultsJSON {
    static func object(_ results: TestResults) -> [String: Any] {
        let band = results.band
        return [
            "type": "results", "test": results.test.id ?? 0, "title": results.test.title,
            "percent": results.percent, "correct": results.correct, "total": results.total,
            "unanswered": results.unanswered,
            "band": band.rawValue, "label": band.label, "colour": band.colour, "interpretation": band.interpretation,
            "topics": GeneratedTestText.topicsJSON(results.topics),
            "levels": Dictionary(uniqueKeysWithValues: results.levelCounts.map { ($0.level.rawValue, $0.count) }),
            "skills": Dictionary(uniqueKeysWithValues: results.skillCounts.map { ($0.skill.rawValue, $0.count) }),
            "submitted_at": JSONLines.date(results.test.submittedAt),
            "questions": results.questions.enumerated().map { index, question in
                [
                    "number": index + 1, "id": question.sourceId, "skill": question.skill.rawValue,
                    "topic": question.topicName, "level": question.level?.rawValue ?? NSNull() as Any,
                    "prompt": question.prompt, "options": question.options,
                    "correct_option": question.correctOption + 1,
                    "chosen_option": question.chosenOption.map { $0 + 1 } ?? NSNull() as Any,
                    "correct": question.isCorrect == true, "explanation": question.explanation,
                ] as [String: Any]
            },
        ]
    }
}
