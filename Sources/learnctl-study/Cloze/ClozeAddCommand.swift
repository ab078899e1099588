import ArgumentParser
import Foundation
import LearnCore
import ListenClient
import Localization

/// `learnctl cloze add`: adds entries, one from the command line or many from a file.
struct ClozeAddCommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a word and a sentence that holds it.",
        discussion: """
            ENTRY is written `word; sentence`: the word, a semicolon, and a sentence that holds \
            the word, e.g. "meet; Nice to meet you". The space after the semicolon is optional \
            and white space around both sides is trimmed. An entry is refused with one of these \
            messages:
              Format error, each entry must include a `;`.
              Both word and sentence cannot be empty.
              The sentence must include the word.
            The word must be in the sentence as a whole word, in any case: "meet" is in "Meet \
            me there" but not in "the meeting". A sentence may hold more semicolons; a word \
            cannot. The same word and sentence (whatever their case) can be in a list only once.

            Entries go into the list named with --list, or the default list ("My words").

            --file FILE adds one entry per line (blank lines are skipped; - reads standard \
            input): MEMO's lists (`word;sentence`) and `learnctl cloze export` files read as \
            they are. If any line is not an entry, every bad line is reported by its number and \
            nothing is added; with --skip-invalid the valid lines are added and the others \
            listed. Entries already in the list, or earlier in the file, are skipped and listed.

            On a terminal, without ENTRY or --file, entries are asked for one at a time until \
            an empty line.

            Examples:
              learnctl cloze add "meet; Nice to meet you"
              learnctl cloze add "ticket; I lost my ticket" --list Travel
              learnctl cloze add --file memo.txt --list Travel --skip-invalid
            """)

    @Argument(help: ArgumentHelp("The entry, as \"word; sentence\".", valueName: "entry"))
    var entry: String?

    @Option(help: ArgumentHelp("The list to add to (default: your default list).", valueName: "name"),
            completion: Completions.clozeLists)
    var list: String?

    @Option(help: ArgumentHelp("Add the entries of a file, one per line; - reads standard input.", valueName: "file"),
            completion: .file())
    var file: String?

    @Flag(help: "With --file: add the valid lines even if others are not entries.")
    var skipInvalid = false

    static let jsonHelp = "Print what was added as JSON."
    @OptionGroup var output: OutputOptions<ClozeAddCommand>

    func validate() throws {
        if entry != nil && file != nil { throw ValidationError(tr("Give either ENTRY or --file, not both.")) }
        if skipInvalid && file == nil { throw ValidationError(tr("--skip-invalid goes with --file.")) }
        if entry == nil && file == nil && !TerminalInput.isTerminal {
            throw ValidationError(
                "Give an ENTRY such as \"meet; Nice to meet you\", or --file FILE (- reads standard input).")
        }
    }

    func run() async throws {
        let collection = try await ClozeCollection.signedIn()
        if let entry {
            let added = try collection.add(entry, toList: list)
            let name = try collection.list(named: list).name
            if output.json {
                try JSONLines.print(ClozeEntryJSON(added, list: name))
            } else {
                Output.line(tr("Added entry %1$s to “%2$s”: %3$s", String(added.id!), name.terminalLine, ClozeFormat.entry(added)))
            }
        } else if let file {
            try addFile(file, to: collection)
        } else {
            try ask(collection)
        }
    }

    private func addFile(_ path: String, to collection: ClozeCollection) throws {
        let name = path == "-" ? tr("standard input") : path.terminalLine
        let data: Data
        if path == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else {
            do {
                data = try Data(contentsOf: URL(fileURLWithPath: path))
            } catch {
                throw ClozeFileError(file: name, message: tr("The file cannot be read (%s).", error.localizedDescription))
            }
        }
        let result = try collection.importEntries(
            try ClozeFileReader.read(data, file: name), from: name, toList: list, skipInvalid: skipInvalid)
        if output.json {
            try JSONLines.print(ClozeImportJSON(result))
            return
        }
        Output.line(trn("Added %1$d entry to “%2$s”.", "Added %1$d entries to “%2$s”.",
                        result.added.count, result.added.count, result.list.name.terminalLine))
        if !result.duplicates.isEmpty {
            let lines = result.duplicates.map { tr("line %1$s (%2$s)", String($0.line), $0.word.terminalLine) }.joined(separator: ", ")
            Output.line(trn("Skipped %1$d entry already in the list: %2$s.", "Skipped %1$d entries already in the list: %2$s.",
                            result.duplicates.count, result.duplicates.count, lines))
        }
        if !result.leftOut.isEmpty {
            let count = result.leftOut.count
            Output.line(trn("Left out %d line that is not an entry:", "Left out %d lines that are not entries:", count, count))
            for problem in result.leftOut { Output.line("  \(problem.description)") }
        }
    }

    /// Asks for entries on the terminal until an empty line or the end of input.
    private func ask(_ collection: ClozeCollection) throws {
        let name = try collection.list(named: list).name
        Output.write(tr("Adding to “%s”. Type each entry as `word; sentence`; an empty line ends.", name.terminalLine) + "\n",
                     to: STDERR_FILENO)
        while let line = TerminalInput.readLine(prompt: tr("Entry: ")), !line.allSatisfy(\.isWhitespace) {
            do {
                let added = try collection.add(line, toList: list)
                Output.line(tr("Added entry %1$s to “%2$s”: %3$s", String(added.id!), name.terminalLine, ClozeFormat.entry(added)))
            } catch let error as ClozeError {
                Output.error(error.description)
            }
        }
    }
}
