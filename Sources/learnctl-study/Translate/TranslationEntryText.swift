import Foundation
import LearnCore
import ListenClient
import Localization

/// A history entry on the terminal (``TranslationEntryJSON`` is the same in JSON).
enum TranslationEntryText {
    /// `★ 12  2026-11-24 10:02  en→es  house → casa`, the texts on one line each, cut to fit.
    static func row(_ entry: TranslationEntry, idWidth: Int) -> String {
        let star = entry.isFavourite ? "★" : " "
        let id = String(entry.id ?? 0).leftPadded(to: idWidth)
        let texts: String
        if entry.kind == .conversation {
            let turns = entry.text.split(separator: "\n").count
            texts = trn("conversation, %d utterance: ", "conversation, %d utterances: ", turns, turns) + oneLine(entry.text)
        } else {
            texts = "\(oneLine(entry.text)) → \(oneLine(entry.translation))"
        }
        let row = "\(star) \(id)  \(DisplayDate.format(entry.createdAt))  \(entry.fromLanguage)→\(entry.toLanguage)  \(texts)"
        let columns = TerminalScreen.isAvailable ? TerminalScreen.size.columns : Int.max
        return row.count <= columns ? row : String(row.prefix(max(20, columns - 1))) + "…"
    }

    /// The entry whole: its texts, and a conversation's turns.
    static func details(_ entry: TranslationEntry, turns: [ConversationTurn]) -> [String] {
        var lines = ["\(entry.isFavourite ? "★ " : "")#\(entry.id ?? 0)  \(DisplayDate.format(entry.createdAt))  \(entry.fromLanguage)→\(entry.toLanguage)"]
        if turns.isEmpty {
            lines += ["  " + oneLine(entry.text), "  → " + oneLine(entry.translation)]
        } else {
            for turn in turns {
                lines += ["  \(turn.side == 0 ? "A" : "B") (\(turn.language)): \(oneLine(turn.text))", "      → \(oneLine(turn.translation))"]
            }
        }
        return lines
    }

    private static func oneLine(_ text: String) -> String {
        TerminalText.line(text.split(whereSeparator: \.isNewline).joined(separator: " / "))
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
