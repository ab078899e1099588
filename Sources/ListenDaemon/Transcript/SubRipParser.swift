/// Reads a SubRip file: blocks of a cue number, a timing line `hh:mm:ss,mmm --> hh:mm:ss,mmm`
/// (a `.` is accepted for the `,`, and position information after it is ignored) and text lines up
/// to a blank line. A byte order mark, CRLF line ends and a missing final blank line are fine; a
/// block without its number is accepted, and so is a missing blank line before the next number.
/// Formatting tags (`<i>`, `<b>`, `<u>`, `<font …>`) and override tags such as `{\an8}` are removed.
enum SubRipParser {
    static let timestampHint = "hh:mm:ss,mmm"
    static let timingExample = "00:00:01,000 --> 00:00:04,000"

    /// The cues of `bytes`, or the first problem found, naming the file `name` and the line.
    static func parse(_ bytes: [UInt8], name: String) throws(TranscriptError) -> Transcript {
        let lines = TranscriptSourceLines(bytes, name: name)
        var cues = CueSequence(name: name)
        var number = 1
        while number <= lines.count {
            let first = try lines.text(ofLine: number)
            if TranscriptSourceLines.isBlank(first) {
                number += 1
                continue
            }
            var timingLine = number
            var timing = CueTiming(first)
            if timing == nil {
                guard TranscriptSourceLines.isNumber(first) else {
                    throw .neitherNumberNorTiming(first, example: timingExample, name, line: number)
                }
                timingLine += 1
                timing = timingLine <= lines.count ? CueTiming(try lines.text(ofLine: timingLine)) : nil
            }
            guard let timing else { throw .numberWithoutTiming(example: timingExample, name, line: number) }
            let start = try milliseconds(timing.start, line: timingLine, name: name)
            let end = try milliseconds(timing.end, line: timingLine, name: name)
            number = timingLine + 1
            try cues.append(start: start, end: end, timingLine: timingLine) { () throws(TranscriptError) in
                var text: [String] = []
                while number <= lines.count {
                    let line = try lines.text(ofLine: number)
                    if TranscriptSourceLines.isBlank(line) { break }
                    // A number followed by a timing line starts the next cue even without a blank line.
                    if TranscriptSourceLines.isNumber(line), number < lines.count,
                       CueTiming.isTiming(try lines.text(ofLine: number + 1)) { break }
                    text.append(withoutOverrideTags(line))
                    number += 1
                }
                return CueText(lines: text)
            }
        }
        return try cues.transcript()
    }

    /// The milliseconds of the timestamp `token` on line `line`.
    private static func milliseconds(_ token: Substring, line: Int, name: String) throws(TranscriptError) -> Int {
        guard let milliseconds = CueTiming.milliseconds(token, fractionSeparators: [",", "."], minimumHourDigits: 1, hoursRequired: true)
        else { throw .notATimestamp(token, hint: timestampHint, name, line: line) }
        return milliseconds
    }

    /// `line` without SubRip's override tags, `{\` up to the next `}` (such as `{\an8}`).
    static func withoutOverrideTags(_ line: String) -> String {
        var result = ""
        var rest = line[...]
        while let open = rest.firstRange(of: "{\\"), let close = rest[open.upperBound...].firstIndex(of: "}") {
            result += rest[..<open.lowerBound]
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}
