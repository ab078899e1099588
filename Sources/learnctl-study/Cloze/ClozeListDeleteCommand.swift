import ArgumentParser
import LearnCore
import ListenClient

/// `learnctl cloze list delete NAME`: deletes a list with its entries.
struct ClozeListDeleteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: "Delete a list and its entries.",
        discussion: """
            Deletes the list NAME together with its entries and their error counts. The default \
            list cannot be deleted.

            On a terminal it asks for confirmation first; from a script, pass --yes. Without a \
            terminal and without --yes nothing is deleted and the command fails. This cannot be \
            undone; `learnctl cloze export --list NAME` keeps a copy of the entries first.
            """)

    @Argument(help: "The list's name.", completion: Completions.clozeLists)
    var name: String

    @Flag(help: "Delete without asking for confirmation.")
    var yes = false

    func run() async throws {
        let collection = try await ClozeCollection.signedIn()
        let list = try collection.list(named: name)
        if list.isDefault { throw ClozeError.defaultListProtected(list.name) }
        if !yes {
            guard TerminalInput.isTerminal else {
                throw InputError.notATerminal(hint: "Pass --yes to delete the list without confirmation.")
            }
            let count = try collection.entries(in: list).count
            let entries = count == 0 ? "" : " and its \(ClozeFormat.entries(count))"
            let answer = TerminalInput.readLine(prompt: "Delete the list “\(list.name.terminalLine)”\(entries)? [y/N] ")
            guard let answer, ["y", "yes"].contains(answer.trimmingCharacters(in: .whitespaces).lowercased()) else {
                Output.error("Nothing was deleted.")
                throw ExitCode.failure
            }
        }
        let (deleted, entries) = try collection.deleteList(named: list.name)
        let with = entries == 0 ? "" : " and its \(ClozeFormat.entries(entries))"
        Output.line("Deleted the list “\(deleted.name.terminalLine)”\(with).")
    }
}
