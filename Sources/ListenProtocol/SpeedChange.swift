/// A `speed` request: a new playback speed, or a step from the current one.
public enum SpeedChange: Equatable, Sendable {
    case to(Double)
    case by(Double)

    /// The slowest speed: half speed.
    public static let minimum = 0.5
    /// The fastest speed: double speed.
    public static let maximum = 2.0

    /// The speed after this change from `current`: a value must lie within 0.5…2.0; a step is
    /// kept within it. Rounded to the hundredth, so that steps of 0.1 add up exactly.
    public func applied(to current: Double) throws(ProtocolError) -> Double {
        let range = Self.minimum...Self.maximum
        switch self {
        case .to(let value):
            guard value.isFinite, range.contains(value) else {
                throw ProtocolError(.badArgument, "The speed must be from 0.5 to 2 (1 is normal speed), not \(value).")
            }
            return (value * 100).rounded() / 100
        case .by(let delta):
            guard delta.isFinite else { throw ProtocolError(.badArgument, "The speed step must be a number.") }
            return min(max((current + delta) * 100, range.lowerBound * 100), range.upperBound * 100).rounded() / 100
        }
    }

    /// Reads `0.75`, `1`, `+0.1` or `-0.25` (a sign makes it a step).
    public static func parse(_ text: String) -> SpeedChange? {
        let word = text.trimmingWhitespace()
        guard let first = word.first, word.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.".contains($0)) }),
              let value = Double(word), value.isFinite else { return nil }
        return first == "+" || first == "-" ? .by(value) : .to(value)
    }
}

extension SpeedChange {
    static func unreadable(_ word: String) -> ProtocolError {
        ProtocolError(.badArgument, "Cannot set the speed to \"\(word)\": use a speed from 0.5 to 2 (0.75, 1) or a step (+0.1, -0.25).")
    }
}
