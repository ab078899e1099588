import ArgumentParser
import LearnCore
import Localization

/// `learnctl signin`: signs in to an existing account.
struct SignInCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "signin",
        abstract: "Sign in to your account.",
        discussion: """
            On a terminal, signin asks for the email address (unless --email is given) and the \
            password, which is not echoed. From a script, pass --email and --password-stdin and \
            write the password as one line on standard input.

            An unknown email and a wrong password get the same answer, "Invalid email or \
            password." After 5 failed attempts in a row for an email, signing in to it is refused, \
            even with the right password, for 30 seconds; each further failure doubles the wait, \
            up to 15 minutes. The message says when to try again. A successful sign-in resets the \
            count.

            The session lasts 30 days from its last use. Signing in replaces the session this \
            machine had.
            """)

    @OptionGroup var credentials: CredentialOptions

    func run() async throws {
        let context = try LearnContext.open()
        let source = credentials.source
        let email = try source.email(credentials.email)
        let password = try source.password(prompt: tr("Password: "))
        let account = try await context.auth.signIn(email: email, password: password)
        print(tr("Signed in as %s.", account.email))
    }
}
