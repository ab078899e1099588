import Foundation
import LearnCore

/// The sentences of a study session in text output, shared by the line and the terminal modes.
enum StudyText {
    /// "Travel: 3 cards (2 due, 1 new)." or "Travel: all 33 cards."
    static func intro(_ session: StudySession, all: Bool) -> String {
        let cards = "\(session.total) card\(session.total == 1 ? "" : "s")"
        if all { return "\(session.group.name): all \(cards)." }
        return "\(session.group.name): \(cards) (\(session.dueCount) due, \(session.total - session.dueCount) new)."
    }

    /// Why a session is empty, and when there will be something to study.
    static func nothingToStudy(_ session: StudySession, now: Date) throws -> String {
        if try session.collection.cardCount(in: session.group) == 0 {
            return "\(session.group.name) has no cards yet; add some with `learnctl cards add`."
        }
        var text = "Nothing to study in \(session.group.name) right now"
        if let next = try session.nextDue() {
            text += "; the next card is due \(CardFormat.date(next)) (in \(CardFormat.interval(from: now, to: next)))"
        }
        return text + ". Use --all to go through every card."
    }

    /// "Know. Next review in 10 minutes."
    static func answer(_ card: Card, review: CardReview) -> String {
        let answer = review.rating == .again ? "Don't know" : "Know"
        return "\(answer). Next review in \(CardFormat.interval(from: review.reviewedAt, to: card.due))."
    }

    /// The statistics at the end: how many known and not, and which were not known.
    static func summary(_ session: StudySession, finished: Bool) -> String {
        var lines: [String] = []
        let answered = session.known.count + session.unknown.count
        if !finished { lines.append("Stopped after \(answered) of \(session.total) cards.") }
        lines.append("Known: \(session.known.count)")
        lines.append("Don't know: \(session.unknown.count)")
        for card in session.unknown {
            lines.append("  \(CardFormat.heading(card)) — \(card.translation)")
        }
        return lines.joined(separator: "\n")
    }
}
