import ListenProtocol

/// A transcript as a file: WebVTT, SubRip or plain text (``TranscriptExportFormat``).
///
/// Cues are written in the order of their starts (lines that overlap keep their times, and lines
/// that start together their order). In WebVTT a cue is named by its line number, a speaker is a
/// voice span (`<v Anna>`), a line with word times has a timestamp tag before every word after
/// the first (`Good <00:00:01.200>morning`), and `&`, `<` and `>` are written `&amp;`, `&lt;` and
/// `&gt;`; SubRip numbers its cues from 1 and puts the speaker before the words ("Anna: …"), as
/// plain text does, which has one line per cue. Empty lines inside a cue's text, which would end
/// it, are left out, and so are control characters (as ``TerminalText`` leaves them out).
public enum TranscriptExport {
    /// `lines` as a file in `format`, ending in a newline.
    public static func text(_ lines: [TranscriptLine], as format: TranscriptExportFormat) -> String {
        let ordered = lines.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map { cleaned($0.element) }
        switch format {
        case .vtt:
            return "WEBVTT\n" + ordered.map { line in
                "\n\(line.index)\n\(vttTime(line.start)) --> \(vttTime(line.end))\n" + vttText(line) + "\n"
            }.joined()
        case .srt:
            return ordered.enumerated().map { number, line in
                "\(number + 1)\n\(srtTime(line.start)) --> \(srtTime(line.end))\n" + spoken(line, lines: textLines(line.text)) + "\n"
            }.joined(separator: "\n")
        case .txt:
            return ordered.map { spoken($0, lines: [textLines($0.text).joined(separator: " ")]) + "\n" }.joined()
        }
    }

    /// `hh:mm:ss.ttt`, to the millisecond.
    public static func vttTime(_ seconds: Double) -> String {
        clock(seconds, separator: ".")
    }

    /// `hh:mm:ss,mmm`, to the millisecond.
    public static func srtTime(_ seconds: Double) -> String {
        clock(seconds, separator: ",")
    }

    private static func clock(_ seconds: Double, separator: String) -> String {
        let total = seconds.isFinite && seconds > 0 ? Int((seconds * 1000).rounded()) : 0
        let hours = total / 3_600_000, minutes = total / 60_000 % 60, whole = total / 1000 % 60, milliseconds = total % 1000
        func padded(_ value: Int, _ digits: Int) -> String {
            let text = "\(value)"
            return String(repeating: "0", count: max(0, digits - text.count)) + text
        }
        return "\(padded(hours, 2)):\(padded(minutes, 2)):\(padded(whole, 2))\(separator)\(padded(milliseconds, 3))"
    }

    /// `line` without control characters (``TerminalText``), its text keeping its line breaks.
    private static func cleaned(_ line: TranscriptLine) -> TranscriptLine {
        var line = line
        line.text = TerminalText.lines(line.text)
        line.speaker = line.speaker.map(TerminalText.line)
        line.words = line.words?.map { word in
            var word = word
            word.text = TerminalText.line(word.text)
            return word
        }
        return line
    }

    /// "Anna: " before the first of `lines` when the line has a speaker, the lines joined by newlines.
    private static func spoken(_ line: TranscriptLine, lines: [String]) -> String {
        guard let speaker = line.speaker, !speaker.isEmpty else { return lines.joined(separator: "\n") }
        return "\(speaker): " + lines.joined(separator: "\n")
    }

    /// The lines of `text` that are not empty, without carriage returns.
    private static func textLines(_ text: String) -> [String] {
        text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
            .map(String.init).filter { !$0.allSatisfy(\.isWhitespace) }
    }

    /// A WebVTT cue's text: escaped, its voice, and its word times when it has them.
    private static func vttText(_ line: TranscriptLine) -> String {
        let voice = line.speaker.flatMap { $0.isEmpty ? nil : "<v \(MarkupEscaping.escaped($0))>" } ?? ""
        guard let words = line.words, !words.isEmpty else {
            return voice + textLines(line.text).map(MarkupEscaping.escaped).joined(separator: "\n")
        }
        // The tags go where the words are in the text, keeping its line breaks; words not found
        // there in order are written one after another instead.
        let text = textLines(line.text).joined(separator: "\n")
        var result = ""
        var rest = Substring(text)
        for (index, word) in words.enumerated() {
            guard !word.text.isEmpty, let found = rest.firstRange(of: word.text) else {
                let tagged = words.enumerated().map { ($0.offset == 0 ? "" : "<\(vttTime($0.element.start))>") + MarkupEscaping.escaped($0.element.text) }
                return voice + tagged.joined(separator: " ")
            }
            result += MarkupEscaping.escaped(String(rest[..<found.lowerBound]))
            if index > 0 { result += "<\(vttTime(word.start))>" }
            result += MarkupEscaping.escaped(String(rest[found]))
            rest = rest[found.upperBound...]
        }
        return voice + result + MarkupEscaping.escaped(String(rest))
    }
}
