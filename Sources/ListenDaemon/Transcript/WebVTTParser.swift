/// Reads a WebVTT file by the WebVTT parser's rules (https://www.w3.org/TR/webvtt1/#file-parsing).
///
/// Only the signature can reject a file: "WEBVTT" at the start (after a byte order mark), alone
/// on its line or followed by a space or a tab. After it come the header lines (up to an empty
/// line) and then blocks separated by empty lines — a line of spaces is text, not a separator.
/// A block whose first or second line holds "-->" is a cue: the line before the arrow line is
/// its identifier, the arrow line its timings (`start --> end`, then cue settings, which do not
/// matter for reading and never reject a cue), the lines after it its text, which also ends
/// where a later line holds "-->". Timing lines that cannot be read drop their cue (a problem
/// names the line); NOTE, STYLE and REGION blocks, and any other block without timings, hold
/// no cues. A NUL character is read as U+FFFD. Cue text is read by ``WebVTTCueText``; rolling
/// automatic captions are then made into clean lines (``RollingCaptions``).
enum WebVTTParser {
    static let timestampHint = "hh:mm:ss.ttt or mm:ss.ttt"
    static let timingExample = "00:01.000 --> 00:04.000"
    private static let arrow = Array("-->".utf8)

    /// One cue as the file has it, before rolling captions are cleaned.
    struct RawCue {
        var start: Int
        var end: Int
        /// The text lines as in the file.
        var lines: [Substring]
        /// The line number of its timing line.
        var timingLine: Int
    }

    /// The transcript of the UTF-8 `bytes` (without a byte order mark), or an error when they are
    /// not WebVTT, naming the file `name`.
    static func parse(_ bytes: [UInt8], name: String) throws(TranscriptError) -> Transcript {
        let text = String(decoding: bytes.contains(0) ? withoutNUL(bytes) : bytes, as: UTF8.self)
        let lines = splitLines(text)
        guard let signature = lines.first, isSignature(signature) else {
            if lines.allSatisfy({ $0.isEmpty }) {
                throw TranscriptError("\(name) is empty; a WebVTT file starts with \"WEBVTT\".")
            }
            throw .at(name, line: 1, "a WebVTT file must start with \"WEBVTT\" (alone on the line, or followed by a space and a title)")
        }
        var collection = CueCollection(name: name)
        var raw: [RawCue] = []
        var index = 1
        // The header: the lines up to the first empty line (a timing line ends it too).
        if index < lines.count, !lines[index].isEmpty {
            _ = collectBlock(lines, at: &index, inHeader: true, into: &collection)
        }
        while index < lines.count {
            if lines[index].isEmpty {
                index += 1
                continue
            }
            if let cue = collectBlock(lines, at: &index, inHeader: false, into: &collection) { raw.append(cue) }
        }
        for cue in raw {
            collection.append(start: cue.start, end: cue.end, timingLine: cue.timingLine,
                              text: WebVTTCueText.parse(cue.lines, start: cue.start, end: cue.end))
        }
        if RollingCaptions.isRolling(collection.read) {
            return collection.transcript(of: RollingCaptions.clean(collection.read))
        }
        return collection.transcript()
    }

    /// Collects the block starting at line `index` (0-based) and moves `index` past it: a cue,
    /// or nil for a header, a NOTE/STYLE/REGION block, or a block without timings (noted as a
    /// problem, as is a timing line that cannot be read).
    private static func collectBlock(_ lines: [Substring], at index: inout Int, inHeader: Bool,
                                     into collection: inout CueCollection) -> RawCue? {
        var lineCount = 0
        var previous = index
        var buffer: [Substring] = []
        var seenArrow = false
        var cue: RawCue?
        var badTiming = false
        let first = index
        while index < lines.count {
            let line = lines[index]
            lineCount += 1
            index += 1
            if line.utf8.firstRange(of: arrow) != nil {
                guard !inHeader, lineCount == 1 || (lineCount == 2 && !seenArrow) else {
                    index = previous
                    break
                }
                seenArrow = true
                previous = index
                if let (start, end) = timings(line) {
                    cue = RawCue(start: start, end: end, lines: [], timingLine: index)
                    buffer = []
                } else {
                    cue = nil
                    badTiming = true
                    collection.skip(.at(collection.name, line: index,
                                        "\(TranscriptError.quoted(line)) is not a timing line such as \"\(timingExample)\"; this cue was skipped"))
                }
            } else if line.isEmpty {
                break
            } else {
                buffer.append(line)
                previous = index
            }
        }
        if var cue {
            cue.lines = buffer
            return cue
        }
        if !inHeader, !badTiming, let head = lines[first...].first, !isNonCueBlock(head) {
            collection.skip(.at(collection.name, line: first + 1,
                                "this block has no timing line such as \"\(timingExample)\" (a cue is an optional identifier line, its timing line and its text); it was skipped"))
        }
        return nil
    }

    /// The start and end of a timing line (`start --> end` and cue settings), or nil when it does
    /// not read as one ("collect WebVTT cue timings and settings").
    static func timings(_ line: Substring) -> (Int, Int)? {
        let bytes = Array(line.utf8)[...]
        var index = skipWhitespace(bytes, from: 0)
        guard let (start, afterStart) = WebVTTTimestamp.collect(bytes, at: index) else { return nil }
        index = skipWhitespace(bytes, from: afterStart)
        guard bytes[index...].starts(with: arrow) else { return nil }
        index = skipWhitespace(bytes, from: index + 3)
        guard let (end, _) = WebVTTTimestamp.collect(bytes, at: index) else { return nil }
        // What follows is cue settings (position, alignment, region), which do not change the words.
        return (start, end)
    }

    private static func skipWhitespace(_ bytes: ArraySlice<UInt8>, from start: Int) -> Int {
        var index = start
        while index < bytes.endIndex, [0x20, 0x09, 0x0C].contains(bytes[index]) { index += 1 }
        return index
    }

    /// The lines of `text`, split at CRLF, CR or LF.
    static func splitLines(_ text: String) -> [Substring] {
        var lines: [Substring] = []
        var start = text.utf8.startIndex
        var index = start
        let utf8 = text.utf8
        while index < utf8.endIndex {
            let byte = utf8[index]
            if byte == 0x0A || byte == 0x0D {
                lines.append(text[start..<index])
                var next = utf8.index(after: index)
                if byte == 0x0D, next < utf8.endIndex, utf8[next] == 0x0A { next = utf8.index(after: next) }
                index = next
                start = next
            } else {
                utf8.formIndex(after: &index)
            }
        }
        if start < utf8.endIndex { lines.append(text[start...]) }
        return lines
    }

    /// Whether `line` is the WebVTT signature line: "WEBVTT", alone or followed by a space or tab and text.
    static func isHeader(_ line: String) -> Bool {
        isSignature(line[...])
    }

    private static func isSignature(_ line: Substring) -> Bool {
        startsWithKeyword(line, "WEBVTT")
    }

    /// Whether `line` starts a block that holds no cue by its nature: NOTE, STYLE or REGION.
    private static func isNonCueBlock(_ line: Substring) -> Bool {
        ["NOTE", "STYLE", "REGION"].contains { startsWithKeyword(line, $0) }
    }

    /// Whether `line` is `keyword` alone or followed by a space or a tab.
    private static func startsWithKeyword(_ line: Substring, _ keyword: String) -> Bool {
        guard line.hasPrefix(keyword) else { return false }
        let rest = line.dropFirst(keyword.count)
        return rest.isEmpty || rest.first == " " || rest.first == "\t"
    }

    private static func withoutNUL(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        for byte in bytes {
            if byte == 0 { result.append(contentsOf: [0xEF, 0xBF, 0xBD]) } else { result.append(byte) }
        }
        return result
    }
}
