import GRDB

/// One utterance of a conversation entry, at its place in the conversation: who said it, in
/// which language, and its translation.
public struct ConversationTurn: Codable, Sendable, Equatable, FetchableRecord, AutoIncrementedRecord, AccountOwnedRecord {
    public static let databaseTableName = "translationTurn"

    public var id: Int64?
    public var accountId: Int64
    /// The ``TranslationEntry`` of the conversation.
    public var entryId: Int64
    /// The place in the conversation, from 0.
    public var position: Int
    /// The speaker: 0 is the left one, 1 the right one.
    public var side: Int
    /// The language of `text`.
    public var language: String
    public var text: String
    public var translation: String

    public enum Columns {
        public static let entryId = Column(CodingKeys.entryId)
        public static let position = Column(CodingKeys.position)
    }
}

/// One utterance to keep with a conversation: who said it (0 the left speaker, 1 the right),
/// in which language, and its translation.
public struct ConversationUtterance: Sendable, Equatable {
    public var side: Int
    public var language: String
    public var text: String
    public var translation: String

    /// An utterance with the given fields.
    public init(side: Int, language: String, text: String, translation: String) {
        self.side = side
        self.language = language
        self.text = text
        self.translation = translation
    }
}
