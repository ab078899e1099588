import Foundation
import LearnCore
import Localization

/// The sentences of a study session in text output, shared by the line and the terminal modes.
enum StudyText {
    /// The group's name, or "All groups" for a session over every group.
    static func name(_ session: StudySession) -> String {
        session.group?.name ?? tr("All groups")
    }

    /// "Travel: 3 cards (2 due, 1 new)." or "Travel: all 33 cards."
    static func intro(_ session: StudySession, all: Bool) -> String {
        let total = session.plannedCount
        if all {
            return trn("%1$s: all %2$d card.", "%1$s: all %2$d cards.", total, name(session), total)
        }
        // Each count takes its own plural: "1 pendiente, 2 nuevas".
        let due = trn("%d due", "%d due", session.dueCount, session.dueCount)
        let new = trn("%d new", "%d new", total - session.dueCount, total - session.dueCount)
        // TRANSLATORS: %3$s is "N due", %4$s "N new".
        return trn("%1$s: %2$d card (%3$s, %4$s).", "%1$s: %2$d cards (%3$s, %4$s).", total, name(session), total, due, new)
    }

    /// Why a session is empty, and when there will be something to study.
    static func nothingToStudy(_ session: StudySession, now: Date) throws -> String {
        if try session.cardCount() == 0 {
            guard let group = session.group else {
                return tr("You have no cards yet; add some with `learnctl cards add`, or `learnctl cards import --starter`.")
            }
            return tr("%s has no cards yet; add some with `learnctl cards add`.", group.name)
        }
        if let next = try session.nextDue() {
            return tr("Nothing to study in %s right now; the next card is due %s (in %s). Use --all to go through every card.",
                      name(session), CardFormat.date(next), CardFormat.interval(from: now, to: next))
        }
        return tr("Nothing to study in %s right now. Use --all to go through every card.", name(session))
    }

    /// "Know. Next review in 10 minutes."
    static func answer(_ card: Card, review: CardReview) -> String {
        let interval = CardFormat.interval(from: review.reviewedAt, to: card.due)
        return review.rating == .again ? tr("Don't know. Next review in %s.", interval) : tr("Know. Next review in %s.", interval)
    }

    /// The statistics at the end: how many known and not, and which were not known.
    static func summary(_ session: StudySession, finished: Bool) -> String {
        var lines: [String] = []
        let answered = session.known.count + session.unknown.count
        if !finished {
            // TRANSLATORS: the English text keeps "cards" even for one card; translate both forms properly.
            lines.append(trn("Stopped after %d of %d cards.", "Stopped after %d of %d cards.", session.total, answered, session.total))
        }
        lines.append(tr("Known: %d", session.known.count))
        lines.append(tr("Don't know: %d", session.unknown.count))
        for card in session.unknown {
            lines.append("  \(CardFormat.heading(card)) — \(card.translation)")
        }
        return lines.joined(separator: "\n")
    }
}
