import ListenProtocol

/// The words of one cue as a listener reads them, and who says them.
///
/// All `<…>` tags are removed (`<b>`, `<i>`, `<u>`, `<c.class>`, `<lang en>`, `<ruby>`/`<rt>`,
/// inline timestamps, SubRip's `<font …>`), keeping the words between them; the speaker comes from
/// the first voice tag that names one (`<v Name>` or `<v.class Name>`); the entities `&amp; &lt; &gt;
/// &nbsp; &lrm; &rlm; &quot; &apos;` and numeric `&#NN;`/`&#xNN;` are decoded; control characters
/// are removed (a tab becomes a space), so that text from a file never reaches a terminal raw. Each
/// line is trimmed, lines left empty are dropped, and the rest are joined with "\n".
struct CueText: Equatable {
    let text: String
    /// Who speaks, from the first `<v Name>` with a name; nil when there is none.
    var speaker: String?
    /// The words with the moment each starts (milliseconds), when the cue gives them (WebVTT
    /// timestamp tags, a word-level JSON transcript); nil otherwise.
    var words: [CueWord]? = nil

    /// One word of a cue and when it starts, in milliseconds.
    struct CueWord: Equatable {
        var text: String
        var start: Int
    }

    /// The words with their times in seconds, each ending where the next starts and the last at
    /// `end` (milliseconds); nil without words.
    func timedWords(end: Int) -> [TranscriptWord]? {
        guard let words, !words.isEmpty else { return nil }
        return words.indices.map { index in
            let wordEnd = index + 1 < words.count ? words[index + 1].start : max(end, words[index].start)
            return TranscriptWord(text: words[index].text, start: Double(words[index].start) / 1000, end: Double(wordEnd) / 1000)
        }
    }

    static let namedEntities: [String: Unicode.Scalar] = [
        "amp": "&", "lt": "<", "gt": ">", "nbsp": "\u{00A0}", "lrm": "\u{200E}", "rlm": "\u{200F}",
        "quot": "\"", "apos": "'",
    ]
}

extension CueText {
    /// The cue text of `lines`, as they stand in the file (one string per line).
    init(lines: some Sequence<some StringProtocol>) {
        var speaker: String?
        var kept: [Substring] = []
        for line in lines {
            let trimmed = TranscriptSourceLines.trimmed(Self.clean(Array(line.utf8), speaker: &speaker))
            if !trimmed.isEmpty { kept.append(trimmed) }
        }
        self.text = kept.joined(separator: "\n")
        self.speaker = speaker
    }

    /// `text` without control characters (a tab or line break becomes a space), for a track's
    /// language or title and other one-line text from a file.
    static func withoutControlCharacters(_ text: some StringProtocol) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.compactMap { scalar in
            scalar == "\t" || scalar == "\n" ? " " : isControl(scalar) ? nil : scalar
        }))
    }

    /// Whether `scalar` is a control character that must not reach a terminal: C0 (other than a
    /// newline), DEL or C1.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\n") || (0x7F...0x9F).contains(scalar.value)
    }

    /// The UTF-8 `line` without tags and control characters, entities decoded; sets `speaker` from
    /// the first voice tag with a name if it is still nil.
    private static func clean(_ line: [UInt8], speaker: inout String?) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(line.count)
        var index = 0
        while index < line.count {
            if line[index] == UInt8(ascii: "<"), let close = line[(index + 1)...].firstIndex(of: UInt8(ascii: ">")) {
                if speaker == nil { speaker = voiceName(in: line[(index + 1)..<close]) }
                index = close + 1
            } else {
                index = appendCharacter(at: index, of: line, to: &output)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends the character whose UTF-8 starts at `index` of `bytes` (an entity decoded, a tab as
    /// a space, a control character not at all) and returns the index after it.
    static func appendCharacter(at index: Int, of bytes: ArraySlice<UInt8>, to output: inout [UInt8]) -> Int {
        let byte = bytes[index]
        if byte == UInt8(ascii: "&"), let (scalar, length) = entity(at: index, in: bytes) {
            if !isControl(scalar) { output.append(contentsOf: String(scalar).utf8) }
            return index + length
        }
        if byte == UInt8(ascii: "\t") {
            output.append(UInt8(ascii: " "))
        } else if byte == 0xC2, index + 1 < bytes.endIndex, (0x80...0x9F).contains(bytes[index + 1]) {
            return index + 2  // a C1 control character, U+0080 to U+009F
        } else if byte >= 0x20, byte != 0x7F {
            output.append(byte)
        }
        return index + 1
    }

    private static func appendCharacter(at index: Int, of bytes: [UInt8], to output: inout [UInt8]) -> Int {
        appendCharacter(at: index, of: bytes[...], to: &output)
    }

    /// The speaker named by a tag whose content (between `<` and `>`) is `tag`, if it is a voice tag
    /// (`v Name`, `v.class Name`) with a name that is not empty.
    private static func voiceName(in tag: ArraySlice<UInt8>) -> String? {
        guard tag.first == UInt8(ascii: "v") else { return nil }
        let afterV = tag.dropFirst()
        if let next = afterV.first, next != UInt8(ascii: " "), next != UInt8(ascii: "\t"), next != UInt8(ascii: ".") { return nil }
        let annotation = afterV.drop { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }  // after the classes, if any
        var name: [UInt8] = []
        var index = annotation.startIndex
        while index < annotation.endIndex {
            index = appendCharacter(at: index, of: annotation, to: &name)
        }
        let trimmed = TranscriptSourceLines.trimmed(String(decoding: name, as: UTF8.self))
        return trimmed.isEmpty ? nil : String(trimmed)
    }

    /// The character spelled by the entity starting with the `&` at `index`, and how many bytes
    /// the entity takes, or nil when no known entity starts there.
    static func entity(at index: Int, in bytes: ArraySlice<UInt8>) -> (Unicode.Scalar, Int)? {
        let start = index + 1
        guard let semicolon = bytes[start...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else { return nil }
        let body = String(decoding: bytes[start..<semicolon], as: UTF8.self)
        let length = semicolon - index + 1
        if let named = namedEntities[body] { return (named, length) }
        guard body.hasPrefix("#") else { return nil }
        let number = body.dropFirst()
        let hexadecimal = number.first == "x" || number.first == "X"
        let digits = hexadecimal ? number.dropFirst() : number
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && (hexadecimal ? $0.isHexDigit : $0.isNumber) }) else { return nil }
        guard let value = UInt32(digits, radix: hexadecimal ? 16 : 10), value != 0,
              let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, length)
    }
}
