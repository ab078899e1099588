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
        if let nul = ByteLines.firstIndex(of: 0, in: bytes) {
            throw .nulByte(name, line: bytes[..<nul].reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) })
        }
        let text = ByteLines.normalized(bytes)
        let lines = ByteLines.split(text)
        let timingLines = lines.indices.filter { isTimingLine(text[lines[$0]]) }
        var collection = CueCollection(name: name)
        guard !timingLines.isEmpty else {
            if let first = lines.firstIndex(where: { !TranscriptSourceLines.isBlank(String(decoding: text[$0], as: UTF8.self)) }) {
                throw .at(name, line: first + 1, "no line of the file is a timing line such as \"\(timingExample)\", so it is not SubRip")
            }
            return collection.transcript()
        }
        for (order, timingIndex) in timingLines.enumerated() {
            var textEnd = order + 1 < timingLines.count ? timingLines[order + 1] : lines.count
            // The next cue's number stands just before its timing line.
            if textEnd < lines.count, textEnd - 1 > timingIndex, isNumber(text[lines[textEnd - 1]]) { textEnd -= 1 }
            let timingLine = String(decoding: text[lines[timingIndex]], as: UTF8.self)
            guard let timing = CueTiming(timingLine), let start = milliseconds(timing.start), let end = milliseconds(timing.end) else {
                collection.skip(.at(name, line: timingIndex + 1,
                                    "\(TranscriptError.quoted(timingLine)) is not a timing line such as \"\(timingExample)\"; this cue was skipped"))
                continue
            }
            let body = textEnd > timingIndex + 1 ? lines[timingIndex + 1].lowerBound..<lines[textEnd - 1].upperBound : 0..<0
            collection.append(start: start, end: end, timingLine: timingIndex + 1,
                              text: WebVTTCueText.parse(withoutOverrideTags(text[body]), start: start, end: end, unclosedTagIsText: true))
        }
        return collection.transcript()
    }

    /// Whether `line` is meant as a timing line: it holds "-->" and starts (after white space) with a digit.
    static func isTimingLine(_ line: ArraySlice<UInt8>) -> Bool {
        guard let first = line.first(where: { $0 != 0x20 && $0 != 0x09 }), WebVTTTimestamp.isDigit(first) else { return false }
        var dashes = 0
        for byte in line {
            if byte == 0x3E, dashes >= 2 { return true }
            dashes = byte == 0x2D ? dashes + 1 : 0
        }
        return false
    }

    /// Whether `line` is a cue number: digits, with white space around them.
    private static func isNumber(_ line: ArraySlice<UInt8>) -> Bool {
        var low = line.startIndex, high = line.endIndex
        while low < high, line[low] == 0x20 || line[low] == 0x09 { low += 1 }
        while high > low, line[high - 1] == 0x20 || line[high - 1] == 0x09 { high -= 1 }
        guard low < high else { return false }
        for index in low..<high where !WebVTTTimestamp.isDigit(line[index]) { return false }
        return true
    }

    /// Whether `line` (as a string) is meant as a timing line.
    static func isTimingLine(_ line: String) -> Bool {
        isTimingLine(Array(line.utf8)[...])
    }

    /// `bytes` without SubRip's override tags, `{\` up to the next `}` (such as `{\an8}`).
    static func withoutOverrideTags(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        guard bytes.contains(0x7B) else { return bytes }
        var result: [UInt8] = []
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if bytes[index] == 0x7B, index + 1 < bytes.endIndex, bytes[index + 1] == 0x5C,
               let close = bytes[(index + 2)...].firstIndex(of: 0x7D) {
                index = close + 1
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return result[...]
    }

    /// The milliseconds of a SubRip timestamp as files write them: `[h…:]m[m]:s[s]` and an optional
    /// fraction of one to three digits after `,`, `.` or `:`; nil when `token` is not one.
    static func milliseconds(_ token: Substring) -> Int? {
        // Up to four numbers: hours, minutes, seconds and the fraction (after `,` or `.`, or a fourth after `:`).
        var numbers: [(value: Int, count: Int)] = []
        var fractionAt: Int?
        var value = 0, count = 0
        for byte in token.utf8 {
            if WebVTTTimestamp.isDigit(byte) {
                guard count < 9 else { return nil }
                value = value * 10 + Int(byte &- 0x30)
                count += 1
            } else if byte == UInt8(ascii: ":") || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "."), count > 0, numbers.count < 3 {
                numbers.append((value, count))
                if byte != UInt8(ascii: ":") {
                    guard fractionAt == nil else { return nil }
                    fractionAt = numbers.count
                }
                value = 0
                count = 0
            } else {
                return nil
            }
        }
        guard count > 0 else { return nil }
        numbers.append((value, count))
        var fraction = 0
        if fractionAt == numbers.count - 1 || (fractionAt == nil && numbers.count == 4) {
            let last = numbers.removeLast()
            guard last.count <= 3 else { return nil }
            fraction = last.value * [100, 10, 1][last.count - 1]
        } else if fractionAt != nil {
            return nil
        }
        guard numbers.count == 2 || numbers.count == 3 else { return nil }
        let seconds = numbers[numbers.count - 1], minutes = numbers[numbers.count - 2]
        guard seconds.count <= 2, minutes.count <= 2, seconds.value < 60, minutes.value < 60 else { return nil }
        let hours = numbers.count == 3 ? numbers[0].value : 0
        return ((hours * 60 + minutes.value) * 60 + seconds.value) * 1000 + fraction
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
