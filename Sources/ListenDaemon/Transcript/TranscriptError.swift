/// Why a transcript cannot be used: one plain sentence that names the file and, where it helps, the line.
public struct TranscriptError: Error, Equatable, Sendable, CustomStringConvertible {
    public let message: String

    init(_ message: String) {
        self.message = message
    }

    public var description: String { message }

    /// A problem at one line of the file `name`: "<name>, line <n>: <problem>." (`unit` names
    /// what `line` counts: "cue" for an embedded track.)
    static func at(_ name: String, line: Int, unit: String = "line", _ problem: String) -> TranscriptError {
        TranscriptError("\(name), \(unit) \(line): \(problem).")
    }

    static func noCues(_ name: String) -> TranscriptError {
        TranscriptError("\(name) has no cues.")
    }

    static func notUTF8(_ name: String, line: Int) -> TranscriptError {
        at(name, line: line, "the file is not UTF-8 text")
    }

    static func nulByte(_ name: String, line: Int) -> TranscriptError {
        at(name, line: line, "the file holds a NUL byte, so it is binary, not text")
    }

    static func notATimestamp(_ token: Substring, hint: String, _ name: String, line: Int) -> TranscriptError {
        at(name, line: line, "\(quoted(token)) is not a timestamp (use \(hint))")
    }

    static func blockWithoutTiming(example: String, _ name: String, line: Int) -> TranscriptError {
        at(name, line: line, "this block has no timing line such as \"\(example)\" (a cue is an optional identifier line, its timing line and its text)")
    }

    static func numberWithoutTiming(example: String, _ name: String, line: Int) -> TranscriptError {
        at(name, line: line, "this cue number is not followed by a timing line such as \"\(example)\"")
    }

    static func neitherNumberNorTiming(_ found: String, example: String, _ name: String, line: Int) -> TranscriptError {
        at(name, line: line, "expected a cue number or a timing line such as \"\(example)\", not \(quoted(found))")
    }

    static func endNotAfterStart(start: Int, end: Int, _ name: String, line: Int, unit: String = "line") -> TranscriptError {
        at(name, line: line, unit: unit, "this cue ends at \(seconds(end)) s, which is not after its start (\(seconds(start)) s)")
    }

    static func startsBeforePreviousEnds(start: Int, previousEnd: Int, _ name: String, line: Int, unit: String = "line") -> TranscriptError {
        at(name, line: line, unit: unit, "this cue starts at \(seconds(start)) s, before the previous one ends (\(seconds(previousEnd)) s)")
    }

    static func neitherFormat(_ name: String) -> TranscriptError {
        TranscriptError("\(name) is neither WebVTT (it must start with \"WEBVTT\"), SubRip, ASS/SSA (starting with \"[Script Info]\") nor a JSON transcript.")
    }

    static func missing(_ path: String) -> TranscriptError {
        TranscriptError("No transcript at \(path).")
    }

    static func cannotOpen(_ path: String, reason: String) -> TranscriptError {
        TranscriptError("The transcript \(path) cannot be opened (\(reason)).")
    }

    static func notRegularFile(_ path: String) -> TranscriptError {
        TranscriptError("The transcript \(path) is not a regular file.")
    }

    static func tooBig(_ path: String, size: Int, maximumSize: Int) -> TranscriptError {
        TranscriptError("The transcript \(path) is \(size) bytes; transcripts may be at most \(maximumSize) bytes (10 MB).")
    }

    static func unreadable(_ path: String, reason: String) -> TranscriptError {
        TranscriptError("The transcript \(path) cannot be read (\(reason)).")
    }

    /// Milliseconds as seconds with three decimals: 4000 → "4.000".
    static func seconds(_ milliseconds: Int) -> String {
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
    }

    /// Text from the file in quotes for a message: at most 40 characters, control characters shown as U+FFFD.
    static func quoted(_ text: some StringProtocol) -> String {
        var shown = String.UnicodeScalarView()
        for scalar in text.prefix(40).unicodeScalars {
            shown.append(CueText.isControl(scalar) ? "\u{FFFD}" : scalar)
        }
        return "\"\(String(shown))\(text.count > 40 ? "…" : "")\""
    }
}
