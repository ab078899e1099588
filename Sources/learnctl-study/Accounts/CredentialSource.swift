import LearnCore
import ListenClient
import Localization

/// Where a command's email and passwords come from: prompts on the terminal, or with
/// `--password-stdin` one line of standard input per password.
struct CredentialSource {
    /// Whether passwords are read as plain lines of standard input.
    let passwordsFromStandardInput: Bool
    /// How to give the input without a terminal, shown when one would be needed.
    let scriptHint: String

    /// `given` if the option was used, otherwise prompted for.
    func email(_ given: String?) throws -> String {
        if let given { return given }
        try requireTerminal()
        guard let email = TerminalInput.readLine(prompt: tr("Email: ")) else { throw InputError.missing(.email) }
        return email
    }

    /// A password: the next line of standard input, or prompted for without echo.
    func password(prompt: String) throws -> String {
        let password: String?
        if passwordsFromStandardInput {
            password = readLine(strippingNewline: true)
        } else {
            try requireTerminal()
            password = TerminalInput.readSecret(prompt: prompt)
        }
        guard let password else { throw InputError.missing(.password) }
        return password
    }

    /// A new password, checked against ``PasswordPolicy`` (with the account's `email` and `name`);
    /// on a terminal it is asked twice and both must match, and a password refused is asked for
    /// again, up to ``attempts`` times, saying why.
    func newPassword(prompt: String, repeatPrompt: String, email: String? = nil, name: String? = nil) throws -> String {
        guard !passwordsFromStandardInput else {
            let password = try password(prompt: prompt)
            try PasswordPolicy.check(password, email: email, name: name)
            return password
        }
        for attempt in 1...Self.attempts {
            do {
                let password = try password(prompt: prompt)
                try PasswordPolicy.check(password, email: email, name: name)
                try PasswordPolicy.checkRepeat(password, repeated: try self.password(prompt: repeatPrompt))
                return password
            } catch let error as AuthError where attempt < Self.attempts {
                Output.error(error.description)
            }
        }
        throw InputError.missing(.password)
    }

    /// How often a terminal asks for a new password before giving up.
    static let attempts = 3

    private func requireTerminal() throws {
        guard TerminalInput.isTerminal else { throw InputError.notATerminal(hint: scriptHint) }
    }
}
