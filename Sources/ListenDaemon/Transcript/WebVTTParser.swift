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
/// no cues. A NUL character is read as U+FFFD; CRLF and CR end lines as LF does. Cue text is read by ``WebVTTCueText``; rolling
/// automatic captions are then made into clean lines (``RollingCaptions``).
enum WebVTTParser {
    static let timestampHint = "hh:mm:ss.ttt or mm:ss.ttt"
    static let timingExample = "00:01.000 --> 00:04.000"
    private static let arrow = Array("-->".utf8)

    /// One cue as the file has it, before rolling captions are cleaned.
    struct RawCue {
        var start: Int
        var end: Int
        /// The bytes of its text lines (from the first to the last, LF between them).
        var text: Range<Int>
        /// The line number of its timing line.
        var timingLine: Int
    }

    /// The transcript of the UTF-8 `bytes` (without a byte order mark), or an error when they are
    /// not WebVTT, naming the file `name`.
    static func parse(_ bytes: [UInt8], name: String) throws(TranscriptError) -> Transcript {
        let text = ByteLines.normalized(bytes)
        let lines = ByteLines.split(text)
        guard let signature = lines.first, isSignature(text[signature]) else {
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
            _ = collectBlock(text, lines, at: &index, inHeader: true, into: &collection)
        }
        while index < lines.count {
            if lines[index].isEmpty {
                index += 1
                continue
            }
            if let cue = collectBlock(text, lines, at: &index, inHeader: false, into: &collection) { raw.append(cue) }
        }
        for cue in raw {
            collection.append(start: cue.start, end: cue.end, timingLine: cue.timingLine,
                              text: WebVTTCueText.parse(text[cue.text], start: cue.start, end: cue.end))
        }
        if RollingCaptions.isRolling(collection.read) {
            return collection.transcript(of: RollingCaptions.clean(collection.read))
        }
        return collection.transcript()
    }

    /// Collects the block starting at line `index` (0-based) and moves `index` past it: a cue,
    /// or nil for a header, a NOTE/STYLE/REGION block, or a block without timings (noted as a
    /// problem, as is a timing line that cannot be read).
    private static func collectBlock(_ text: [UInt8], _ lines: [Range<Int>], at index: inout Int, inHeader: Bool,
                                     into collection: inout CueCollection) -> RawCue? {
        var lineCount = 0
        var previous = index
        var buffer: Range<Int>?
        var seenArrow = false
        var cue: RawCue?
        var badTiming = false
        let first = index
        while index < lines.count {
            let line = lines[index]
            lineCount += 1
            index += 1
            if ByteLines.contains(text, arrow, in: line) {
                guard !inHeader, lineCount == 1 || (lineCount == 2 && !seenArrow) else {
                    index = previous
                    break
                }
                seenArrow = true
                previous = index
                if let (start, end) = timings(text[line]) {
                    cue = RawCue(start: start, end: end, text: line.upperBound..<line.upperBound, timingLine: index)
                    buffer = nil
                } else {
                    cue = nil
                    badTiming = true
                    let shown = String(decoding: text[line], as: UTF8.self)
                    collection.skip(.at(collection.name, line: index,
                                        "\(TranscriptError.quoted(shown)) is not a timing line such as \"\(timingExample)\"; this cue was skipped"))
                }
            } else if line.isEmpty {
                break
            } else {
                buffer = (buffer?.lowerBound ?? line.lowerBound)..<line.upperBound
                previous = index
            }
        }
        if var cue {
            if let buffer { cue.text = buffer }
            return cue
        }
        if !inHeader, !badTiming, !isNonCueBlock(text[lines[first]]) {
            collection.skip(.at(collection.name, line: first + 1,
                                "this block has no timing line such as \"\(timingExample)\" (a cue is an optional identifier line, its timing line and its text); it was skipped"))
        }
        return nil
    }

    /// The start and end of a timing line (`start --> end` and cue settings), or nil when it does
    /// not read as one ("collect WebVTT cue timings and settings").
    static func timings(_ bytes: ArraySlice<UInt8>) -> (Int, Int)? {
        var index = skipWhitespace(bytes, from: bytes.startIndex)
        guard let (start, afterStart) = WebVTTTimestamp.collect(bytes, at: index) else { return nil }
        index = skipWhitespace(bytes, from: afterStart)
        guard index + 2 < bytes.endIndex, bytes[index] == 0x2D, bytes[index + 1] == 0x2D, bytes[index + 2] == 0x3E else { return nil }
        index = skipWhitespace(bytes, from: index + 3)
        guard let (end, _) = WebVTTTimestamp.collect(bytes, at: index) else { return nil }
        // What follows is cue settings (position, alignment, region), which do not change the words.
        return (start, end)
    }

    private static func skipWhitespace(_ bytes: ArraySlice<UInt8>, from start: Int) -> Int {
        var index = start
        while index < bytes.endIndex, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0C { index += 1 }
        return index
    }

    /// Whether `line` is the WebVTT signature line: "WEBVTT", alone or followed by a space or tab and text.
    static func isHeader(_ line: String) -> Bool {
        isSignature(Array(line.utf8)[...])
    }

    private static func isSignature(_ line: ArraySlice<UInt8>) -> Bool {
        startsWithKeyword(line, "WEBVTT")
    }

    /// Whether `line` starts a block that holds no cue by its nature: NOTE, STYLE or REGION.
    private static func isNonCueBlock(_ line: ArraySlice<UInt8>) -> Bool {
        ["NOTE", "STYLE", "REGION"].contains { startsWithKeyword(line, $0) }
    }

    /// Whether `line` is `keyword` alone or followed by a space or a tab.
    private static func startsWithKeyword(_ line: ArraySlice<UInt8>, _ keyword: StaticString) -> Bool {
        let word = UnsafeBufferPointer(start: keyword.utf8Start, count: keyword.utf8CodeUnitCount)
        guard line.starts(with: word) else { return false }
        let rest = line.dropFirst(word.count)
        return rest.isEmpty || rest.first == 0x20 || rest.first == 0x09
    }
}
