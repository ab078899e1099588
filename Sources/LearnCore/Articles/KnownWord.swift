import Foundation
import GRDB

/// A word a learner knows, by lemma, and what made it known.
public struct KnownWord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord, AccountOwnedRecord {
    public static let databaseTableName = "knownWord"

    /// What made a word known.
    public enum Source: String, Codable, Sendable {
        /// A card of it was learned (answered into review).
        case card
        /// The learner marked it known while reading.
        case article
        /// It was written right in a dictation line written all right.
        case dictation
    }

    public var accountId: Int64
    public var lemma: String
    public var source: Source
    public var addedAt: Date

    public enum Columns {
        public static let lemma = Column(CodingKeys.lemma)
        public static let source = Column(CodingKeys.source)
    }
}
