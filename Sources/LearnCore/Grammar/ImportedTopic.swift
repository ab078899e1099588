import Foundation
import GRDB

/// A topic file an account imported, kept as its text and parsed again when used.
public struct ImportedTopic: Codable, Sendable, FetchableRecord, AutoIncrementedRecord, AccountOwnedRecord {
    public static let databaseTableName = "grammarImportedTopic"

    public var id: Int64?
    public var accountId: Int64
    /// The topic's name from `$CATEGORY`; an account imports each name once (a new import replaces the old).
    public var name: String
    /// The imported file's base name.
    public var slug: String
    /// The file's text.
    public var source: String
    public var importedAt: Date

    /// The topic the stored text describes.
    public func topic() throws -> GrammarTopic {
        var topic = try GIFTParser.parse(source, fileName: slug + "." + QuestionBank.fileExtension, slug: slug)
        topic.isImported = true
        return topic
    }
}
