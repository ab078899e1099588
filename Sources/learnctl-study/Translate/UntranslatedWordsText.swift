import ListenClient
import Localization
import Translation

/// The notes under a machine translation naming the words Apertium could not translate and
/// those it could not inflect, the same under `translate` and in conversation mode.
enum UntranslatedWordsText {
    /// "Not translated: xylophonist" and "Not inflected: canal", each when there are such words.
    static func lines(_ translation: MachineTranslation) -> [String] {
        var lines: [String] = []
        if !translation.untranslated.isEmpty {
            // TRANSLATORS: followed by the words a machine translation left as they were written.
            lines.append(tr("Not translated: %s", list(translation.untranslated)))
        }
        if !translation.notInflected.isEmpty {
            // TRANSLATORS: followed by the words a machine translation left in their dictionary form.
            lines.append(tr("Not inflected: %s", list(translation.notInflected)))
        }
        return lines
    }

    /// The notes of `result` when it is a machine translation; none for a dictionary's entries.
    static func lines(_ result: TranslationResult) -> [String] {
        guard case .machine(let translation) = result else { return [] }
        return lines(translation)
    }

    private static func list(_ words: [String]) -> String {
        words.map(\.terminalLine).joined(separator: ", ")
    }
}
