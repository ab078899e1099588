import ArgumentParser
import LearnCore
import ListenClient
import Localization

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
                throw InputError.notATerminal(hint: tr("Pass --yes to delete the list without confirmation."))
            }
            let count = try collection.entries(in: list).count
            // TRANSLATORS: a question answered with y (yes) or n; keep “[y/N]” as it is, y is the key.
            let question = count == 0 ? tr("Delete the list “%s”? [y/N] ", list.name.terminalLine)
                // TRANSLATORS: a question answered with y (yes) or n; keep “[y/N]” as it is, y is the key.
                : trn("Delete the list “%1$s” and its %2$d entry? [y/N] ", "Delete the list “%1$s” and its %2$d entries? [y/N] ",
                      count, list.name.terminalLine, count)
            let answer = TerminalInput.readLine(prompt: question)
            guard let answer, ["y", "yes"].contains(answer.trimmingCharacters(in: .whitespaces).lowercased()) else {
                Output.error(tr("Nothing was deleted."))
                throw ExitCode.failure
            }
        }
        let (deleted, entries) = try collection.deleteList(named: list.name)
        Output.line(entries == 0 ? tr("Deleted the list “%s”.", deleted.name.terminalLine)
            : trn("Deleted the list “%1$s” and its %2$d entry.", "Deleted the list “%1$s” and its %2$d entries.",
                  entries, deleted.name.terminalLine, entries))
    }
}
