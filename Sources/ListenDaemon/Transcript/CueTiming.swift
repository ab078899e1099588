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
}
