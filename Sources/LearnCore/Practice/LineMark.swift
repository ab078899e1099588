import Foundation
import GRDB

/// A transcript line the learner marked while listening (in `learnctl player` or a dictation),
/// to be exported later as a sentence card with its audio: the line as it was when marked.
public struct LineMark: Codable, Sendable, Equatable, FetchableRecord, AutoIncrementedRecord, AccountOwnedRecord {
    public static let databaseTableName = "lineMark"

    public var id: Int64?
    public var accountId: Int64
    /// The recording's id and title as listend reported them.
    public var recordingId: String
    public var recordingTitle: String
    /// The line's 1-based number in the recording's transcript.
    public var lineIndex: Int
    /// The line's words.
    public var text: String
    /// Seconds into the recording where the line starts and ends.
    public var start: Double
    public var end: Double
    public var markedAt: Date

    public init(id: Int64? = nil, accountId: Int64, recordingId: String, recordingTitle: String, lineIndex: Int, text: String,
                start: Double, end: Double, markedAt: Date) {
        self.id = id
        self.accountId = accountId
        self.recordingId = recordingId
        self.recordingTitle = recordingTitle
        self.lineIndex = lineIndex
        self.text = text
        self.start = start
        self.end = end
        self.markedAt = markedAt
    }

    public enum Columns {
        public static let recordingId = Column(CodingKeys.recordingId)
        public static let lineIndex = Column(CodingKeys.lineIndex)
        public static let markedAt = Column(CodingKeys.markedAt)
    }
}

extension QueryInterfaceRequest<LineMark> {
    /// The marks on one recording.
    func on(recordingId: String) -> Self {
        filter(LineMark.Columns.recordingId == recordingId)
    }

    /// The marks in transcript order.
    func inLineOrder() -> Self {
        order(LineMark.Columns.lineIndex)
    }
}
