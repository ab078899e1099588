/// The rules a new password must follow.
public enum PasswordPolicy {
    /// The fewest characters a password may have.
    public static let minimumLength = 8

    /// Throws ``AuthError/passwordTooShort`` when `password` has fewer than ``minimumLength`` characters.
    public static func check(_ password: String) throws {
        guard password.count >= minimumLength else { throw AuthError.passwordTooShort }
    }

    /// Throws ``AuthError/passwordsDoNotMatch`` when the repeated password differs from the first.
    public static func checkRepeat(_ password: String, repeated: String) throws {
        guard password == repeated else { throw AuthError.passwordsDoNotMatch }
    }
}
