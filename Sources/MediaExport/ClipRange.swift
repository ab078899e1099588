/// A span of a recording in seconds, as a transcript's cue gives it: from `start` to `end`.
public struct ClipRange: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var start: Double
    public var end: Double

    public init(start: Double, end: Double) {
        self.start = start
        self.end = end
    }

    /// Its length in seconds (0 when it ends before it starts).
    public var length: Double { max(0, end - start) }

    /// Widened by `padding` seconds on both sides and kept within `0...duration`.
    public func padded(by padding: Double, within duration: Double) -> ClipRange {
        ClipRange(start: min(max(0, start - padding), duration), end: max(0, min(duration, end + padding)))
    }

    /// The spans sorted by start, those that overlap or touch joined into one, so that no
    /// moment is in two of them.
    public static func merged(_ ranges: [ClipRange]) -> [ClipRange] {
        var merged: [ClipRange] = []
        for range in ranges.filter({ $0.length > 0 }).sorted(by: { ($0.start, $0.end) < ($1.start, $1.end) }) {
            if let last = merged.last, range.start <= last.end {
                merged[merged.count - 1].end = max(last.end, range.end)
            } else {
                merged.append(range)
            }
        }
        return merged
    }

    public var description: String { "\(start)–\(end) s" }
}
