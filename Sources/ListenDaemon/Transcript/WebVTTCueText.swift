/// A WebVTT cue's text read by the WebVTT cue text parsing rules: its tokens are text, start
/// tags (`<c.class>`, `<i>`, `<b>`, `<u>`, `<v Speaker>`, `<lang en>`, `<ruby>`, `<rt>`, with classes
/// after dots and an annotation after white space), end tags and timestamp tags (`<00:01.500>`).
///
/// The words kept are the text outside `<rt>` (a ruby's reading annotates the base text, which
/// is kept); the character references `&amp; &lt; &gt; &lrm; &rlm; &nbsp;` (and `&quot; &apos;`,
/// numeric `&#NN;`/`&#xNN;`) are decoded in text and annotations; the speaker is the first voice
/// tag's annotation; a timestamp tag that reads as a timestamp starts a new timed word, the text
/// before the first one starting at the cue's start; a line break also starts a new timed word
/// (from the same moment), so that a timed word never spans two lines. Unknown tags are dropped with their words
/// kept. Each line is trimmed, empty lines are dropped, control characters removed.
enum WebVTTCueText {
    /// The cue text of `lines` (the cue's text lines as in the file), for a cue starting at `start` ms.
    static func parse(_ lines: [Substring], start: Int, end: Int) -> CueText {
        var bytes: [UInt8] = []
        for (offset, line) in lines.enumerated() {
            if offset > 0 { bytes.append(0x0A) }
            bytes.append(contentsOf: line.utf8)
        }
        return parse(bytes[...], start: start, end: end)
    }

    /// The cue text of the UTF-8 `bytes` (lines separated by LF). `unclosedTagIsText`: a `<`
    /// without a `>` after it is text (SubRip) rather than a tag running to the end (WebVTT).
    static func parse(_ bytes: ArraySlice<UInt8>, start: Int, end: Int, unclosedTagIsText: Bool = false) -> CueText {
        var reader = Reader(start: start, end: end)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            // Plain text (no tag, reference, line break or control character) is taken a run at a time.
            if byte >= 0x20, byte != 0x3C, byte != 0x26, byte != 0x7F, byte != 0xC2 {
                var end = index + 1
                while end < bytes.endIndex {
                    let next = bytes[end]
                    if next < 0x20 || next == 0x3C || next == 0x26 || next == 0x7F || next == 0xC2 { break }
                    end += 1
                }
                reader.append(bytes[index..<end])
                index = end
            } else if byte == UInt8(ascii: "<"), !unclosedTagIsText || bytes[(index + 1)...].contains(UInt8(ascii: ">")) {
                let close = bytes[(index + 1)...].firstIndex(of: UInt8(ascii: ">")) ?? bytes.endIndex
                reader.tag(bytes[(index + 1)..<close])
                index = min(close + 1, bytes.endIndex)
            } else if byte == 0x0A {
                reader.lineBreak()
                index += 1
            } else {
                var character: [UInt8] = []
                index = CueText.appendCharacter(at: index, of: bytes, to: &character)
                reader.append(character[...])
            }
        }
        return reader.finish()
    }

    /// What the tokens have given so far.
    private struct Reader {
        let start: Int
        let end: Int
        var text: [UInt8] = []
        var speaker: String?
        /// How many `<rt>` are open: their text is a reading, not the words.
        var rubyText = 0
        /// The timed words so far (text not yet trimmed), and whether any timestamp tag was seen.
        var chunks: [(text: [UInt8], start: Int)]
        var timed = false

        init(start: Int, end: Int) {
            self.start = start
            self.end = end
            chunks = [([], start)]
        }

        /// A new line: its words are timed words of their own (from the same moment), so that
        /// words never span two lines.
        mutating func lineBreak() {
            text.append(0x0A)
            chunks.append(([], chunks[chunks.count - 1].start))
        }

        mutating func append(_ character: ArraySlice<UInt8>) {
            guard rubyText == 0 else { return }
            text.append(contentsOf: character)
            chunks[chunks.count - 1].text.append(contentsOf: character)
        }

        /// A tag whose content (between `<` and `>`) is `tag`.
        mutating func tag(_ tag: ArraySlice<UInt8>) {
            guard let first = tag.first else { return }
            if WebVTTTimestamp.isDigit(first) {
                guard let time = WebVTTTimestamp.exactly(tag) else { return }
                timed = true
                let previous = chunks[chunks.count - 1].start
                chunks.append(([], min(max(time, previous), max(end, previous))))
                return
            }
            if first == UInt8(ascii: "/") {
                let name = tag.dropFirst().prefix { !isSeparator($0) && $0 != UInt8(ascii: ".") }
                if name.elementsEqual("rt".utf8) { rubyText = max(0, rubyText - 1) }
                if name.elementsEqual("ruby".utf8) { rubyText = 0 }
                return
            }
            let name = tag.prefix { !isSeparator($0) && $0 != UInt8(ascii: ".") }
            if name.elementsEqual("rt".utf8) { rubyText += 1 }
            if name.elementsEqual("v".utf8), speaker == nil {
                let afterClasses = tag.dropFirst(name.count).drop { !isSeparator($0) }
                var annotation: [UInt8] = []
                var index = afterClasses.startIndex
                while index < afterClasses.endIndex {
                    index = CueText.appendCharacter(at: index, of: afterClasses, to: &annotation)
                }
                let words = String(decoding: annotation, as: UTF8.self).split(whereSeparator: \.isWhitespace)
                if !words.isEmpty { speaker = words.joined(separator: " ") }
            }
        }

        private func isSeparator(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C
        }

        func finish() -> CueText {
            let kept = TranscriptSourceLines.keptLines(text)
            guard timed else { return CueText(text: kept, speaker: speaker) }
            let words = chunks.compactMap { chunk -> CueText.CueWord? in
                let words = String(decoding: chunk.text, as: UTF8.self).split(whereSeparator: { $0.isWhitespace })
                return words.isEmpty ? nil : CueText.CueWord(text: words.joined(separator: " "), start: chunk.start)
            }
            return CueText(text: kept, speaker: speaker, words: words.isEmpty ? nil : words)
        }
    }
}
