import Foundation
import GRDB

/// One translation in an account's history: a text in one language and its translation into
/// another (ISO 639-1 codes such as "en" and "es"), possibly marked as a favourite.
///
/// For a conversation, `text` holds its utterances one per line and `translation` their
/// translations in the same order; the turns themselves are ``ConversationTurn``s.
public struct TranslationEntry: Codable, Sendable, Equatable, FetchableRecord, AutoIncrementedRecord, AccountOwnedRecord {
    public static let databaseTableName = "translationEntry"

    public var id: Int64?
    public var accountId: Int64
    public var kind: TranslationKind
    /// The language of `text`; for a conversation, the left speaker's.
    public var fromLanguage: String
    /// The language of `translation`; for a conversation, the right speaker's.
    public var toLanguage: String
    public var text: String
    public var translation: String
    public var isFavourite: Bool
    public var createdAt: Date

    /// A new entry, not a favourite.
    public init(
        accountId: Int64, kind: TranslationKind, fromLanguage: String, toLanguage: String, text: String,
        translation: String, createdAt: Date
    ) {
        self.accountId = accountId
        self.kind = kind
        self.fromLanguage = fromLanguage
        self.toLanguage = toLanguage
        self.text = text
        self.translation = translation
        self.createdAt = createdAt
        isFavourite = false
    }

    public enum Columns {
        public static let id = Column(CodingKeys.id)
        public static let isFavourite = Column(CodingKeys.isFavourite)
        public static let createdAt = Column(CodingKeys.createdAt)
    }
}
