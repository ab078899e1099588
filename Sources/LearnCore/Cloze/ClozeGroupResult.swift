/// A submitted round: each sentence right or wrong, with the word placed and the right one.
public struct ClozeGroupResult: Sendable, Equatable {
    /// One sentence of the round.
    public struct Item: Sendable, Equatable {
        /// The entry, with its counts after this answer.
        public var entry: ClozeEntry
        /// The word that was placed in its blank.
        public var placed: String
        public var isCorrect: Bool
    }

    /// The group's number (1 is the first) and the number of groups.
    public var group: Int
    public var groups: Int
    /// Whether the round retried only the sentences that were wrong.
    public var onlyIncorrect: Bool
    public var items: [Item]

    public var right: Int { items.filter(\.isCorrect).count }
    public var wrong: Int { items.count - right }
    /// Whether every sentence was right.
    public var isPerfect: Bool { wrong == 0 }
}
