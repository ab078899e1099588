import LearnCore
import ListenClient

/// The end of a practice as text: how far it went, the answers right and wrong, and the
/// sentences missed most.
enum ClozeSummaryText {
    static func lines(_ practice: ClozePractice, listName: String) -> [String] {
        var lines = ["\(listName.terminalLine) · practice summary"]
        let groups = practice.groups.count
        if !practice.isFinished {
            lines.append("Stopped at group \(practice.groupIndex + 1) of \(groups).")
        }
        lines.append("Groups completed: \(practice.completedGroups.count) of \(groups)")
        lines.append("Answers: \(practice.rightAnswers) right, \(practice.wrongAnswers) wrong")
        let entries = practice.groups.joined()
        let missed = practice.mistakesByEntry.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        if !missed.isEmpty {
            lines.append("Missed:")
            for (id, times) in missed {
                guard let entry = entries.first(where: { $0.id == id }) else { continue }
                lines.append("  \(entry.word.terminalLine) — \(entry.sentence.terminalLine) (\(times == 1 ? "once" : "\(times) times"))")
            }
        }
        return lines
    }
}
