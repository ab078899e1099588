/// The rules a new password must follow, each with its own message: at least 8 characters, not
/// the email address (or its part before the @) nor the name, and not one of the 10,000 most
/// common passwords.
public enum PasswordPolicy {
    /// The fewest characters a password may have.
    public static let minimumLength = 8

    /// Throws the ``AuthError`` of the first rule `password` breaks.
    public static func check(_ password: String, email: String? = nil, name: String? = nil) throws {
        guard password.count >= minimumLength else { throw AuthError.passwordTooShort }
        let lowered = password.lowercased()
        if let email = email?.lowercased(),
           lowered == email || lowered == email.split(separator: "@").first.map(String.init) {
            throw AuthError.passwordIsEmail
        }
        if let name = name?.lowercased(), lowered == name || lowered == name.filter({ !$0.isWhitespace }) {
            throw AuthError.passwordIsName
        }
        guard !CommonPasswords.contains(password) else { throw AuthError.passwordTooCommon }
    }

    /// Throws ``AuthError/passwordsDoNotMatch`` when the repeated password differs from the first.
    public static func checkRepeat(_ password: String, repeated: String) throws {
        guard password == repeated else { throw AuthError.passwordsDoNotMatch }
    }
}
