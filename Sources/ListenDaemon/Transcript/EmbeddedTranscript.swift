import ListenEngine

/// The transcript of a subtitle track inside a recording, from the cues a ``SubtitleReader``
/// read: each cue's text cleaned as its format says (SubRip and WebVTT markup, ASS override tags
/// and drawings; plain text only of control characters), cues left without words dropped, the
/// rest sorted by start and checked as a file's cues are; WebVTT cues keep their word times, and
/// rolling captions are cleaned as in a file. Messages name the track (`name`) and
/// the cue (its place in the track, from 1).
enum EmbeddedTranscript {
    static func transcript(of cues: [SubtitleCue], format: SubtitleTextFormat, name: String) -> Transcript {
        if format == .ass {
            let events = cues.enumerated().map { offset, cue in assEvent(cue, number: offset + 1) }
            return ASSParser.transcript(of: events, name: name, unit: "cue")
        }
        var collection = CueCollection(name: name, unit: "cue")
        for (offset, cue) in cues.enumerated() {
            collection.append(start: cue.start, end: cue.end, timingLine: offset + 1, text: cueText(cue, format: format))
        }
        if format == .webVTT, RollingCaptions.isRolling(collection.read) {
            return collection.transcript(of: RollingCaptions.clean(collection.read))
        }
        return collection.transcript()
    }

    /// The words of a SubRip, WebVTT or plain cue.
    private static func cueText(_ cue: SubtitleCue, format: SubtitleTextFormat) -> CueText {
        let lines = cue.text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
        switch format {
        case .subRip: return CueText(lines: lines.map { SubRipParser.withoutOverrideTags(String($0)) })
        case .webVTT: return WebVTTCueText.parse(lines, start: cue.start, end: cue.end)
        case .plain, .ass:
            let kept = lines.map { CueText.withoutControlCharacters($0) }
            return CueText(text: kept.map { TranscriptSourceLines.trimmed($0) }.filter { !$0.isEmpty }.joined(separator: "\n"), speaker: nil)
        }
    }

    /// An event of an embedded ASS track: the packet holds `ReadOrder,Layer,Style,Name,MarginL,
    /// MarginR,MarginV,Effect,Text` (older muxers wrote a whole `Dialogue:` line); the times are the packet's.
    private static func assEvent(_ cue: SubtitleCue, number: Int) -> ASSParser.Event {
        var body = cue.text[...]
        var format = ASSParser.embeddedFormat
        if body.hasPrefix("Dialogue:") {
            body = body.dropFirst("Dialogue:".count)
            format = ASSParser.standardFormat
        }
        let fields = body.split(separator: ",", maxSplits: format.count - 1, omittingEmptySubsequences: false)
        let text = fields.count == format.count ? fields[fields.count - 1] : body
        let name = fields.count == format.count ? format.firstIndex(of: "name").map { ASSText.clean(fields[$0]) } : nil
        return ASSParser.Event(start: cue.start, end: cue.end, text: ASSText.clean(text),
                               speaker: name?.isEmpty == false ? name : nil, line: number)
    }
}
