/// Reads a WebVTT file (the essentials of https://www.w3.org/TR/webvtt1/): the "WEBVTT" header and
/// its header block, then blocks separated by blank lines. NOTE, STYLE and REGION blocks are skipped;
/// a cue is an optional identifier line, a timing line `start --> end` (cue settings after it are
/// ignored) and its text, which ends at a blank line or at a line holding "-->".
enum WebVTTParser {
    static let timestampHint = "hh:mm:ss.ttt or mm:ss.ttt"
    static let timingExample = "00:01.000 --> 00:04.000"

    /// The cues of `bytes`, or the first problem found, naming the file `name` and the line.
    static func parse(_ bytes: [UInt8], name: String) throws(TranscriptError) -> Transcript {
        let lines = TranscriptSourceLines(bytes, name: name)
        guard lines.count > 0 else { throw .noCues(name) }
        let header = try lines.text(ofLine: 1)
        guard isHeader(header) else {
            let blank = (1...lines.count).allSatisfy { number in
                (try? lines.text(ofLine: number)).map(TranscriptSourceLines.isBlank) ?? false
            }
            if blank { throw .noCues(name) }
            if header.hasPrefix("WEBVTT") {
                throw .at(name, line: 1, "\(TranscriptError.quoted(header)) is not a WebVTT header (\"WEBVTT\", alone or followed by a space and a title)")
            }
            throw .at(name, line: 1, "a WebVTT file must start with \"WEBVTT\"")
        }
        var cues = CueSequence(name: name)
        var number = 2
        // The header block: lines up to the first blank line.
        while number <= lines.count {
            let line = try lines.text(ofLine: number)
            if TranscriptSourceLines.isBlank(line) { break }
            if CueTiming.isTiming(line) {
                throw .at(name, line: number, "a blank line must separate the \"WEBVTT\" header from the first cue")
            }
            number += 1
        }
        while number <= lines.count {
            let first = try lines.text(ofLine: number)
            if TranscriptSourceLines.isBlank(first) {
                number += 1
            } else if isSkippedBlock(first) {
                number += 1
                while number <= lines.count, !TranscriptSourceLines.isBlank(try lines.text(ofLine: number)) { number += 1 }
            } else {
                number = try readCue(startingAt: number, of: lines, into: &cues)
            }
        }
        return try cues.transcript()
    }

    /// Reads the cue whose block starts at line `number` (an identifier or the timing line) and
    /// returns the number of the line after it.
    private static func readCue(startingAt number: Int, of lines: TranscriptSourceLines,
                                into cues: inout CueSequence) throws(TranscriptError) -> Int {
        var timingLine = number
        var timing = CueTiming(try lines.text(ofLine: number))
        if timing == nil, number < lines.count {
            timingLine += 1
            timing = CueTiming(try lines.text(ofLine: timingLine))
        }
        guard let timing else { throw .blockWithoutTiming(example: timingExample, lines.name, line: number) }
        let start = try milliseconds(timing.start, line: timingLine, name: lines.name)
        let end = try milliseconds(timing.end, line: timingLine, name: lines.name)
        var next = timingLine + 1
        try cues.append(start: start, end: end, timingLine: timingLine) { () throws(TranscriptError) in
            var text: [String] = []
            while next <= lines.count {
                let line = try lines.text(ofLine: next)
                if TranscriptSourceLines.isBlank(line) || CueTiming.isTiming(line) { break }
                text.append(line)
                next += 1
            }
            return CueText(lines: text)
        }
        return next
    }

    /// The milliseconds of the timestamp `token` on line `line`.
    private static func milliseconds(_ token: Substring, line: Int, name: String) throws(TranscriptError) -> Int {
        guard let milliseconds = CueTiming.milliseconds(token, fractionSeparators: ["."], minimumHourDigits: 2, hoursRequired: false)
        else { throw .notATimestamp(token, hint: timestampHint, name, line: line) }
        return milliseconds
    }

    /// Whether `line` is the WebVTT header: "WEBVTT", alone or followed by a space or tab and text.
    static func isHeader(_ line: String) -> Bool {
        startsWithKeyword(line, "WEBVTT")
    }

    /// Whether `line` starts a NOTE, STYLE or REGION block.
    private static func isSkippedBlock(_ line: String) -> Bool {
        ["NOTE", "STYLE", "REGION"].contains { startsWithKeyword(line, $0) }
    }

    /// Whether `line` is `keyword` alone or followed by a space or a tab.
    private static func startsWithKeyword(_ line: String, _ keyword: String) -> Bool {
        guard line.hasPrefix(keyword) else { return false }
        let rest = line.dropFirst(keyword.count)
        return rest.isEmpty || rest.first == " " || rest.first == "\t"
    }
}
