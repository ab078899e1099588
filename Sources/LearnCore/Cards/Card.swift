import Foundation
import GRDB

/// A flash card: a word to memorise with its transcription and translation, and its schedule.
///
/// A new card has no memory yet (`stability` and `difficulty` are nil) and is due from the
/// moment it was added; ``CardScheduler`` fills in the rest with every review.
public struct Card: Codable, Sendable, Equatable, FetchableRecord, AutoIncrementedRecord, AccountOwnedRecord {
    public static let databaseTableName = "card"

    public var id: Int64?
    public var accountId: Int64
    public var groupId: Int64
    public var word: String
    public var transcription: String
    public var translation: String
    public var createdAt: Date
    public var state: CardState
    /// The learning or relearning step the card is at; nil in the other states.
    public var step: Int?
    /// Days until the probability of recall falls to 90%.
    public var stability: Double?
    /// 1 (easy) to 10 (hard).
    public var difficulty: Double?
    public var due: Date
    public var lastReview: Date?
    /// Reviews so far.
    public var reps: Int
    /// Times the card was forgotten after it had reached the review state.
    public var lapses: Int
    /// The recording a card made from a dictation line comes from (its id and title), else nil.
    public var recordingId: String?
    public var recordingTitle: String?
    /// The 1-based transcript line of ``recordingId`` the card was made from.
    public var lineIndex: Int?
    /// The card's sound: a file name in the account's ``CardMedia`` folder (an Anki deck's
    /// audio, a line's clip), else nil.
    public var audio: String?

    /// A new card, due at `createdAt`.
    public init(
        accountId: Int64, groupId: Int64, word: String, transcription: String, translation: String, createdAt: Date
    ) {
        self.accountId = accountId
        self.groupId = groupId
        self.word = word
        self.transcription = transcription
        self.translation = translation
        self.createdAt = createdAt
        state = .new
        due = createdAt
        reps = 0
        lapses = 0
    }
}
