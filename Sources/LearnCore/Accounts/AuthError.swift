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
            tr("That is not a valid email address; use the form name@example.com.")
        case .passwordTooShort:
            tr("The password is too short; use at least %d characters.", PasswordPolicy.minimumLength)
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
            tr("The passwords don't match.")
        case .emailTaken:
            tr("An account with this email already exists.")
        case .invalidCredentials:
            tr("Invalid email or password.")
        case .incorrectPassword:
            tr("The password is incorrect.")
        case .tooManyAttempts(let retryAt, let now):
            // TRANSLATORS: %1$s is a duration ("2 minutes 5 seconds"), %2$s a local time of day (14:32).
            tr("Too many failed attempts for this email. Try again in %1$s (after %2$s).",
               Self.spoken(retryAt.timeIntervalSince(now)), Self.localTime(retryAt))
        case .notSignedIn:
            tr("Not signed in — run `learnctl signin` or `learnctl signup`.")
        }
    }

    public var errorDescription: String? { description }

    private static func spoken(_ interval: TimeInterval) -> String {
        let seconds = max(1, Int(interval.rounded(.up)))
        let (minutes, rest) = seconds.quotientAndRemainder(dividingBy: 60)
        let minutesText = trn("%d minute", "%d minutes", minutes, minutes)
        let secondsText = trn("%d second", "%d seconds", rest, rest)
        switch (minutes, rest) {
        case (0, _): return secondsText
        case (_, 0): return minutesText
        default: return minutesText + " " + secondsText
        }
    }

    /// The time of day of `date` where the learner is: "14:32:05".
    static func localTime(_ date: Date) -> String {
        let parts = Calendar.current.dateComponents(in: .current, from: date)
        return String(format: "%02d:%02d:%02d", parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
    }
}
