import ArgumentParser
import LearnCore

/// `learnctl signup`: creates an account and signs in to it.
struct SignUpCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "signup",
        abstract: "Create an account and sign in to it.",
        discussion: """
            On a terminal, signup asks for the email address (unless --email is given), the \
            password and the password again; the passwords are not echoed. From a script, pass \
            --email and --password-stdin and write the password as one line on standard input \
            (it is not repeated there).

            The email address must have the form name@example.com, without spaces and at most \
            254 characters long; case does not matter and each address can have one account. \
            The password must be at least 8 characters long.

            On success you are signed in, as with `learnctl signin`.

            Example:
              printf '%s\\n' "$PASSWORD" |
                learnctl signup --email ada@example.com --password-stdin
            """)

    @OptionGroup var credentials: CredentialOptions

    func run() async throws {
        let context = try LearnContext.open()
        let source = credentials.source
        let email = try source.email(credentials.email)
        _ = try EmailAddress(email)
        let password = try source.newPassword(prompt: "Password: ", repeatPrompt: "Repeat password: ")
        let account = try await context.auth.signUp(email: email, password: password)
        print("Signed up and signed in as \(account.email). Run `learnctl --help` to see what you can practise.")
    }
}
