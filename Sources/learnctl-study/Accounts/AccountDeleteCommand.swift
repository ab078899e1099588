import ArgumentParser
import LearnCore
import Localization

/// `learnctl account delete`: deletes the signed-in account and all its data.
struct AccountDeleteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: "Delete your account and all its data.",
        discussion: """
            Asks for the account's password (not echoed), then deletes the account together with \
            everything stored for it (flash cards, test results, progress, histories, and the \
            microphone recordings of its speaking attempts) and signs out. This \
            cannot be undone. From a script, pass --password-stdin and write the password as one \
            line on standard input.
            """)

    @Flag(help: "Read the password from the first line of standard input instead of prompting.")
    var passwordStdin = false

    func run() async throws {
        let signedIn = try await SignedIn.open()
        let (context, account) = (signedIn.context, signedIn.account)
        let source = CredentialSource(
            passwordsFromStandardInput: passwordStdin,
            scriptHint: tr("Pass --password-stdin and write the password as one line on standard input."))
        let password = try source.password(prompt: tr("Password for %s: ", account.email))
        let deleted = try await context.auth.deleteAccount(password: password)
        print(tr("Deleted the account %s and all its data.", deleted.email))
    }
}
