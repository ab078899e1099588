import Foundation
import GRDB

/// A topic file an account imported, kept as its text and parsed again when used.
public struct ImportedTopic: Codable, Sendable, FetchableRecord, AutoIncrementedRecord, AccountOwnedRecord {
    public static let databaseTableName = "grammarImportedTopic"

    public var id: Int64?
    public var accountId: Int64
    /// The topic's name from `$CATEGORY` (or the file's base name); an account imports each name
    /// once (a new import replaces the old).
    public var name: String
    /// The product's format: the imported file's base name; Moodle's: the name as a slug.
    public var slug: String
    /// The file's text.
    public var source: String
    public var importedAt: Date
    /// How the text is read (imports stored before Moodle's format was read are the product's).
    public var format: TopicFileFormat
    /// The level given at import to the questions of a Moodle file that do not give their own.
    public var level: CEFRLevel?

    public init(id: Int64?, accountId: Int64, name: String, slug: String, source: String, importedAt: Date,
                format: TopicFileFormat = .product, level: CEFRLevel? = nil) {
        self.id = id
        self.accountId = accountId
        self.name = name
        self.slug = slug
        self.source = source
        self.importedAt = importedAt
        self.format = format
        self.level = level
    }

    /// The topic the stored text describes.
    public func topic() throws -> GrammarTopic {
        let fileName = slug + "." + QuestionBank.fileExtension
        var topic: GrammarTopic
        switch format {
        case .product:
            topic = try GIFTParser.parse(source, fileName: fileName, slug: slug)
        case .moodle:
            let file = MoodleGIFTReader.read(source, defaultName: name, level: level)
            guard !file.questions.isEmpty else {
                throw GIFTError(problems: [GIFTProblem(fileName: fileName, line: 0, message: GrammarError.nothingToAsk.description)])
            }
            topic = file.topic(fileName: fileName)
        }
        topic.isImported = true
        return topic
    }
}
