/// The two transcript formats the daemon reads.
public enum TranscriptFormat: Equatable, Sendable {
    /// WebVTT (`.vtt`): starts with "WEBVTT".
    case webVTT
    /// SubRip (`.srt`): numbered cues with `hh:mm:ss,mmm --> hh:mm:ss,mmm` timings.
    case subRip

    /// The format of `bytes`, read from `path`.
    ///
    /// Content starting with "WEBVTT" (after an optional byte order mark) is WebVTT; otherwise a path
    /// ending in `.srt` (any case), or content whose first non-blank line is a number, is SubRip.
    /// A file with nothing but white space is taken by its name, so that parsing it says it has no cues.
    /// Throws if the first non-blank line is not text, or if the content fits neither format.
    public static func detect(_ bytes: [UInt8], path: String) throws(TranscriptError) -> TranscriptFormat {
        let content = bytes.starts(with: TranscriptSourceLines.byteOrderMark)
            ? bytes.dropFirst(TranscriptSourceLines.byteOrderMark.count) : bytes[...]
        if content.starts(with: "WEBVTT".utf8) { return .webVTT }
        if path.lowercased().hasSuffix(".srt") { return .subRip }
        let lines = TranscriptSourceLines(bytes, name: path)
        for number in stride(from: 1, through: lines.count, by: 1) {
            let line = try lines.text(ofLine: number)
            if TranscriptSourceLines.isBlank(line) { continue }
            if TranscriptSourceLines.isNumber(line) { return .subRip }
            throw .neitherFormat(path)
        }
        return .webVTT
    }
}
