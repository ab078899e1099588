import ArgumentParser
import Foundation
import LearnCore
import ListenClient
import Localization

/// `learnctl tests remove TOPIC`: removes a topic the account imported.
struct TestsRemoveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Remove a topic you imported, with its results.",
        discussion: """
            Removes the imported topic TOPIC (its name or slug, any case) from your account, \
            together with your tests and reviews of it and their answers; they leave `learnctl \
            tests history`. Answers to its questions given in a review of every topic stay in \
            that review. Bundled topics cannot be removed. A topic whose stored text can no \
            longer be read (other grammar commands warn about it) is removed all the same.

            On a terminal it asks for confirmation first; from a script, pass --yes. Without a \
            terminal and without --yes nothing is removed and the command fails. This cannot be \
            undone, but the topic can be imported again from its file.

            Examples:
              learnctl tests remove "Phrasal Verbs"
              learnctl tests remove phrasal-verbs --yes
            """)

    @Argument(help: ArgumentHelp("The imported topic's name or slug.", valueName: "topic"), completion: Completions.importedGrammarTopics)
    var topic: String

    @Flag(help: "Remove without asking for confirmation.")
    var yes = false

    func run() async throws {
        let practice = try await GrammarPractice.signedIn()
        let name = try practice.importedTopicName(matching: topic)
        if !yes {
            guard TerminalInput.isTerminal else {
                throw InputError.notATerminal(hint: tr("Pass --yes to remove the topic without confirmation."))
            }
            // TRANSLATORS: the answer keys y and N must stay as they are (y or yes removes).
            let answer = TerminalInput.readLine(prompt: tr("Remove the imported topic “%s” and your results in it? [y/N] ", name))
            guard let answer, ["y", "yes"].contains(answer.trimmingCharacters(in: .whitespaces).lowercased()) else {
                Output.error(tr("Nothing was removed."))
                throw ExitCode.failure
            }
        }
        let removal = try practice.removeImportedTopic(named: topic)
        if removal.attemptCount == 0 {
            Output.line(tr("Removed the imported topic “%s”.", removal.name))
        } else {
            Output.line(trn("Removed the imported topic “%s” and its %d attempt.", "Removed the imported topic “%s” and its %d attempts.",
                            removal.attemptCount, removal.name, removal.attemptCount))
        }
    }
}
