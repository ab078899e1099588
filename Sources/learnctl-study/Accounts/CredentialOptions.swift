import Localization
import ArgumentParser

/// `--email` and `--password-stdin`, shared by `signup` and `signin`.
struct CredentialOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The account's email address; prompted for when omitted.", valueName: "email"))
    var email: String?

    @Flag(help: "Read the password from the first line of standard input instead of prompting (needs --email).")
    var passwordStdin = false

    func validate() throws {
        if passwordStdin && email == nil {
            throw ValidationError(tr("--password-stdin needs --email."))
        }
    }

    /// Where the credentials come from under these options.
    var source: CredentialSource {
        CredentialSource(
            passwordsFromStandardInput: passwordStdin,
            scriptHint: tr("Pass --email EMAIL --password-stdin and write the password as one line on standard input."))
    }
}
