import Foundation
import LearnCore
import ListenClient
import Localization

/// How generated tests and blueprints read in text and JSON.
enum GeneratedTestText {
    /// "grammar 5, listening 5" in Bloom's order.
    static func counts<T>(_ counts: [(T, Int)], name: (T) -> String) -> String {
        counts.map { "\(name($0.0)) \($0.1)" }.joined(separator: ", ")
    }

    /// The one-line summary of a ready test.
    static func ready(_ test: GeneratedTest, questions: [GeneratedQuestion]) -> String {
        let results = TestResults(test: test, questions: questions)
        let id = String(test.id ?? 0)
        // TRANSLATORS: %3$d is the number of questions, %4$s the skills (grammar 5, listening 5), %5$s the levels (A2 ×3, B1 ×5).
        return trn("Test %1$s “%2$s” is ready: %3$d question (%4$s; levels %5$s).",
                   "Test %1$s “%2$s” is ready: %3$d questions (%4$s; levels %5$s).", questions.count,
                   id, test.title.terminalLine, questions.count, counts(results.skillCounts, name: \.rawValue),
                   ResultsText.levels(results.levelCounts)) + "\n"
            + tr("Start it with `learnctl tests start %s`.", id) + "\n"
    }

    /// A test as one JSON object of type "test".
    static func json(_ test: GeneratedTest, total: Int, answered: Int, correct: Int,
                     questions: [GeneratedQuestion]? = nil) -> [String: Any] {
        var object: [String: Any] = [
            "type": "test", "id": test.id ?? 0, "title": test.title, "state": test.state.rawValue,
            "questions": total, "answered": answered, "correct": correct,
            "percent": test.state == .submitted ? Score.percent(correct, of: total) as Any : NSNull(),
            "failure": test.failure ?? NSNull(), "created_at": JSONLines.date(test.createdAt),
            "started_at": JSONLines.date(test.startedAt), "submitted_at": JSONLines.date(test.submittedAt),
            "schedule": test.scheduleId ?? NSNull() as Any,
            "request": requestJSON(test.request),
        ]
        if let questions {
            let results = TestResults(test: test, questions: questions)
            object["skills"] = Dictionary(uniqueKeysWithValues: results.skillCounts.map { ($0.skill.rawValue, $0.count) })
            object["levels"] = Dictionary(uniqueKeysWithValues: results.levelCounts.map { ($0.level.rawValue, $0.count) })
            object["topics"] = topicsJSON(results.topics)
        }
        return object
    }

    /// What a test asks for; with `draw`, also the seed and the title asked for (a schedule has neither).
    static func requestJSON(_ request: TestRequest, draw: Bool = true) -> [String: Any] {
        var object: [String: Any] = [
            "topics": request.topics ?? NSNull() as Any, "level": request.level.text, "questions": request.questionCount,
            "skills": request.skills?.map(\.rawValue) ?? NSNull() as Any,
        ]
        if draw {
            object["seed"] = request.seed
            object["title"] = request.title ?? NSNull() as Any
        }
        return object
    }

    /// Topics as JSON objects with "name", "slug" and "skill".
    static func topicsJSON(_ topics: [Blueprint.TopicRef]) -> [[String: Any]] {
        topics.map { ["name": $0.name, "slug": $0.slug, "skill": $0.skill.rawValue] }
    }

    /// The blueprint as a table of slots under its distributions.
    static func blueprint(_ blueprint: Blueprint) -> String {
        let request = blueprint.request
        var text = request.level == .mixed
            ? trn("Blueprint: %d question, level mixed, centred on %s", "Blueprint: %d questions, level mixed, centred on %s",
                  request.questionCount, request.questionCount, blueprint.centre.rawValue) + "\n"
            : trn("Blueprint: %d question, level %s", "Blueprint: %d questions, level %s",
                  request.questionCount, request.questionCount, request.level.text) + "\n"
        text += tr("Skills:") + " " + blueprint.skillCounts.map { "\($0.skill.rawValue) \($0.count) (\($0.skill.bloomLevel.rawValue))" }
            .joined(separator: ", ") + "\n"
        text += tr("Levels:") + " " + ResultsText.levels(blueprint.levelCounts) + "\n"
        text += tr("Topics:") + " " + blueprint.topicQuotas.map { "\($0.topic.name.terminalLine) \($0.count)" }.joined(separator: ", ") + "\n"
        var table = TextTable(header: [tr("Slot"), tr("Topic"), tr("Skill"), tr("Bloom"), tr("Level"), tr("Template")], rightAligned: [0])
        for slot in blueprint.slots {
            table.rows.append([
                String(slot.number), slot.topic.name.terminalLine, slot.skill.rawValue, slot.bloomLevel.rawValue,
                slot.level?.rawValue ?? (slot.skill.isLevelled ? "?" : "-"), slot.template,
            ])
        }
        return text + (blueprint.slots.isEmpty ? "" : table.rendered)
    }

    /// The blueprint as one JSON object of type "blueprint".
    static func json(_ blueprint: Blueprint) -> [String: Any] {
        [
            "type": "blueprint", "request": requestJSON(blueprint.request), "centre": blueprint.centre.rawValue,
            "slots": blueprint.slots.map { slot in
                [
                    "number": slot.number, "topic": slot.topic.name, "topic_slug": slot.topic.slug,
                    "skill": slot.skill.rawValue, "bloom": slot.bloomLevel.rawValue,
                    "level": slot.level?.rawValue ?? NSNull() as Any, "template": slot.template,
                ] as [String: Any]
            },
            "skills": Dictionary(uniqueKeysWithValues: blueprint.skillCounts.map { ($0.skill.rawValue, $0.count) }),
            "levels": Dictionary(uniqueKeysWithValues: blueprint.levelCounts.map { ($0.level.rawValue, $0.count) }),
            "topics": blueprint.topicQuotas.map {
                ["name": $0.topic.name, "slug": $0.topic.slug, "skill": $0.topic.skill.rawValue, "questions": $0.count] as [String: Any]
            },
            "problem": blueprint.problem?.description ?? NSNull() as Any,
        ]
    }
}
