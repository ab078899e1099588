/// The words of an ASS/SSA event's `Text` field as a listener reads them.
///
/// Override blocks (`{\i1}`, `{\pos(10,20)}`, and any other `{…}`, which ASS treats as a comment)
/// are removed; the text between `{\p1}` (or any `\pN` with N > 0) and `{\p0}` is a vector
/// drawing, not words, and is removed too. `\N` and `\n` break the line, `\h` is a non-breaking
/// space. Control characters are removed (a tab becomes a space); each line is trimmed, empty
/// lines are dropped, and the rest are joined with "\n".
enum ASSText {
    /// The cleaned text of `text`; empty when nothing but tags or drawings is left.
    static func clean(_ text: some StringProtocol) -> String {
        var lines: [String] = []
        var line = String.UnicodeScalarView()
        var drawing = false
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "{", let close = scalars[(index + 1)...].firstIndex(of: "}") {
                drawing = drawingMode(in: scalars[(index + 1)..<close]) ?? drawing
                index = close + 1
                continue
            }
            index += 1
            if scalar == "\\", index < scalars.count {
                switch scalars[index] {
                case "N", "n":
                    if !drawing {
                        lines.append(String(line))
                        line = String.UnicodeScalarView()
                    }
                    index += 1
                    continue
                case "h":
                    if !drawing { line.append("\u{00A0}") }
                    index += 1
                    continue
                default: break
                }
            }
            if drawing { continue }
            if scalar == "\t" || scalar == "\n" {
                line.append(" ")
            } else if !CueText.isControl(scalar) {
                line.append(scalar)
            }
        }
        lines.append(String(line))
        return lines.map { TranscriptSourceLines.trimmed($0) }.filter { !$0.isEmpty }.joined(separator: "\n")
    }

    /// Whether the override block `block` (between `{` and `}`) turns drawing on (`\p1`…) or off
    /// (`\p0`); nil when it does not say (the last `\p` in the block counts).
    private static func drawingMode(in block: ArraySlice<Unicode.Scalar>) -> Bool? {
        var mode: Bool?
        var index = block.startIndex
        while index < block.endIndex {
            defer { index += 1 }
            guard block[index] == "\\", index + 1 < block.endIndex, block[index + 1] == "p" else { continue }
            var digits = ""
            var next = index + 2
            while next < block.endIndex, block[next].properties.numericType == .decimal, block[next].isASCII {
                digits.unicodeScalars.append(block[next])
                next += 1
            }
            // `\pos(…)` and `\pbo` are other tags; only `\p` followed by a number switches drawing.
            if let value = Int(digits) { mode = value > 0 }
        }
        return mode
    }
}
