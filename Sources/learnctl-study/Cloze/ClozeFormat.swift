import Foundation
import LearnCore
import ListenClient
import Localization

/// How lists and entries read in learnctl's text output; learner text is made safe for the
/// terminal (see ``TerminalText``).
enum ClozeFormat {
    /// "1 entry", "3 entries".
    static func entries(_ count: Int) -> String {
        trn("%d entry", "%d entries", count, count)
    }

    /// The lists as a table: name (the default marked), entries, errors and order.
    static func listsTable(_ summaries: [ClozeListSummary]) -> String {
        // TRANSLATORS: the headings of the table of cloze lists; capitals, as in the English.
        let rows = [[tr("LIST"), tr("ENTRIES"), tr("ERRORS"), tr("ORDER")]] + summaries.map { summary in
            [summary.list.name.terminalLine + (summary.list.isDefault ? tr(" (default)") : ""), "\(summary.entries)",
             "\(summary.errors)", summary.list.sortOrder.description]
        }
        return CardFormat.table(rows, numeric: [1, 2])
    }

    /// The entries as a table: ID, errors, word and sentence.
    static func entriesTable(_ entries: [ClozeEntry]) -> String {
        // TRANSLATORS: the headings of the table of a list's entries; capitals, as in the English.
        let rows = [[tr("ID"), tr("ERRORS"), tr("WORD"), tr("SENTENCE")]] + entries.map { entry in
            ["\(entry.id!)", "\(entry.errorCount)", entry.word.terminalLine, entry.sentence.terminalLine]
        }
        return CardFormat.table(rows, numeric: [0, 1])
    }

    /// "Nice to ______ you — meet".
    static func entry(_ entry: ClozeEntry) -> String {
        "\(entry.blanked.terminalLine) — \(entry.word.terminalLine)"
    }
}
