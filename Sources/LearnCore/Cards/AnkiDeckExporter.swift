import AnkiPackage
import Foundation

/// Cards as an Anki package: one note of ``AnkiNoteTypes/word`` per card, in a deck named like
/// its group, with its sound file.
public struct AnkiDeckExporter: Sendable {
    let media: CardMedia

    public init(media: CardMedia) {
        self.media = media
    }

    /// What `cards` (of the groups in `groupNames`) become in a package.
    public func contents(of cards: [Card], groupNames: [Int64: String]) -> AnkiExport {
        var sounds: [String: AnkiExport.Media] = [:]
        let notes = cards.map { card -> AnkiExport.Note in
            var audio = ""
            if let name = card.audio, FileManager.default.fileExists(atPath: media.url(of: name).path) {
                sounds[name] = AnkiExport.Media(name: name, file: media.url(of: name))
                audio = "[sound:\(name)]"
            }
            let source = card.recordingTitle.map { title in card.lineIndex.map { "\(title) · \($0)" } ?? title } ?? ""
            let deck = groupNames[card.groupId] ?? "learnctl"
            return AnkiExport.Note(
                deck: deck,
                fields: [card.word, card.transcription, card.translation].map(AnkiNoteTypes.html) + [audio, AnkiNoteTypes.html(source)],
                identity: deck + "\u{1F}" + card.word)
        }
        return AnkiExport(noteType: AnkiNoteTypes.word, notes: notes, media: sounds.keys.sorted().map { sounds[$0]! })
    }

    /// Writes `cards` to `url` as an `.apkg`, its notes modified at `now` (Anki updates a note
    /// it already has from a package whose note is newer).
    public func write(_ cards: [Card], groupNames: [Int64: String], to url: URL, now: Date = Date()) throws {
        guard !cards.isEmpty else { throw AnkiImportError.nothingToExport }
        do {
            try AnkiPackageWriter.write(contents(of: cards, groupNames: groupNames), to: url, now: now)
        } catch {
            throw AnkiImportError.unwritable(file: url.path, reason: error.description)
        }
    }
}
