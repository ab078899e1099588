/// The lines of a transcript file: split at CRLF, CR or LF after an optional UTF-8 byte order mark,
/// and decoded one at a time, so that the first line that is not UTF-8 text is the one an error names.
struct TranscriptSourceLines {
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The file's path, for messages.
    let name: String
    private let bytes: [UInt8]
    /// Each line's bytes, without its line end.
    private let ranges: [Range<Int>]

    init(_ bytes: [UInt8], name: String) {
        self.name = name
        self.bytes = bytes
        var ranges: [Range<Int>] = []
        var start = bytes.starts(with: Self.byteOrderMark) ? Self.byteOrderMark.count : 0
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                ranges.append(start..<index)
                index += (byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A) ? 2 : 1
                start = index
            } else {
                index += 1
            }
        }
        if start < bytes.count { ranges.append(start..<bytes.count) }
        self.ranges = ranges
    }

    /// How many lines there are; line numbers run from 1 to `count`.
    var count: Int { ranges.count }

    /// The text of line `number` (1-based), or an error if it is not UTF-8 or holds a NUL byte
    /// (whichever comes first in the line).
    func text(ofLine number: Int) throws(TranscriptError) -> String {
        let lineBytes = bytes[ranges[number - 1]]
        let beforeNUL = lineBytes.prefix { $0 != 0 }
        guard let text = String(validating: beforeNUL, as: UTF8.self) else { throw .notUTF8(name, line: number) }
        guard beforeNUL.count == lineBytes.count else { throw .nulByte(name, line: number) }
        return text
    }

    /// Whether `line` is empty or only white space (a separator between blocks).
    static func isBlank(_ line: String) -> Bool {
        if line.utf8.allSatisfy(isASCIIWhitespace) { return true }
        return !line.utf8.allSatisfy({ $0 < 0x80 }) && line.allSatisfy(\.isWhitespace)
    }

    /// Whether `line`, without white space at either end, is a cue number such as "12".
    static func isNumber(_ line: String) -> Bool {
        let digits = trimmed(line).utf8
        return !digits.isEmpty && digits.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }

    /// The UTF-8 `text`'s lines (split at LF) trimmed, without the empty ones, joined by "\n".
    /// ASCII white space at the ends is dropped byte by byte; a line with other bytes at an end is
    /// trimmed of Unicode white space too.
    static func keptLines(_ text: [UInt8]) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(text.count)
        var start = 0
        while start <= text.count {
            var end = start
            while end < text.count, text[end] != 0x0A { end += 1 }
            var low = start, high = end
            while low < high, isASCIIWhitespace(text[low]) { low += 1 }
            while high > low, isASCIIWhitespace(text[high - 1]) { high -= 1 }
            if low < high {
                let line: [UInt8]
                if text[low] >= 0x80 || text[high - 1] >= 0x80 {
                    line = Array(trimmed(String(decoding: text[low..<high], as: UTF8.self)).utf8)
                } else {
                    line = Array(text[low..<high])
                }
                if !line.isEmpty {
                    if !result.isEmpty { result.append(0x0A) }
                    result.append(contentsOf: line)
                }
            }
            start = end + 1
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// `text` without white space at either end.
    static func trimmed(_ text: String) -> Substring {
        trimmed(text[...])
    }

    /// `text` without white space (Unicode's White_Space) at either end.
    static func trimmed(_ text: Substring) -> Substring {
        let scalars = text.unicodeScalars
        var start = scalars.startIndex
        while start < scalars.endIndex, isWhitespace(scalars[start]) { scalars.formIndex(after: &start) }
        var end = scalars.endIndex
        while end > start, isWhitespace(scalars[scalars.index(before: end)]) { scalars.formIndex(before: &end) }
        return text[start..<end]
    }

    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? isASCIIWhitespace(UInt8(scalar.value)) : scalar.properties.isWhitespace
    }

    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }
}
