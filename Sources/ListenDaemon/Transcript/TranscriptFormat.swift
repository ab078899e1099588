/// The transcript formats the daemon reads.
public enum TranscriptFormat: Equatable, Sendable {
    /// WebVTT (`.vtt`): starts with "WEBVTT".
    case webVTT
    /// SubRip (`.srt`): numbered cues with `hh:mm:ss,mmm --> hh:mm:ss,mmm` timings.
    case subRip
    /// ASS or SSA (`.ass`, `.ssa`): a `[Script Info]` section and `Dialogue:` events.
    case ass

    /// The format of `bytes`, read from `path`.
    ///
    /// Content starting with "WEBVTT" (after an optional byte order mark) is WebVTT; content whose
    /// first non-blank line is `[Script Info]` (any case), or a path ending in `.ass` or `.ssa`, is
    /// ASS/SSA; otherwise a path ending in `.srt` (any case), or content whose first non-blank line
    /// is a number, is SubRip.
    /// A file with nothing but white space is taken by its name, so that parsing it says it has no cues.
    /// Throws if the first non-blank line is not text, or if the content fits neither format.
    public static func detect(_ bytes: [UInt8], path: String) throws(TranscriptError) -> TranscriptFormat {
        let content = bytes.starts(with: TranscriptSourceLines.byteOrderMark)
            ? bytes.dropFirst(TranscriptSourceLines.byteOrderMark.count) : bytes[...]
        if content.starts(with: "WEBVTT".utf8) { return .webVTT }
        let lowerPath = path.lowercased()
        if lowerPath.hasSuffix(".ass") || lowerPath.hasSuffix(".ssa") { return .ass }
        let lines = TranscriptSourceLines(bytes, name: path)
        for number in stride(from: 1, through: lines.count, by: 1) {
            let line = try lines.text(ofLine: number)
            if TranscriptSourceLines.isBlank(line) { continue }
            if TranscriptSourceLines.trimmed(line).lowercased() == "[script info]" { return .ass }
            if lowerPath.hasSuffix(".srt") { return .subRip }
            if TranscriptSourceLines.isNumber(line) { return .subRip }
            throw .neitherFormat(path)
        }
        return lowerPath.hasSuffix(".srt") ? .subRip : .webVTT
    }
}
