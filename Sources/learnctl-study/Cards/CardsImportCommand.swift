import ArgumentParser
import Foundation
import LearnCore
import ListenClient
import Localization

/// `learnctl cards import`: adds cards from an Anki package, a plain-text file or the starter groups.
struct CardsImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import cards from an Anki deck (.apkg), a text file (Anki's plain-text format) or add the starter groups.",
        discussion: """
            An Anki package (FILE ending in .apkg or .colpkg, as Anki exports a deck or a \
            collection; every Anki 2.1 and later format) becomes one card per note, in a group \
            named like the note's deck ("Spanish::Verbs"), created when missing. The note's \
            fields are read as text (HTML reduced, [sound:…] tags removed): by default the word \
            is a field named Word, Front, Expression … (else the first field), the translation \
            Translation, Meaning, Back … (else the next field), the transcription IPA, \
            Pronunciation, Reading …, and the sound the field named Audio or Sound, else the \
            first [sound:…] of the note. --fields word=FIELD,translation=FIELD,transcription=FIELD,audio=FIELD \
            names them (field names or numbers from 1). The sound file is copied beside \
            learnctl's database and plays through listend when the card is studied (`p`). The \
            review history of the note's first card is replayed through FSRS, so a card keeps \
            its memory and comes due as it would have; each answer is kept. Notes without a \
            word are left out and counted.

            Reads the files `learnctl cards export` writes and Anki's plain-text exports: UTF-8 \
            text with one card per line, fields separated by tabs, commas or semicolons, and \
            fields in double quotes when they hold the separator, quotes or line breaks (as in \
            CSV). Header lines at the top may say how to read it: #separator:tab (or comma, \
            semicolon, pipe, colon, space), #html:true (tags are removed), #columns: followed by \
            the column names, #deck:NAME for the group of every card, and #deck column:N, \
            #guid column:N, #notetype column:N, #tags column:N for those columns. Without names, \
            the columns are word, translation and transcription in that order.

            Cards go into the group their row names (a group column or #deck), or into the group \
            given with --group, which must exist. Groups named in the file are created when \
            missing. A word already in its group is skipped.

            The import is all or nothing: if any row is wrong (a missing word or translation, too \
            few or too many fields, an unclosed quote), nothing is imported and the error names \
            the line.

            --starter adds the starter groups Travel, Education and Cafe (English words with IPA \
            transcriptions and Spanish translations).
            """)

    @Argument(help: "The file to import; - reads standard input.", completion: .file())
    var file: String?

    @Option(help: ArgumentHelp("Put every card into this group.", valueName: "name"), completion: Completions.cardGroups)
    var group: String?

    @Option(help: ArgumentHelp("For an Anki package: which note fields become word, translation, transcription and audio.",
                               valueName: "word=FIELD,…"))
    var fields: String?

    @Flag(help: "Add the starter groups: Travel, Education and Cafe.")
    var starter = false

    func validate() throws {
        if starter && file != nil { throw ValidationError(tr("Give either FILE or --starter, not both.")) }
        if starter && group != nil { throw ValidationError(tr("--starter adds its own groups; --group cannot be used with it.")) }
        if !starter && file == nil { throw ValidationError(tr("Give the FILE to import, or --starter.")) }
        if fields != nil && !isAnkiPackage { throw ValidationError(tr("--fields is for Anki packages (.apkg).")) }
    }

    /// Whether FILE is an Anki package, by its name.
    private var isAnkiPackage: Bool {
        guard let file else { return false }
        return file.lowercased().hasSuffix(".apkg") || file.lowercased().hasSuffix(".colpkg")
    }

    func run() async throws {
        let collection = try await CardCollection.signedIn()
        if isAnkiPackage {
            let mapping = try fields.map(AnkiFieldMapping.init(parsing:)) ?? AnkiFieldMapping()
            let result = try AnkiDeckImporter(collection: collection)
                .importPackage(at: URL(fileURLWithPath: file!), mapping: mapping, group: group)
            report(result)
            return
        }
        let rows: [CardFileRow]
        let source: String
        if starter {
            rows = try StarterCards.rows()
            source = tr("the starter groups")
        } else {
            source = file!
            rows = try CardFileReader.read(try contents(of: source), file: source)
        }
        var progress = ImportProgressBar(label: tr("Importing"))
        let showProgress = rows.count >= 1000
        let result = try CardImporter.importRows(rows, from: source, into: collection, group: group) { done, total in
            if showProgress { progress.update(done: done, total: total) }
        }
        progress.finish()
        report(result)
    }

    private func contents(of path: String) throws -> Data {
        if path == "-" { return FileHandle.standardInput.readDataToEndOfFile() }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw CardFileError(file: path, line: nil, message: tr("The file cannot be read (%s).", error.localizedDescription))
        }
    }

    private func report(_ result: CardImportResult) {
        let groups = result.imported.map { "\($0.group) (\($0.cards))" }.joined(separator: ", ")
        if groups.isEmpty {
            print(trn("Imported %s card.", "Imported %s cards.", result.total, String(result.total)))
        } else {
            // TRANSLATORS: %2$s lists the groups with their counts: Travel (12), Cafe (3)
            print(trn("Imported %1$s card into %2$s.", "Imported %1$s cards into %2$s.", result.total, String(result.total), groups))
        }
        if !result.createdGroups.isEmpty {
            let names = result.createdGroups.map { "\"\($0)\"" }.joined(separator: ", ")
            print(trn("Created the group %s.", "Created the groups %s.", result.createdGroups.count, names))
        }
        if !result.skipped.isEmpty {
            let examples = result.skipped.prefix(5).map { tr("%s (line %s)", $0.word, String($0.line)) }.joined(separator: ", ")
            let more = result.skipped.count > 5 ? ", …" : ""
            print(trn("Skipped %1$s card already in their group: %2$s.", "Skipped %1$s cards already in their group: %2$s.",
                      result.skipped.count, String(result.skipped.count), examples + more))
        }
    }

    private func report(_ result: AnkiImportResult) {
        let groups = result.imported.map { "\(TerminalText.line($0.group)) (\($0.cards))" }.joined(separator: ", ")
        print(trn("Imported %1$s card into %2$s.", "Imported %1$s cards into %2$s.", result.total, String(result.total), groups))
        if !result.createdGroups.isEmpty {
            let names = result.createdGroups.map { "\"\(TerminalText.line($0))\"" }.joined(separator: ", ")
            print(trn("Created the group %s.", "Created the groups %s.", result.createdGroups.count, names))
        }
        if result.withHistory > 0 {
            print(trn("%1$s card keeps its Anki history (%2$s reviews replayed through FSRS).",
                      "%1$s cards keep their Anki history (%2$s reviews replayed through FSRS).",
                      result.withHistory, String(result.withHistory), String(result.reviews)))
        }
        if result.sounds > 0 {
            print(trn("Copied %s sound file.", "Copied %s sound files.", result.sounds, String(result.sounds)))
        }
        if result.alreadyThere > 0 {
            print(trn("Skipped %s note whose word was already in its group.", "Skipped %s notes whose word was already in their group.",
                      result.alreadyThere, String(result.alreadyThere)))
        }
        if result.withoutWord > 0 {
            print(trn("Left out %s note without a word.", "Left out %s notes without a word.", result.withoutWord, String(result.withoutWord)))
        }
    }
}
