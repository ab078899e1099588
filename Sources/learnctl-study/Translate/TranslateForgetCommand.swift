import Foundation
import ArgumentParser
import LearnCore
import ListenClient

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
        if ids.isEmpty == !all { throw ValidationError("Give the IDs of translations to forget, or --all.") }
    }

    func run() async throws {
        let history = try await TranslationHistory.signedIn()
        let entries = try ids.map { try history.entry(id: $0) }
        if !yes {
            guard TerminalInput.isTerminal else {
                throw InputError.notATerminal(hint: "Pass --yes to delete without confirmation.")
            }
            let what = all ? "your whole translation history (\(try history.entries().count) entries)"
                : entries.count == 1 ? "translation #\(ids[0])" : "\(entries.count) translations"
            let answer = TerminalInput.readLine(prompt: "Delete \(what)? [y/N] ")
            guard let answer, ["y", "yes"].contains(answer.trimmingCharacters(in: .whitespaces).lowercased()) else {
                Output.error("Nothing was deleted.")
                throw ExitCode.failure
            }
        }
        if all {
            let count = try history.forgetAll()
            Output.line("Deleted \(count) \(count == 1 ? "translation" : "translations").")
        } else {
            for id in ids { try history.forget(id: id) }
            Output.line("Deleted \(ids.count == 1 ? "translation #\(ids[0])" : "\(ids.count) translations").")
        }
    }
}
