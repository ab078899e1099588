import Foundation

/// The name a learner is greeted by: 1–50 characters after trimming, no control characters.
public struct DisplayName: Sendable, Equatable {
    /// The most characters a name may have.
    public static let maximumLength = 50

    /// The name, trimmed.
    public let text: String

    /// Checks and trims `raw`; throws the ``AuthError`` that says what is wrong.
    public init(_ raw: String) throws {
        let trimmed = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw AuthError.nameEmpty }
        guard !trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control
            || $0.properties.generalCategory == .format && $0 != "\u{200D}" }) else {
            throw AuthError.nameHasControlCharacters
        }
        guard trimmed.count <= Self.maximumLength else { throw AuthError.nameTooLong }
        text = trimmed
    }
}
