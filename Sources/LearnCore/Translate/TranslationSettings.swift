import GRDB

/// How an account translates: the languages last chosen, whether translations are read aloud,
/// whether the language of a text is suggested, and how many translations the history keeps.
/// An account that never changed them has ``defaults(for:)``.
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
    /// How many translations the history keeps besides the favourites; older ones are dropped.
    public var keptEntries: Int

    /// The translations kept by default.
    public static let defaultKeptEntries = 1000

    /// No languages chosen, read-aloud on, suggestions on, ``defaultKeptEntries`` kept.
    public static func defaults(for account: Account) -> TranslationSettings {
        TranslationSettings(
            id: nil, accountId: account.id, fromLanguage: nil, toLanguage: nil, readAloud: true, suggestsLanguage: true,
            keptEntries: defaultKeptEntries)
    }
}
