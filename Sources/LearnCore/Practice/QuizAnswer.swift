import Foundation
import GRDB

/// A quiz question as checked, with the texts it was judged by.
public struct QuizAnswer: Codable, Sendable, Equatable, FetchableRecord, AutoIncrementedRecord, AccountOwnedRecord {
    public static let databaseTableName = "quizAnswer"

    public var id: Int64?
    public var accountId: Int64
    public var attemptId: Int64
    /// The question's place in the attempt, from 0.
    public var position: Int
    /// The question's place in the recording's list, from 0.
    public var questionIndex: Int
    public var prompt: String
    public var chosenAnswer: String
    public var correctAnswer: String
    public var isCorrect: Bool
    public var answeredAt: Date

    public enum Columns {
        public static let attemptId = Column(CodingKeys.attemptId)
        public static let position = Column(CodingKeys.position)
    }
}
