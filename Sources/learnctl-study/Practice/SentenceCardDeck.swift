import AnkiPackage
import Foundation
import LearnCore
import ListenClient
import ListenProtocol
import Localization
import MediaExport
import Translation

/// Sentence cards for Anki: each chosen line of a recording as a note of
/// ``AnkiNoteTypes/sentence`` whose front is the line's audio clip (cut at the cue's start and
/// end, padded) and whose back is the line, its translation and the recording's title.
struct SentenceCardDeck {
    let media: RecordingMedia
    let padding: Double
    /// The pair lines are translated with (Apertium), or nil for no translation.
    let translation: LanguagePair?

    /// What was written: the notes, and the lines left untranslated.
    struct Outcome {
        let notes: Int
        let untranslated: Int
        let clipSeconds: Double
    }

    /// Cuts the clips of `lines` and writes the package to `url` (whole or not at all).
    func write(_ lines: [TranscriptLine], deck: String, to url: URL) throws -> Outcome {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("learnctl-cards-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(at: folder) }

        let names = lines.map { "learnctl-\(Self.fileSafe(media.recording.id))-line-\($0.index).mp3" }
        let clips = try AudioClipCutter(padding: padding).cut(
            zip(lines, names).map { line, name in ClipRequest(media.range(of: line), to: folder.appendingPathComponent(name).path) },
            from: media.audioPath)
        let translator = translation.map { _ in Translator(packs: .fromEnvironment()) }
        var untranslated = 0
        let source = AnkiNoteTypes.html(media.recording.title)
        let notes = zip(lines, names).map { line, name -> AnkiExport.Note in
            let text = TerminalText.line(line.text)
            var translated = ""
            if let translator, let translation {
                translated = (try? translator.translate(text, pair: translation, method: .sentence).summary) ?? ""
            }
            if translation != nil && translated.isEmpty { untranslated += 1 }
            return AnkiExport.Note(
                deck: deck,
                fields: ["[sound:\(name)]", AnkiNoteTypes.html(text), AnkiNoteTypes.html(translated), source + " · \(line.index)"],
                identity: "\(media.recording.id)#\(line.index)")
        }
        let contents = AnkiExport(
            noteType: AnkiNoteTypes.sentence, notes: notes,
            media: names.map { AnkiExport.Media(name: $0, file: folder.appendingPathComponent($0)) })
        do {
            try AnkiPackageWriter.write(contents, to: url)
        } catch {
            throw AnkiImportError.unwritable(file: url.path, reason: "\(error)")
        }
        return Outcome(notes: notes.count, untranslated: untranslated, clipSeconds: clips.reduce(0) { $0 + $1.duration })
    }

    /// `id` with only letters, digits, `-` and `_`, for a media file's name.
    static func fileSafe(_ id: String) -> String {
        String(id.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
    }
}
