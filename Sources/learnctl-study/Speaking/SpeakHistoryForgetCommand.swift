import ArgumentParser
import Foundation
import LearnCore
import ListenClient
import Localization

/// `learnctl speak history forget ID…|--all`: deletes speaking attempts and their takes.
struct SpeakHistoryForgetCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "forget",
        abstract: "Delete speaking attempts and their recordings.",
        discussion: """
            Deletes the attempts with the IDs given (`learnctl speak history --json` shows \
            them), or with --all every attempt, together with the recordings listend made of \
            them from the microphone (in $XDG_CACHE_HOME/listend/recordings). A recording of \
            your own scored with --file is never deleted. On a terminal it asks for \
            confirmation first; from a script, pass --yes. Without a terminal and without --yes \
            nothing is deleted and the command fails. Cards made from missed words stay.
            """)

    @Argument(help: "The attempts' IDs.")
    var ids: [Int64] = []

    @Flag(help: "Delete every attempt.")
    var all = false

    @Flag(help: "Delete without asking for confirmation.")
    var yes = false

    func validate() throws {
        if ids.isEmpty == !all { throw ValidationError(tr("Give the IDs of speaking attempts to forget, or --all.")) }
    }

    func run() async throws {
        let history = try await SpeakingHistory.signedIn()
        _ = try ids.map { try history.attempt(id: $0) }
        if !yes {
            guard TerminalInput.isTerminal else {
                throw InputError.notATerminal(hint: tr("Pass --yes to delete without confirmation."))
            }
            let total = all ? try history.attempts().count : ids.count
            // TRANSLATORS: a question answered with y (yes) or n; keep “[y/N]” as it is, y is the key.
            let question = all ? trn("Delete all your speaking attempts (%d) and their recordings? [y/N] ",
                                     "Delete all your speaking attempts (%d) and their recordings? [y/N] ", total, total)
                // TRANSLATORS: a question answered with y (yes) or n; keep “[y/N]” as it is, y is the key.
                : trn("Delete %d speaking attempt and its recording? [y/N] ", "Delete %d speaking attempts and their recordings? [y/N] ",
                      total, total)
            let answer = TerminalInput.readLine(prompt: question)
            guard let answer, ["y", "yes"].contains(answer.trimmingCharacters(in: .whitespaces).lowercased()) else {
                Output.error(tr("Nothing was deleted."))
                throw ExitCode.failure
            }
        }
        if all {
            let count = try history.forgetAll().count
            Output.line(trn("Deleted %d speaking attempt.", "Deleted %d speaking attempts.", count, count))
        } else {
            for id in ids { try history.forget(id: id) }
            Output.line(ids.count == 1 ? tr("Deleted speaking attempt #%s.", String(ids[0]))
                                       : trn("Deleted %d speaking attempt.", "Deleted %d speaking attempts.", ids.count, ids.count))
        }
    }
}
