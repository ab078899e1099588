import Articles
import Foundation
import GRDB

/// An article a learner added, as stored: its text as blocks, where it came from and its figures.
public struct StoredArticle: Codable, Sendable, FetchableRecord, AutoIncrementedRecord, AccountOwnedRecord {
    public static let databaseTableName = "article"

    public var id: Int64?
    public var accountId: Int64
    public var title: String
    public var source: String
    public var format: String
    /// The blocks as JSON (``ArticleDocument``).
    public var document: String
    public var words: Int
    public var level: String
    public var minutes: Int
    /// The vocabulary summary's parts (``VocabularySummary``).
    public var countedWords: Int
    public var rankedLemmas: Data
    public var unlistedLemmas: String
    public var feedId: Int64?
    public var feedItemId: String?
    public var publishedAt: Date?
    public var addedAt: Date

    public enum Columns {
        public static let id = Column(CodingKeys.id)
        public static let title = Column(CodingKeys.title)
        public static let feedId = Column(CodingKeys.feedId)
        public static let feedItemId = Column(CodingKeys.feedItemId)
    }

    /// The article's blocks, decoded.
    var decodedDocument: ArticleDocument {
        (try? JSONDecoder().decode(ArticleDocument.self, from: Data(document.utf8))) ?? ArticleDocument(title: title, blocks: [])
    }

    func article(feedTitle: String?) -> Article {
        let origin: Article.Origin = feedId != nil ? .feed(feedTitle: feedTitle ?? "", link: source) : .added(source: source, format: format)
        return Article(key: String(id ?? 0), document: decodedDocument, statedLevel: nil, origin: origin, questions: [], addedAt: addedAt)
    }
}
