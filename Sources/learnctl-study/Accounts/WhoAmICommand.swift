import ArgumentParser
import Foundation
import LearnCore
import ListenClient

/// `learnctl whoami`: shows the signed-in account.
struct WhoAmICommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "whoami",
        abstract: "Show the account you are signed in to.",
        discussion: """
            Prints the email address of the signed-in account, or with --json an object with its \
            "id", "email" and "createdAt" (ISO 8601). Using the session renews it for 30 days. \
            Exits with status 1 when not signed in.
            """)

    static let jsonHelp = "Print the account as a JSON object."
    @OptionGroup var output: OutputOptions<WhoAmICommand>

    func run() async throws {
        let signedIn = try await SignedIn.open()
        let account = signedIn.account
        if output.json {
            try JSONLines.print(account)
        } else {
            print(account.email)
        }
    }
}
