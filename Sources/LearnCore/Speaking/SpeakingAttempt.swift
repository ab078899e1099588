import Foundation
import GRDB

/// One go at saying a sentence: a line of a recording said back (shadowing) or a topic's sentence
/// read aloud, as the recogniser scored it.
public struct SpeakingAttempt: Codable, Sendable, Equatable, FetchableRecord, AutoIncrementedRecord, AccountOwnedRecord {
    public static let databaseTableName = "speakingAttempt"

    public var id: Int64?
    public var accountId: Int64
    public var kind: SpeakingKind
    /// What the sentence is from: the recording's id for shadowing, the ``SpeakingTopic/id`` for a topic.
    public var source: String
    /// The recording's or the topic's title, as the history shows it.
    public var sourceTitle: String
    /// The 1-based transcript line for shadowing, the ``SpeakingSentence/index`` for a topic.
    public var item: Int
    /// The sentence that was to be said.
    public var reference: String
    /// The share of the reference words said right, from 0 to 100.
    public var score: Int
    /// Whether what was heard was the sentence at all (rather than something else, or silence).
    public var isTheSentence: Bool
    /// The speaking rate; nil when too little was heard to tell.
    public var wordsPerMinute: Double?
    /// The longest silence between two words, in seconds.
    public var longestPause: Double
    /// Each word's verdict, in order (stored as JSON).
    public var words: [SpokenWord]
    /// The learner's recording of the attempt, when it was kept.
    public var recordingPath: String?
    public var createdAt: Date

    /// An attempt to keep with ``SpeakingHistory/record(_:)``, which gives it its account and date.
    public init(
        kind: SpeakingKind, source: String, sourceTitle: String, item: Int, reference: String, score: Int,
        isTheSentence: Bool, wordsPerMinute: Double?, longestPause: Double, words: [SpokenWord],
        recordingPath: String? = nil
    ) {
        accountId = 0
        self.kind = kind
        self.source = source
        self.sourceTitle = sourceTitle
        self.item = item
        self.reference = reference
        self.score = score
        self.isTheSentence = isTheSentence
        self.wordsPerMinute = wordsPerMinute
        self.longestPause = longestPause
        self.words = words
        self.recordingPath = recordingPath
        createdAt = Date(timeIntervalSince1970: 0)
    }

    public enum Columns {
        public static let id = Column(CodingKeys.id)
        public static let kind = Column(CodingKeys.kind)
        public static let source = Column(CodingKeys.source)
        public static let item = Column(CodingKeys.item)
        public static let score = Column(CodingKeys.score)
        public static let isTheSentence = Column(CodingKeys.isTheSentence)
        public static let recordingPath = Column(CodingKeys.recordingPath)
        public static let createdAt = Column(CodingKeys.createdAt)
    }
}

extension QueryInterfaceRequest<SpeakingAttempt> {
    /// The attempts of `kind` (any kind when nil) at `source` (any source when nil).
    func of(_ kind: SpeakingKind?, source: String?) -> Self {
        var request = self
        if let kind { request = request.filter(SpeakingAttempt.Columns.kind == kind.rawValue) }
        if let source { request = request.filter(SpeakingAttempt.Columns.source == source) }
        return request
    }
}
