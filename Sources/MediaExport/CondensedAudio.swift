import ListenAdapters
import ListenEngine

/// A recording's lines joined into one file without the silences between them (subs2srs's
/// "condensed audio"), for listening to a recording's speech in less time.
///
/// Each span is widened by `padding` on both sides; spans that then overlap or touch are joined,
/// so that no moment is heard twice; they are written in the recording's order, each cut as
/// exactly as ``AudioClipCutter`` cuts. The file's length is the sum of the joined spans'
/// lengths (to a frame each).
///
/// ```swift
/// let file = try CondensedAudio(padding: 0.1).write(lineRanges, from: "/music/talk.mp3", to: "/tmp/talk-condensed.mp3")
/// ```
public struct CondensedAudio: Sendable {
    /// Seconds added before and after every line.
    public var padding: Double
    private let decoders: any AudioDecoders
    private let writers: any AudioFileWriters

    public init(padding: Double = 0, decoders: any AudioDecoders = LibraryDecoders(), writers: any AudioFileWriters = SndFileWriters()) {
        self.padding = max(0, padding)
        self.decoders = decoders
        self.writers = writers
    }

    /// The spans as they will be joined for a recording of `duration` seconds: padded, kept
    /// within it, sorted, overlapping and touching ones made one.
    public func joinedSpans(of ranges: [ClipRange], duration: Double) -> [ClipRange] {
        ClipRange.merged(ranges.map { $0.padded(by: padding, within: duration) })
    }

    /// Writes the spans `ranges` of the recording at `source` (a local file), joined, into a new
    /// file at `destination` (`.mp3` unless its extension says `.wav`, `.flac` or `.ogg`).
    public func write(_ ranges: [ClipRange], from source: String, to destination: String) throws(MediaExportError) -> ExportedAudio {
        guard !ranges.isEmpty else { throw .noLines }
        let recording = try OpenedRecording(path: source, decoders: decoders)
        let spans = joinedSpans(of: ranges, duration: recording.duration)
        guard !spans.isEmpty else { throw .outsideRecording(ranges[0], recording.duration) }
        return try recording.export(spans, to: destination, writers: writers)
    }
}
