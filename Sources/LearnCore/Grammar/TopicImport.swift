/// What ``GrammarPractice/importTopic(text:path:level:)`` stored.
public struct TopicImport: Sendable, Equatable {
    /// The topic as it is now in the account's bank.
    public let topic: GrammarTopic
    /// Whether it replaced an earlier import of the same name.
    public let replaced: Bool
    /// How the file was read.
    public let format: TopicFileFormat
    /// The level given to the questions without one of their own (Moodle's format only).
    public let level: CEFRLevel?
    /// The questions of a Moodle file that the Test screen cannot ask, left out.
    public let skipped: [SkippedQuestion]
}
