import Articles
import Foundation

/// An article a learner can read: a bundled one, a recording's transcript, or one they added
/// (from a file, a page or a feed). Its key is the bundled article's slug, the recording's ID or
/// the added article's number.
public struct Article: Sendable {
    /// Where an article comes from.
    public enum Origin: Sendable, Equatable {
        /// Written for the product (`Content/articles`), with its topic and summary.
        case bundled(topic: String, summary: String)
        /// The transcript of a recording of listend's library ("read after listening").
        case transcript(recordingId: String)
        /// Added by the learner from a file or an address, in a format.
        case added(source: String, format: String)
        /// Taken from a feed of articles the learner follows: the feed's title and the item's address.
        case feed(feedTitle: String, link: String)
    }

    public let key: String
    public let document: ArticleDocument
    /// The level it was written for (bundled articles and recordings); nil for added ones.
    public let statedLevel: String?
    public let origin: Origin
    public let questions: [ArticleQuestion]
    public let addedAt: Date?

    public init(key: String, document: ArticleDocument, statedLevel: String?, origin: Origin, questions: [ArticleQuestion], addedAt: Date? = nil) {
        self.key = key
        self.document = document
        self.statedLevel = statedLevel
        self.origin = origin
        self.questions = questions
        self.addedAt = addedAt
    }

    public var title: String { document.title }

    /// What the list shows as its source: "bundled", "recording", a file, an address or a feed.
    public var sourceName: String {
        switch origin {
        case .bundled: "bundled"
        case .transcript: "recording"
        case .added(let source, _): source
        case .feed(let feedTitle, _): feedTitle
        }
    }

    /// A recording's transcript as an article: one paragraph per line, "Speaker: text" when the
    /// line has a speaker; the recording's questions answer from the paragraph of their line.
    public static func transcript(recordingId: String, title: String, level: String?, lines: [(speaker: String?, text: String)],
                                  questions: [(prompt: String, options: [String], answer: Int, explanation: String, quote: String, line: Int)]) -> Article {
        let paragraphs = lines.map { line in line.speaker.map { "\($0): \(line.text)" } ?? line.text }
        return Article(
            key: recordingId, document: ArticleDocument(title: title, blocks: paragraphs.map(ArticleBlock.paragraph)),
            statedLevel: level, origin: .transcript(recordingId: recordingId),
            questions: questions.filter { paragraphs.indices.contains($0.line - 1) }.map {
                ArticleQuestion(prompt: $0.prompt, options: $0.options, answer: $0.answer, explanation: $0.explanation,
                                paragraph: $0.line, quote: $0.quote)
            })
    }
}

/// One row of the article list: an article's figures for the learner.
public struct ArticleEntry: Sendable {
    /// The article; an added one without its text (``ArticleLibrary/article(_:)`` reads it whole).
    public let article: Article
    /// The level estimated from its vocabulary.
    public let level: String
    public let words: Int
    public let minutes: Int
    /// The share of its words the learner does not know yet (0–1).
    public let newWordShare: Double
    /// Whether the learner has read it to the end (or answered its questions).
    public let isRead: Bool
    /// Whether the learner has opened it.
    public let isOpened: Bool
}
