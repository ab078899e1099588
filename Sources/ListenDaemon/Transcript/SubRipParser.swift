/// Reads a SubRip file as real files are: cues found by their timing lines
/// (`hh:mm:ss,mmm --> hh:mm:ss,mmm`), whatever their numbers say.
///
/// A timing line is a line holding "-->" that starts with a digit. A cue's text is every line
/// after its timing line up to the next one, without the cue number just before the next timing
/// line; so numbers may be missing, wrong or repeated, blank lines may stand inside the text and
/// the blank line between cues may be missing. Timestamps may use `,` or `.` (or `:`) before one
/// to three fraction digits, or have none; hours and minutes may have one digit; position
/// information after the end time is ignored. A timing line that cannot be read drops its cue
/// (a problem names the line). Formatting tags (`<i>`, `<b>`, `<u>`, `<font …>`) and override tags
/// such as `{\an8}` are removed. A file of blank lines has no cues; a file with text but no
/// timing line is not SubRip.
enum SubRipParser {
    static let timestampHint = "hh:mm:ss,mmm"
    static let timingExample = "00:00:01,000 --> 00:00:04,000"

    /// The cues of the UTF-8 `bytes`, or an error when they are not SubRip, naming the file `name` and the line.
    static func parse(_ bytes: [UInt8], name: String) throws(TranscriptError) -> Transcript {
        let source = TranscriptSourceLines(bytes, name: name)
        var lines: [String] = []
        lines.reserveCapacity(source.count)
        for number in stride(from: 1, through: source.count, by: 1) { lines.append(try source.text(ofLine: number)) }
        let timingLines = lines.indices.filter { isTimingLine(lines[$0]) }
        var collection = CueCollection(name: name)
        guard !timingLines.isEmpty else {
            if let first = lines.firstIndex(where: { !TranscriptSourceLines.isBlank($0) }) {
                throw .at(name, line: first + 1, "no line of the file is a timing line such as \"\(timingExample)\", so it is not SubRip")
            }
            return collection.transcript()
        }
        for (order, timingIndex) in timingLines.enumerated() {
            var textEnd = order + 1 < timingLines.count ? timingLines[order + 1] : lines.count
            // The next cue's number stands just before its timing line.
            if textEnd < lines.count, textEnd - 1 > timingIndex, TranscriptSourceLines.isNumber(lines[textEnd - 1]) { textEnd -= 1 }
            guard let timing = CueTiming(lines[timingIndex]),
                  let start = milliseconds(timing.start), let end = milliseconds(timing.end) else {
                collection.skip(.at(name, line: timingIndex + 1,
                                    "\(TranscriptError.quoted(lines[timingIndex])) is not a timing line such as \"\(timingExample)\"; this cue was skipped"))
                continue
            }
            let text = lines[(timingIndex + 1)..<textEnd].map(withoutOverrideTags)
            collection.append(start: start, end: end, timingLine: timingIndex + 1, text: CueText(lines: text))
        }
        return collection.transcript()
    }

    /// Whether `line` is meant as a timing line: it holds "-->" and starts with a digit.
    static func isTimingLine(_ line: String) -> Bool {
        guard let first = TranscriptSourceLines.trimmed(line).utf8.first, WebVTTTimestamp.isDigit(first) else { return false }
        return CueTiming.isTiming(line)
    }

    /// The milliseconds of a SubRip timestamp as files write them: `[h…:]m[m]:s[s]` and an optional
    /// fraction of one to three digits after `,`, `.` or `:`; nil when `token` is not one.
    static func milliseconds(_ token: Substring) -> Int? {
        var fields = token.split(separator: ":", omittingEmptySubsequences: false).map { Array($0.utf8) }
        var fraction = 0
        if let last = fields.last, let separator = last.firstIndex(where: { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: ".") }) {
            let digits = last[(separator + 1)...]
            guard (1...3).contains(digits.count), let value = number(digits) else { return nil }
            fraction = value * [100, 10, 1][digits.count - 1]
            fields[fields.count - 1] = Array(last[..<separator])
        } else if fields.count == 4, (1...3).contains(fields[3].count), let value = number(fields[3][...]) {
            fraction = value * [100, 10, 1][fields[3].count - 1]
            fields.removeLast()
        }
        guard (2...3).contains(fields.count), fields.suffix(2).allSatisfy({ (1...2).contains($0.count) }),
              fields.count == 2 || (1...9).contains(fields[0].count) else { return nil }
        let values = fields.map { number($0[...]) }
        guard let seconds = values[values.count - 1], let minutes = values[values.count - 2], seconds < 60, minutes < 60 else { return nil }
        let hours = fields.count == 3 ? values[0] : 0
        guard let hours else { return nil }
        return ((hours * 60 + minutes) * 60 + seconds) * 1000 + fraction
    }

    private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        guard !digits.isEmpty, digits.allSatisfy(WebVTTTimestamp.isDigit) else { return nil }
        return digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
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
