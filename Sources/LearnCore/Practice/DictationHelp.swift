/// The help a learner used on one line before checking it.
public struct DictationHelp: Sendable, Equatable {
    /// Times the line was played again at the same speed.
    public var replays = 0
    /// Times it was played again slowed down.
    public var slowReplays = 0
    /// Words revealed as hints.
    public var hints = 0

    public init(replays: Int = 0, slowReplays: Int = 0, hints: Int = 0) {
        self.replays = replays
        self.slowReplays = slowReplays
        self.hints = hints
    }
}
