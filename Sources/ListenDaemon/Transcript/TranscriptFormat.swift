/// The transcript formats the daemon reads.
public enum TranscriptFormat: Equatable, Sendable {
    /// WebVTT (`.vtt`): starts with "WEBVTT".
    case webVTT
    /// SubRip (`.srt`): cues with `hh:mm:ss,mmm --> hh:mm:ss,mmm` timings.
    case subRip
    /// ASS or SSA (`.ass`, `.ssa`): a `[Script Info]` section and `Dialogue:` events.
    case ass
    /// A Podcasting 2.0 JSON transcript (`.json`): `{"version", "segments": […]}`.
    case podcastJSON

    /// The format of the UTF-8 text `bytes` (a byte order mark is skipped), read from `path`.
    ///
    /// Content starting with "WEBVTT" is WebVTT; content whose first non-blank line is
    /// `[Script Info]` (any case), or a path ending in `.ass` or `.ssa`, is ASS/SSA; content whose
    /// first non-blank character is `{`, or a path ending in `.json`, is a JSON transcript;
    /// otherwise content whose first non-blank line is a number or a timing line, or a path ending
    /// in `.srt` (any case), is SubRip, and any other `.vtt` file is WebVTT (which its missing
    /// signature then rejects). A file with nothing but white space is taken by its name, so that
    /// parsing it says it has no cues (or, for WebVTT, that it is empty).
    /// Throws if the content fits no format.
    public static func detect(_ bytes: [UInt8], path: String) throws(TranscriptError) -> TranscriptFormat {
        if bytes.starts(with: TranscriptSourceLines.byteOrderMark) {
            return try detect(Array(bytes.dropFirst(TranscriptSourceLines.byteOrderMark.count)), path: path)
        }
        if bytes.starts(with: "WEBVTT".utf8) { return .webVTT }
        let lowerPath = path.lowercased()
        if lowerPath.hasSuffix(".ass") || lowerPath.hasSuffix(".ssa") { return .ass }
        if lowerPath.hasSuffix(".json") || bytes.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) == UInt8(ascii: "{") {
            return .podcastJSON
        }
        let lines = TranscriptSourceLines(bytes, name: path)
        if lowerPath.hasSuffix(".vtt") {
            // Whatever it holds, unless it is SubRip by its content: only the signature rejects a WebVTT file.
            let first = (1...max(1, lines.count)).lazy.compactMap { number -> String? in
                guard number <= lines.count, let line = try? lines.text(ofLine: number) else { return nil }
                return TranscriptSourceLines.isBlank(line) ? nil : line
            }.first
            return first.map { TranscriptSourceLines.isNumber($0) || SubRipParser.isTimingLine($0) } == true ? .subRip : .webVTT
        }
        for number in stride(from: 1, through: lines.count, by: 1) {
            let line = try lines.text(ofLine: number)
            if TranscriptSourceLines.isBlank(line) { continue }
            if TranscriptSourceLines.trimmed(line).lowercased() == "[script info]" { return .ass }
            if lowerPath.hasSuffix(".srt") || TranscriptSourceLines.isNumber(line) || SubRipParser.isTimingLine(line) { return .subRip }
            throw .neitherFormat(path)
        }
        return lowerPath.hasSuffix(".srt") ? .subRip : .webVTT
    }
}
