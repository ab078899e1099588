import Foundation
import GRDB

/// An answer checked during an attempt, with the texts it was judged by.
public struct GrammarAnswer: Codable, Sendable, Equatable, FetchableRecord, AutoIncrementedRecord, AccountOwnedRecord {
    public static let databaseTableName = "grammarAnswer"

    public var id: Int64?
    public var accountId: Int64
    public var attemptId: Int64
    /// The question's place in the attempt, from 0.
    public var position: Int
    public var questionId: String
    public var prompt: String
    public var chosenAnswer: String
    public var correctAnswer: String
    public var isCorrect: Bool
    public var answeredAt: Date
}
