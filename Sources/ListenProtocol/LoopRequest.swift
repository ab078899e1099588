/// A `loop` request: the span to repeat, how often, and the silence between repeats.
public struct LoopRequest: Equatable, Sendable {
    /// What to repeat.
    public enum Span: Equatable, Sendable {
        /// From `a` to `b` seconds.
        case range(a: Double, b: Double)
        /// The transcript line being heard (or the last one started).
        case line
    }

    public var span: Span
    /// How many times the span is heard before playback goes on past it; nil: until `loop off`.
    public var repeatCount: Int?
    /// Seconds of silence between two passes.
    public var gap: Double

    public init(span: Span, repeatCount: Int? = nil, gap: Double = 0) {
        self.span = span
        self.repeatCount = repeatCount
        self.gap = gap
    }

    /// The longest gap, in seconds.
    public static let maximumGap = 60.0

    /// A request checked the same way in both forms: a < b, at least one pass, a gap of 0…60 s.
    static func checked(span: Span, repeatCount: Int?, gap: Double?) throws(ProtocolError) -> LoopRequest {
        if case .range(let a, let b) = span {
            guard a.isFinite, b.isFinite, a >= 0, a < b else {
                throw ProtocolError(.badArgument, "A loop needs a start before its end (a < b, in seconds from the start).")
            }
        }
        if let repeatCount, repeatCount < 1 {
            throw ProtocolError(.badArgument, "repeat must be at least 1 (leave it out to loop until `loop off`).")
        }
        let gap = gap ?? 0
        guard gap.isFinite, (0...maximumGap).contains(gap) else {
            throw ProtocolError(.badArgument, "gap must be from 0 to \(Int(maximumGap)) seconds.")
        }
        return LoopRequest(span: span, repeatCount: repeatCount, gap: gap)
    }

    /// The JSON members that carry it.
    var members: [String: JSONValue] {
        var members: [String: JSONValue] = [:]
        switch span {
        case .range(let a, let b):
            members["a"] = .number(a)
            members["b"] = .number(b)
        case .line:
            members["line"] = .bool(true)
        }
        if let repeatCount { members["repeat"] = .number(Double(repeatCount)) }
        if gap != 0 { members["gap"] = .number(gap) }
        return members
    }
}
