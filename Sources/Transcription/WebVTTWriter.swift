import Foundation
import ListenClient

/// Writes made lines as WebVTT with a timestamp tag before each word after the first
/// (`Hello <00:00:01.500>there`), which listend reads as word times.
public enum WebVTTWriter {
    /// The note that marks a file as made by `learnctl transcribe`, so that it may be made again.
    public static let marker = "NOTE learnctl transcribe"

    /// The file's text; `note` (one line) follows the marker.
    public static func document(_ lines: [MadeLine], language: String?, note: String) -> String {
        var out = "WEBVTT\n"
        if let language, !language.isEmpty { out += "Language: \(language)\n" }
        out += "\n\(marker): \(note.replacingNewlines)\n"
        for (index, line) in lines.enumerated() {
            out += "\n\(index + 1)\n\(timestamp(line.start)) --> \(timestamp(line.end))\n"
            for (position, word) in line.words.enumerated() {
                if position > 0 { out += " <\(timestamp(max(word.start, line.start)))>" }
                out += MarkupEscaping.escaped(word.text)
            }
            out += "\n"
        }
        return out
    }

    /// `hh:mm:ss.ttt`.
    static func timestamp(_ seconds: Double) -> String {
        let milliseconds = max(0, Int((seconds * 1000).rounded()))
        let h = milliseconds / 3_600_000, m = milliseconds / 60_000 % 60, s = milliseconds / 1000 % 60, ms = milliseconds % 1000
        return "\(pad(h, 2)):\(pad(m, 2)):\(pad(s, 2)).\(pad(ms, 3))"
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }
}

extension String {
    fileprivate var replacingNewlines: String {
        String(map { $0.isNewline ? " " : $0 }).replacingOccurrences(of: "-->", with: "->")
    }
}
