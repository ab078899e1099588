import Foundation

/// A line of the Grammar Topics list.
public struct TopicOverview: Sendable, Equatable {
    public let topic: GrammarTopic
    /// The best score of a finished test of the topic, in percent.
    public let bestPercent: Int?
    /// When the latest test of the topic was started.
    public let lastTaken: Date?
}
