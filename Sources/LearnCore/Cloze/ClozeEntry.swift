import Foundation
import GRDB

/// A cloze entry: a word and a sentence that holds it, practised as the sentence with the word
/// blanked out; with how often it was placed right and wrong.
public struct ClozeEntry: Codable, Sendable, Equatable, FetchableRecord, AutoIncrementedRecord, AccountOwnedRecord {
    public static let databaseTableName = "clozeEntry"

    public var id: Int64?
    public var accountId: Int64
    public var listId: Int64
    public var word: String
    public var sentence: String
    /// Submitted answers that put another word into this entry's blank.
    public var errorCount: Int
    /// Submitted answers that put the right word into it.
    public var rightCount: Int
    public var lastPracticedAt: Date?
    public var createdAt: Date

    /// A new entry, never practised.
    public init(accountId: Int64, listId: Int64, word: String, sentence: String, createdAt: Date) {
        self.accountId = accountId
        self.listId = listId
        self.word = word
        self.sentence = sentence
        self.createdAt = createdAt
        errorCount = 0
        rightCount = 0
    }

    /// The sentence with every occurrence of the word as a blank: "Nice to ______ you".
    public var blanked: String {
        ClozeText.blanked(sentence, word: word)
    }

    /// The entry as one line of a cloze file: "meet; Nice to meet you".
    public var line: String {
        "\(word); \(sentence)"
    }

    public enum Columns {
        public static let id = Column(CodingKeys.id)
        public static let listId = Column(CodingKeys.listId)
        public static let errorCount = Column(CodingKeys.errorCount)
        public static let rightCount = Column(CodingKeys.rightCount)
        public static let lastPracticedAt = Column(CodingKeys.lastPracticedAt)
    }
}

extension QueryInterfaceRequest<ClozeEntry> {
    /// The entries of `list`, in the order they were added.
    func inList(_ list: ClozeList) -> Self {
        filter(ClozeEntry.Columns.listId == list.id).order(ClozeEntry.Columns.id)
    }
}
