import Foundation
import ListenClient
import Localization
import Translation

/// How a translation looks on the terminal (``TranslationJSON`` is how it looks in JSON); everything from Apertium or a dictionary loses its
/// control characters first.
enum TranslationText {
    /// The translation's lines: Apertium's text without its marks, then the notes naming the
    /// words it could not translate or inflect (``UntranslatedWordsText``), or each dictionary
    /// entry with its numbered senses and notes.
    static func lines(_ result: TranslationResult) -> [String] {
        switch result {
        case .machine(let translation):
            let lines = TerminalText.lines(translation.text).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            return lines + UntranslatedWordsText.lines(translation)
        case .dictionary(let entries):
            return entries.flatMap(entryLines)
        }
    }

    /// `house /haus/ (n)`, then `  1. casa, hogar` and the sense's notes under it.
    static func entryLines(_ entry: DictionaryEntry) -> [String] {
        var head = entry.headword.terminalLine
        for pronunciation in entry.pronunciations { head += " /\(pronunciation.terminalLine)/" }
        if let partOfSpeech = entry.partOfSpeech { head += " (\(partOfSpeech.terminalLine))" }
        var lines = [head]
        for (number, sense) in entry.senses.enumerated() {
            let translations = sense.translations.map(\.terminalLine).joined(separator: ", ")
            lines.append(entry.senses.count == 1 ? "  \(translations)" : "  \(number + 1). \(translations)")
            lines += sense.notes.map { "     \($0.terminalLine)" }
        }
        return lines
    }
}
