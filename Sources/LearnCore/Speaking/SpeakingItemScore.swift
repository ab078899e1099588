import Foundation

/// How one sentence of a topic or line of a recording went: the best score and how often it was tried.
public struct SpeakingItemScore: Sendable, Equatable {
    /// The 1-based line or sentence (see ``SpeakingAttempt/item``).
    public let item: Int
    /// The best score of its attempts, from 0 to 100.
    public let bestScore: Int
    public let attemptCount: Int
    /// When it was last tried.
    public let lastAttempted: Date
}
