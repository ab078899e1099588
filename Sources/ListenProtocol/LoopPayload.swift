/// The loop in the status: its span, the passes asked for and heard, and the gap between them.
public struct LoopPayload: WireObject, Equatable, Sendable {
    /// Seconds into the recording.
    public var a: Double
    public var b: Double
    /// Passes asked for; null: until `loop off`.
    public var `repeat`: Int?
    /// Passes completed so far.
    public var done: Int
    /// Seconds of silence between passes.
    public var gap: Double

    public init(a: Double, b: Double, repeat: Int?, done: Int, gap: Double) {
        self.a = a
        self.b = b
        self.repeat = `repeat`
        self.done = done
        self.gap = gap
    }

    /// What reading starts from; every member but `repeat` is required.
    public static let wireDefaults = LoopPayload(a: 0, b: 0, repeat: nil, done: 0, gap: 0)

    /// Times to the millisecond; `repeat` is always present (null: forever).
    public static let wireFields = WireFields<LoopPayload>([
        .milliseconds("a", \.a, .required),
        .milliseconds("b", \.b, .required),
        .field("repeat", \.repeat),
        .field("done", \.done, .required),
        .milliseconds("gap", \.gap, .required),
    ])
}
