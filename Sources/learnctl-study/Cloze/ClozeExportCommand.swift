import ArgumentParser
import Foundation
import LearnCore
import ListenClient
import Localization

/// `learnctl cloze export`: writes a list's entries as `word; sentence` lines.
struct ClozeExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write a list's entries to a file, one `word; sentence` per line.",
        discussion: """
            Writes the entries of the list named with --list (the default list when omitted) in \
            the order they were added, one per line as `word; sentence` — the format `learnctl \
            cloze add --file` reads, so an export can be added to another list or account as it \
            is. Error counts are not exported.

            Without FILE (or with -), the entries are written to standard output; an existing \
            FILE is replaced.

            Example:
              learnctl cloze export --list Travel travel.txt
              learnctl cloze add --file travel.txt --list "Travel again"
            """)

    @Argument(help: "The file to write; standard output when omitted or -.", completion: .file())
    var file: String?

    @Option(help: ArgumentHelp("The list to export (default: your default list).", valueName: "name"),
            completion: Completions.clozeLists)
    var list: String?

    func run() async throws {
        let collection = try await ClozeCollection.signedIn()
        let list = try collection.list(named: self.list)
        let entries = try collection.entries(in: list, order: .initial)
        let text = entries.map { $0.line + "\n" }.joined()
        guard let file, file != "-" else {
            Output.write(text)
            return
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
        } catch {
            throw ExportWriteError(path: file, reason: error.localizedDescription)
        }
        Output.line(trn("Exported %1$d entry of “%2$s” to %3$s.", "Exported %1$d entries of “%2$s” to %3$s.",
                        entries.count, entries.count, list.name.terminalLine, file.terminalLine))
    }
}
