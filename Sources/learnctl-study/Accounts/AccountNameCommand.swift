import ArgumentParser
import LearnCore
import ListenClient
import Localization

/// `learnctl account name [NAME]`: shows, sets or removes the name learnctl greets you by.
struct AccountNameCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "name",
        abstract: "Show, set or remove the name learnctl greets you by.",
        discussion: """
            Without NAME, prints the name (nothing when there is none). A name is 1 to 50 \
            characters after trimming spaces, without control characters. --clear removes it.
            """)

    @Argument(help: ArgumentHelp("The new name.", valueName: "name"))
    var name: String?

    @Flag(help: "Remove the name.")
    var clear = false

    func validate() throws {
        if clear && name != nil { throw ValidationError(tr("Give a name or --clear, not both.")) }
    }

    func run() async throws {
        let signedIn = try await SignedIn.open()
        let (context, account) = (signedIn.context, signedIn.account)
        if clear {
            _ = try await context.auth.setDisplayName(nil)
            Output.line(tr("Your name is removed."))
        } else if let name {
            let updated = try await context.auth.setDisplayName(DisplayName(name))
            Output.line(tr("Your name is now %s.", (updated.displayName ?? "").terminalLine))
        } else if let current = account.displayName {
            Output.line(current.terminalLine)
        }
    }
}
