/// A file format `learnctl transcript --export` writes a transcript in (see ``TranscriptExport``).
public enum TranscriptExportFormat: String, CaseIterable, Sendable {
    /// WebVTT: voices as `<v Name>`, word times as timestamp tags.
    case vtt
    /// SubRip: numbered cues, the speaker before the words.
    case srt
    /// Plain text: one line per cue, the speaker before the words.
    case txt
}
