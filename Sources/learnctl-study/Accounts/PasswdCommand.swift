import ArgumentParser
import LearnCore
import Localization

/// `learnctl passwd`: changes the signed-in account's password.
struct PasswdCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "passwd",
        abstract: "Change your password.",
        discussion: """
            Asks for the current password, then the new one twice; none are echoed. From a \
            script, pass --password-stdin and write the current password and the new one as two \
            lines on standard input.

            The new password must be at least 8 characters long. Wrong current passwords count \
            towards the same lockout as failed sign-ins. Changing the password signs out every \
            other session of the account; this one stays signed in.
            """)

    @Flag(help: "Read the current and the new password from the first two lines of standard input.")
    var passwordStdin = false

    func run() async throws {
        let signedIn = try await SignedIn.open()
        let (context, account) = (signedIn.context, signedIn.account)
        let source = CredentialSource(
            passwordsFromStandardInput: passwordStdin,
            scriptHint: tr("Pass --password-stdin and write the current and the new password as two lines on standard input."))
        let current = try source.password(prompt: tr("Current password: "))
        let new = try source.newPassword(prompt: tr("New password: "), repeatPrompt: tr("Repeat new password: "),
                                           email: account.email)
        try await context.auth.changePassword(current: current, new: new)
        print(tr("Password changed for %s. Its other sessions were signed out.", account.email))
    }
}
