import Foundation
import Localization

/// Why an account operation was refused; each description is a sentence for the user.
public enum AuthError: Error, Equatable, LocalizedError, CustomStringConvertible {
    case invalidEmail
    case passwordTooShort
    case passwordIsEmail
    case passwordIsName
    case passwordTooCommon
    case nameEmpty
    case nameTooLong
    case nameHasControlCharacters
    case passwordsDoNotMatch
    case emailTaken
    /// Unknown email or wrong password: deliberately the same message.
    case invalidCredentials
    /// The signed-in account's password was wrong (changing the password, deleting the account).
    case incorrectPassword
    /// Too many failures in a row for this email; refused until `retryAt`.
    case tooManyAttempts(retryAt: Date, now: Date)
    case notSignedIn

    public var description: String {
        switch self {
        case .invalidEmail:
            "That is not a valid email address; use the form name@example.com."
        case .passwordTooShort:
            "The password is too short; use at least \(PasswordPolicy.minimumLength) characters."
        case .passwordIsEmail:
            tr("The password is your email address; choose something else.")
        case .passwordIsName:
            tr("The password is your name; choose something else.")
        case .passwordTooCommon:
            tr("That password is one of the 10,000 most common ones; choose something less guessable.")
        case .nameEmpty:
            tr("The name is empty; give 1 to 50 characters.")
        case .nameTooLong:
            tr("The name is too long; use at most %d characters.", DisplayName.maximumLength)
        case .nameHasControlCharacters:
            tr("The name contains control characters; use letters, digits, spaces and punctuation.")
        case .passwordsDoNotMatch:
            "The passwords don't match."
        case .emailTaken:
            "An account with this email already exists."
        case .invalidCredentials:
            "Invalid email or password."
        case .incorrectPassword:
            "The password is incorrect."
        case .tooManyAttempts(let retryAt, let now):
            "Too many failed attempts for this email. Try again in \(Self.spoken(retryAt.timeIntervalSince(now))) "
                + "(after \(Self.timestamp(retryAt)))."
        case .notSignedIn:
            "Not signed in — run `learnctl signin` or `learnctl signup`."
        }
    }

    public var errorDescription: String? { description }

    private static func spoken(_ interval: TimeInterval) -> String {
        let seconds = max(1, Int(interval.rounded(.up)))
        let (minutes, rest) = seconds.quotientAndRemainder(dividingBy: 60)
        func plural(_ count: Int, _ unit: String) -> String { "\(count) \(unit)\(count == 1 ? "" : "s")" }
        switch (minutes, rest) {
        case (0, _): return plural(rest, "second")
        case (_, 0): return plural(minutes, "minute")
        default: return plural(minutes, "minute") + " " + plural(rest, "second")
        }
    }

    private static func timestamp(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }
}
