/// A span the player repeats: from `a` to `b` seconds, `repeatCount` times (nil: until ended),
/// with `gap` seconds of silence between passes.
public struct PlaybackLoop: Sendable, Equatable {
    public var a: Double
    public var b: Double
    public var repeatCount: Int?
    public var gap: Double
    /// Passes completed (the player reached `b`).
    public var done = 0

    public init(a: Double, b: Double, repeatCount: Int? = nil, gap: Double = 0) {
        self.a = a
        self.b = b
        self.repeatCount = repeatCount
        self.gap = gap
    }

    /// Whether a position lies in the span (`b` included: a pass ends there).
    public func contains(_ position: Double) -> Bool {
        a <= position && position <= b
    }
}
