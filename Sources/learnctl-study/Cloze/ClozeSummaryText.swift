import LearnCore
import ListenClient
import Localization

/// The end of a practice as text: how far it went, the answers right and wrong, and the
/// sentences missed most.
enum ClozeSummaryText {
    static func lines(_ practice: ClozePractice, listName: String) -> [String] {
        var lines = [tr("%s · practice summary", listName.terminalLine)]
        let groups = practice.groups.count
        if !practice.isFinished {
            lines.append(tr("Stopped at group %1$d of %2$d.", practice.groupIndex + 1, groups))
        }
        lines.append(tr("Groups completed: %1$d of %2$d", practice.completedGroups.count, groups))
        lines.append(tr("Answers: %1$d right, %2$d wrong", practice.rightAnswers, practice.wrongAnswers))
        let entries = practice.groups.joined()
        let missed = practice.mistakesByEntry.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        if !missed.isEmpty {
            lines.append(tr("Missed:"))
            for (id, times) in missed {
                guard let entry = entries.first(where: { $0.id == id }) else { continue }
                lines.append("  \(entry.word.terminalLine) — \(entry.sentence.terminalLine) (\(times == 1 ? tr("once") : tr("%d times", times)))")
            }
        }
        return lines
    }
}
