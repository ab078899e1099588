import GRDB

/// How an account translates: the languages last chosen, whether translations are read aloud,
/// and whether the language of a text is suggested. An account that never changed them has
/// ``defaults(for:)``.
public struct TranslationSettings: Codable, Sendable, Equatable, FetchableRecord, AutoIncrementedRecord, AccountOwnedRecord {
    public static let databaseTableName = "translationSettings"

    public var id: Int64?
    public var accountId: Int64
    /// The language translated from (an ISO 639-1 code), or nil when none was chosen.
    public var fromLanguage: String?
    /// The language translated into (an ISO 639-1 code), or nil when none was chosen.
    public var toLanguage: String?
    /// Whether each translation is read aloud.
    public var readAloud: Bool
    /// Whether the language of a text is guessed and suggested.
    public var suggestsLanguage: Bool

    /// No languages chosen, read-aloud on, suggestions on.
    public static func defaults(for account: Account) -> TranslationSettings {
        TranslationSettings(
            id: nil, accountId: account.id, fromLanguage: nil, toLanguage: nil, readAloud: true, suggestsLanguage: true)
    }
}
