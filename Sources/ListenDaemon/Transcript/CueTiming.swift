/// A cue timing line, `start --> end` followed by anything (WebVTT's cue settings, SubRip's
/// `X1:… Y2:…` position), split into its two timestamps, which are not yet checked.
struct CueTiming {
    let start: Substring
    let end: Substring

    /// The timestamps of `line`, or nil if it has no "-->".
    init?(_ line: String) {
        guard let arrow = Self.arrow(in: line) else { return nil }
        start = TranscriptSourceLines.trimmed(line[..<arrow])
        let rest = TranscriptSourceLines.trimmed(line[line.utf8.index(arrow, offsetBy: 3)...])
        end = rest.prefix { !$0.isWhitespace }
    }

    /// Whether `line` is a timing line (it holds "-->").
    static func isTiming(_ line: String) -> Bool {
        arrow(in: line) != nil
    }

    /// Where the first "-->" in `line` starts.
    private static func arrow(in line: String) -> String.Index? {
        let utf8 = line.utf8
        var dashes = 0
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let byte = utf8[index]
            if byte == UInt8(ascii: ">"), dashes >= 2 { return utf8.index(index, offsetBy: -2) }
            dashes = byte == UInt8(ascii: "-") ? dashes + 1 : 0
            utf8.formIndex(after: &index)
        }
        return nil
    }

    /// The milliseconds spelled by `[hours:]minutes:seconds<separator>fff`: minutes and seconds of
    /// two digits from 00 to 59, exactly three fraction digits after one of `fractionSeparators`, and
    /// hours of `minimumHourDigits` to 7 digits, required only if `hoursRequired`; nil if `text` is
    /// not such a timestamp.
    static func milliseconds(_ text: Substring, fractionSeparators: [Character], minimumHourDigits: Int,
                             hoursRequired: Bool) -> Int? {
        let bytes = Array(text.utf8)
        let separators = fractionSeparators.compactMap(\.asciiValue)
        guard let separator = bytes.lastIndex(where: separators.contains) else { return nil }
        let fields = bytes[..<separator].split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
        guard fields.count == 3 || (fields.count == 2 && !hoursRequired),
              fields.suffix(2).allSatisfy({ $0.count == 2 }), bytes.count - separator - 1 == 3,
              let minutes = number(fields[fields.count - 2]), let seconds = number(fields[fields.count - 1]),
              let thousandths = number(bytes[(separator + 1)...]), minutes < 60, seconds < 60
        else { return nil }
        var hours = 0
        if fields.count == 3 {
            guard (minimumHourDigits...7).contains(fields[0].count), let given = number(fields[0]) else { return nil }
            hours = given
        }
        return ((hours * 60 + minutes) * 60 + seconds) * 1000 + thousandths
    }

    /// The value of `digits` (ASCII digits only, at least one), or nil.
    private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        guard !digits.isEmpty else { return nil }
        var value = 0
        for byte in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}
