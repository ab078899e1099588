import ListenProtocol

/// A recording's transcript: its cues in the order they start; cues may overlap (two speakers
/// at once), and the line heard at a moment is the one that started most recently and is still
/// running.
public struct Transcript: Equatable, Sendable {
    /// The cues, sorted by start (cues starting together keep the file's order), numbered from 1.
    public let lines: [TranscriptLine]
    /// What was skipped while reading, one sentence each naming the file and line (at most
    /// ``maximumProblems``, the last saying how many more there were).
    public let problems: [String]
    /// The latest end among `lines[0...i]`: where a search back for a running cue can stop.
    private let runningEnd: [Double]
    /// Every cue start and end and word start, ascending, without repeats.
    private let boundaries: [Double]

    /// The most problems kept.
    static let maximumProblems = 20

    /// A transcript of `lines`, which must be sorted by start and numbered from 1 (as the parsers make them).
    public init(lines: [TranscriptLine], problems: [String] = []) {
        self.lines = lines
        self.problems = problems
        var latest = -Double.infinity
        runningEnd = lines.map { line in
            latest = max(latest, line.end)
            return latest
        }
        var times: [Double] = []
        times.reserveCapacity(lines.count * 2)
        for line in lines {
            times.append(line.start)
            times.append(line.end)
            for word in line.words ?? [] { times.append(word.start) }
        }
        times.sort()
        var unique: [Double] = []
        unique.reserveCapacity(times.count)
        for time in times where unique.last != time { unique.append(time) }
        boundaries = unique
    }

    /// The transcript in the file `path`'s `bytes`, its format found by ``TranscriptFormat/detect(_:path:)``
    /// after the text is decoded (in `encoding` when one is named).
    public static func read(_ bytes: [UInt8], path: String, encoding: String? = nil) throws(TranscriptError) -> Transcript {
        let isVTT = path.lowercased().hasSuffix(".vtt")
        let (text, problem) = try TranscriptDecoding.utf8(bytes, name: path, encoding: encoding, webVTT: isVTT)
        return try parseText(text, name: path, format: TranscriptFormat.detect(text, path: path), problem: problem)
    }

    /// The transcript in `bytes`, read from the file `name` (used in messages) in `format`, its
    /// text in `encoding` when one is named (else UTF-8, or UTF-16 with a byte order mark); throws
    /// when the file as a whole cannot be read, naming the file and the line.
    public static func parse(_ bytes: [UInt8], name: String, format: TranscriptFormat,
                             encoding: String? = nil) throws(TranscriptError) -> Transcript {
        let (text, problem) = try TranscriptDecoding.utf8(bytes, name: name, encoding: encoding, webVTT: format == .webVTT)
        return try parseText(text, name: name, format: format, problem: problem)
    }

    /// The transcript in the UTF-8 `text`, with `problem` (from decoding it) first among its problems.
    private static func parseText(_ text: [UInt8], name: String, format: TranscriptFormat,
                                  problem: String?) throws(TranscriptError) -> Transcript {
        let transcript: Transcript = switch format {
        case .webVTT: try WebVTTParser.parse(text, name: name)
        case .subRip: try SubRipParser.parse(text, name: name)
        case .ass: try ASSParser.parse(text, name: name)
        case .podcastJSON: try PodcastTranscriptParser.parse(text, name: name)
        }
        guard let problem else { return transcript }
        return Transcript(lines: transcript.lines, problems: [problem] + transcript.problems)
    }

    /// The cue heard at `position` seconds (start ≤ position < end): of those, the one that
    /// started last; nil between cues.
    public func line(at position: Double) -> TranscriptLine? {
        var index = firstIndex(count: lines.count) { lines[$0].start > position } - 1
        while index >= 0, runningEnd[index] > position {
            if lines[index].end > position { return lines[index] }
            index -= 1
        }
        return nil
    }

    /// The last cue that has started by `position` seconds (start ≤ position), or nil before the first.
    public func lastStarted(at position: Double) -> TranscriptLine? {
        let after = firstIndex(count: lines.count) { lines[$0].start > position }
        return after == 0 ? nil : lines[after - 1]
    }

    /// The first cue start or end, or word start, later than `position` seconds, or nil after the last cue ends.
    public func nextBoundary(after position: Double) -> Double? {
        let next = firstIndex(count: boundaries.count) { boundaries[$0] > position }
        return next < boundaries.count ? boundaries[next] : nil
    }

    /// Where the cues end, ascending and without repeats: where autopause pauses.
    public var lineEnds: [Double] {
        var ends = lines.map(\.end)
        ends.sort()
        var unique: [Double] = []
        for end in ends where unique.last != end { unique.append(end) }
        return unique
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
