/// The loop in the status: its span, the passes asked for and heard, and the gap between them.
public struct LoopPayload: Codable, Equatable, Sendable {
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

    enum CodingKeys: String, CodingKey {
        case a, b, `repeat`, done, gap
    }

    /// Times to the millisecond; `repeat` is always present (null: forever).
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode((a * 1000).rounded() / 1000, forKey: .a)
        try container.encode((b * 1000).rounded() / 1000, forKey: .b)
        try container.encode(`repeat`, forKey: .repeat)
        try container.encode(done, forKey: .done)
        try container.encode((gap * 1000).rounded() / 1000, forKey: .gap)
    }
}
