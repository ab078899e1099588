import ListenProtocol

/// A recording's transcript: its cues in the order they are heard, none overlapping the next.
public struct Transcript: Equatable, Sendable {
    /// The cues, sorted by start; each starts no earlier than the previous one ends.
    public let lines: [TranscriptLine]

    /// A transcript of `lines`, which must be in order and must not overlap (as `parse` makes them).
    public init(lines: [TranscriptLine]) {
        self.lines = lines
    }

    /// The transcript in `bytes`, read from the file `name` (used in messages) in `format`;
    /// throws the first problem found, naming the file and the line.
    public static func parse(_ bytes: [UInt8], name: String, format: TranscriptFormat) throws(TranscriptError) -> Transcript {
        switch format {
        case .webVTT: try WebVTTParser.parse(bytes, name: name)
        case .subRip: try SubRipParser.parse(bytes, name: name)
        case .ass: try ASSParser.parse(bytes, name: name)
        }
    }

    /// The cue heard at `position` seconds (start ≤ position < end), or nil between cues.
    public func line(at position: Double) -> TranscriptLine? {
        guard let cue = lastStarted(at: position), position < cue.end else { return nil }
        return cue
    }

    /// The last cue that has started by `position` seconds (start ≤ position), or nil before the first.
    public func lastStarted(at position: Double) -> TranscriptLine? {
        let after = firstIndex(count: lines.count) { lines[$0].start > position }
        return after == 0 ? nil : lines[after - 1]
    }

    /// The first cue start or end later than `position` seconds, or nil after the last cue ends.
    public func nextBoundary(after position: Double) -> Double? {
        // Starts and ends taken in turn (start 1, end 1, start 2, …) never decrease.
        let boundary = { (index: Int) in index.isMultiple(of: 2) ? lines[index / 2].start : lines[index / 2].end }
        let next = firstIndex(count: lines.count * 2) { boundary($0) > position }
        return next < lines.count * 2 ? boundary(next) : nil
    }

    /// The first index in 0..<count for which `isPast` holds (or `count`); `isPast` must be false
    /// up to some index and true from it on.
    private func firstIndex(count: Int, where isPast: (Int) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if isPast(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
