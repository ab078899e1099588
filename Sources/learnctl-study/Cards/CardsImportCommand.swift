import ArgumentParser
import Foundation
import LearnCore
import Localization

/// `learnctl cards import`: adds cards from a plain-text file or the starter groups.
struct CardsImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import cards from a text file (Anki's plain-text format) or add the starter groups.",
        discussion: """
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

    @Flag(help: "Add the starter groups: Travel, Education and Cafe.")
    var starter = false

    func validate() throws {
        if starter && file != nil { throw ValidationError(tr("Give either FILE or --starter, not both.")) }
        if starter && group != nil { throw ValidationError(tr("--starter adds its own groups; --group cannot be used with it.")) }
        if !starter && file == nil { throw ValidationError(tr("Give the FILE to import, or --starter.")) }
    }

    func run() async throws {
        let collection = try await CardCollection.signedIn()
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
}
