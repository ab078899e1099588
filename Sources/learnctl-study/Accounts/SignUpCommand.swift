import ArgumentParser
import LearnCore
import ListenClient
import Localization

/// `learnctl signup`: creates an account and signs in to it.
struct SignUpCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "signup",
        abstract: "Create an account and sign in to it.",
        discussion: """
            On a terminal, signup asks for the email address (unless --email is given), the \
            password and the password again; the passwords are not echoed. From a script, pass \
            --email and --password-stdin and write the password as one line on standard input \
            (it is not repeated there). On a terminal a password that is refused, or not \
            repeated the same, is asked for again (three tries).

            The email address must have the form name@example.com, without spaces and at most \
            254 characters long; case does not matter and each address can have one account. \
            The password must be at least 8 characters long, must not be the email address \
            (or its part before the @) or the name, and must not be one of the 10,000 most \
            common passwords. --name sets the name learnctl greets you by (1 to 50             characters; change it later with `learnctl account name`).

            On success you are signed in, as with `learnctl signin`.

            Example:
              printf '%s\\n' "$PASSWORD" |
                learnctl signup --email ada@example.com --password-stdin
            """)

    @OptionGroup var credentials: CredentialOptions

    @Option(help: ArgumentHelp("The name learnctl greets you by (optional).", valueName: "name"))
    var name: String?

    func run() async throws {
        let context = try LearnContext.open()
        let source = credentials.source
        let email = try source.email(credentials.email)
        let address = try EmailAddress(email)
        let displayName = try name.map(DisplayName.init)
        let password = try source.newPassword(prompt: tr("Password: "), repeatPrompt: tr("Repeat password: "),
                                              email: address.normalized, name: displayName?.text)
        let account = try await context.auth.signUp(email: email, password: password, name: displayName)
        Output.line(tr("Signed up and signed in as %s. Run `learnctl` to see what to do today, or `learnctl --help` for everything you can practise.", account.email))
    }
}
