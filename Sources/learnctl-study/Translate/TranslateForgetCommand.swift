import ArgumentParser
import Foundation
import LearnCore
import ListenClient
import Localization

/// `learnctl translate forget ID|--all`: deletes history entries.
struct TranslateForgetCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "forget",
        abstract: "Delete translations from your history.",
        discussion: """
            Deletes the entries with the IDs given, or with --all the whole history, \
            favourites included. On a terminal it asks for confirmation first; from a script, \
            pass --yes. Without a terminal and without --yes nothing is deleted and the \
            command fails. Cards made from translations stay.
            """)

    @Argument(help: "The entries' IDs.")
    var ids: [Int64] = []

    @Flag(help: "Delete the whole history.")
    var all = false

    @Flag(help: "Delete without asking for confirmation.")
    var yes = false

    func validate() throws {
        if ids.isEmpty == !all { throw ValidationError(tr("Give the IDs of translations to forget, or --all.")) }
    }

    func run() async throws {
        let history = try await TranslationHistory.signedIn()
        let entries = try ids.map { try history.entry(id: $0) }
        if !yes {
            guard TerminalInput.isTerminal else {
                throw InputError.notATerminal(hint: tr("Pass --yes to delete without confirmation."))
            }
            let total = all ? try history.entries().count : 0
            // TRANSLATORS: a question answered with y (yes) or n; keep “[y/N]” as it is, y is the key.
            let question = all ? trn("Delete your whole translation history (%d entry)? [y/N] ", "Delete your whole translation history (%d entries)? [y/N] ", total, total)
                // TRANSLATORS: a question answered with y (yes) or n; keep “[y/N]” as it is, y is the key.
                : entries.count == 1 ? tr("Delete translation #%s? [y/N] ", String(ids[0]))
                // TRANSLATORS: a question answered with y (yes) or n; keep “[y/N]” as it is, y is the key.
                : trn("Delete %d translation? [y/N] ", "Delete %d translations? [y/N] ", entries.count, entries.count)
            let answer = TerminalInput.readLine(prompt: question)
            guard let answer, ["y", "yes"].contains(answer.trimmingCharacters(in: .whitespaces).lowercased()) else {
                Output.error(tr("Nothing was deleted."))
                throw ExitCode.failure
            }
        }
        if all {
            let count = try history.forgetAll()
            Output.line(trn("Deleted %d translation.", "Deleted %d translations.", count, count))
        } else {
            for id in ids { try history.forget(id: id) }
            Output.line(ids.count == 1 ? tr("Deleted translation #%s.", String(ids[0])) : trn("Deleted %d translation.", "Deleted %d translations.", ids.count, ids.count))
        }
    }
}
