import ArgumentParser
import Foundation
import LearnCore
import ListenClient

/// `learnctl whoami`: shows the signed-in account.
struct WhoAmICommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "whoami",
        abstract: "Show the account you are signed in to.",
        discussion: """
            Prints the email address of the signed-in account, or with --json an object with its \
            "id", "email" and "createdAt" (ISO 8601). Using the session renews it for 30 days. \
            Exits with status 1 when not signed in.
            """)

    @Flag(help: "Print the account as a JSON object.")
    var json = false

    func run() async throws {
        let context = try LearnContext.open()
        let account = try await context.requireAccount()
        if json {
            try JSONLines.print(account)
        } else {
            print(account.email)
        }
    }
}
