import Foundation
import LearnCore
import ListenClient
import Localization

/// How generated tests and blueprints read in text (``GeneratedTestJSON`` and ``BlueprintJSON``
/// are their JSON).
enum GeneratedTestText {
    /// "grammar 5, listening 5" in Bloom's order.
    static func counts<T>(_ counts: [(T, Int)], name: (T) -> String) -> String {
        counts.map { "\(name($0.0)) \($0.1)" }.joined(separator: ", ")
    }

    /// The one-line summary of a ready test.
    static func ready(_ test: GeneratedTest, questions: [GeneratedQuestion], startsNow: Bool = false) -> String {
        let results = TestResults(test: test, questions: questions)
        let id = String(test.id ?? 0)
        // TRANSLATORS: %3$d is the number of questions, %4$s the skills (grammar 5, listening 5), %5$s the levels (A2 ×3, B1 ×5).
        return trn("Test %1$s “%2$s” is ready: %3$d question (%4$s; levels %5$s).",
                   "Test %1$s “%2$s” is ready: %3$d questions (%4$s; levels %5$s).", questions.count,
                   id, test.title.terminalLine, questions.count, counts(results.skillCounts, name: \.rawValue),
                   ResultsText.levels(results.levelCounts)) + "\n"
            + (startsNow ? "" : tr("Start it with `learnctl tests start %s`.", id) + "\n")
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
}
