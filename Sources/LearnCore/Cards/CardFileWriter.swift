import Foundation

/// Writes cards in Anki's plain-text format: a tab-separated line per card with word,
/// translation, transcription and group, after the header lines that tell Anki (and
/// ``CardFileReader``) how to read them.
public enum CardFileWriter {
    /// The header lines.
    public static let header = [
        "#separator:tab",
        "#html:false",
        "#columns:Word\tTranslation\tTranscription\tGroup",
        "#deck column:4",
    ]

    /// The file's text for `cards`; `groupNames` maps group IDs to names.
    public static func text(for cards: [Card], groupNames: [Int64: String]) -> String {
        var text = header.joined(separator: "\n") + "\n"
        for card in cards {
            let fields = [card.word, card.translation, card.transcription, groupNames[card.groupId] ?? ""]
            text += fields.enumerated().map { quoted($1, first: $0 == 0) }.joined(separator: "\t") + "\n"
        }
        return text
    }

    /// `field` in double quotes (inner quotes doubled) when it would otherwise be misread.
    static func quoted(_ field: String, first: Bool) -> String {
        let needsQuotes = field.contains { $0 == "\"" || $0 == "\t" || $0.isNewline } || (first && field.hasPrefix("#"))
        guard needsQuotes else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
