import Foundation
import LearnCore
import Localization

/// How cards, dates and intervals read in learnctl's text output.
enum CardFormat {
    /// `passport /ˈpɑːspɔːt/`, or just the word without a transcription.
    static func heading(_ card: Card) -> String {
        card.transcription.isEmpty ? card.word : "\(card.word) \(card.transcription)"
    }

    /// A date and time in ISO 8601, in UTC.
    static func date(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }

    /// A day as YYYY-MM-DD in the local time zone.
    static func day(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        formatter.timeZone = .current
        return formatter.string(from: date)
    }

    /// The time from `start` to `end` in the largest whole unit: "10 minutes", "3 days".
    static func interval(from start: Date, to end: Date) -> String {
        let seconds = Int(end.timeIntervalSince(start).rounded())
        switch seconds {
        case ..<60:
            let count = max(seconds, 0)
            return trn("%d second", "%d seconds", count, count)
        case ..<3600:
            let count = seconds / 60
            return trn("%d minute", "%d minutes", count, count)
        case ..<86_400:
            let count = seconds / 3600
            return trn("%d hour", "%d hours", count, count)
        default:
            let count = seconds / 86_400
            return trn("%s day", "%s days", count, String(count))
        }
    }

    /// A card's state as the learner reads it: "new", "learning", "review" or "relearning".
    static func state(_ state: CardState) -> String {
        switch state {
        // TRANSLATORS: a flash card's state: not studied yet.
        case .new: tr("new")
        // TRANSLATORS: a flash card's state: being learnt (short intervals).
        case .learning: tr("learning")
        // TRANSLATORS: a flash card's state: learnt, reviewed at growing intervals.
        case .review: tr("review")
        // TRANSLATORS: a flash card's state: forgotten after being learnt, being learnt again.
        case .relearning: tr("relearning")
        }
    }

    /// `rows` as left-aligned columns separated by two spaces; `numeric` columns are right-aligned.
    static func table(_ rows: [[String]], numeric: Set<Int> = []) -> String {
        guard let columns = rows.map(\.count).max() else { return "" }
        let widths = (0..<columns).map { column in rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, text in
                let padding = String(repeating: " ", count: widths[column] - text.count)
                if numeric.contains(column) { return padding + text }
                return column == row.count - 1 ? text : text + padding
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }
}
