import ArgumentParser
import LearnCore
import ListenClient
import Localization

/// `learnctl cloze list add NAME`: creates an empty list.
struct ClozeListAddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Create a list.",
        discussion: "Creates an empty list called NAME; a list of that name must not exist yet.")

    @Argument(help: "The list's name, e.g. Travel.")
    var name: String

    func run() async throws {
        let list = try await ClozeCollection.signedIn().addList(named: name)
        Output.line(tr("Created the list “%s”.", list.name.terminalLine))
    }
}
