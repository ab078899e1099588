import Foundation

/// A word the learner often gets wrong or leaves out when speaking, in lower case without punctuation.
public struct MissedWord: Sendable, Equatable {
    /// The reference word, e.g. "through" (see ``SpeakingText/normalized(_:)``).
    public let word: String
    /// How many times it was missed or said wrong.
    public let count: Int
    /// When it was last missed or said wrong.
    public let lastSeen: Date
}
