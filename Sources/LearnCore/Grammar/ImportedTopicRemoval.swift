/// What ``GrammarPractice/removeImportedTopic(named:)`` removed.
public struct ImportedTopicRemoval: Sendable, Equatable {
    /// The topic's name.
    public let name: String
    /// How many attempts (tests and reviews of that topic, with their answers) were removed with it.
    public let attemptCount: Int
}
