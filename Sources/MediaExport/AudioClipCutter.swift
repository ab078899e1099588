import ListenAdapters
import ListenEngine

/// Cuts spans of a local recording out as audio files, exactly at their times.
///
/// The recording is opened with listend's own decoders (MP3, WAV, FLAC, Ogg, M4A, WebM, video
/// files …), whose seeking is sample-exact: a clip of the span from `start` to `end` begins at
/// the frame nearest `start − padding` and holds `(end − start + 2·padding) × rate` frames,
/// rounded — less where the padding would reach past the recording's start or end. A clip keeps
/// the recording's sample rate and channels (mixed down to mono for an MP3 of more than two),
/// and is written as the destination's extension says: `.mp3` (also without an extension),
/// `.wav`, `.flac` or `.ogg`.
///
/// ```swift
/// let cutter = AudioClipCutter(padding: 0.2)
/// let clip = try cutter.cut(ClipRange(start: 5, end: 7), from: "/music/talk.mp3", to: "/tmp/line-3.mp3")
/// // clip.duration == 2.4
/// ```
public struct AudioClipCutter: Sendable {
    /// Seconds added before and after every span.
    public var padding: Double
    private let decoders: any AudioDecoders
    private let writers: any AudioFileWriters

    public init(padding: Double = 0, decoders: any AudioDecoders = LibraryDecoders(), writers: any AudioFileWriters = SndFileWriters()) {
        self.padding = max(0, padding)
        self.decoders = decoders
        self.writers = writers
    }

    /// Cuts `range` of the recording at `source` (a local file) into a new file at `destination`.
    public func cut(_ range: ClipRange, from source: String, to destination: String) throws(MediaExportError) -> ExportedAudio {
        try cut([ClipRequest(range, to: destination)], from: source)[0]
    }

    /// Cuts every clip of `requests` from the recording at `source`, opened once, in the order
    /// given; returns the files written, in that order. When one fails, the ones before it stay
    /// written and nothing is left of it or those after it.
    public func cut(_ requests: [ClipRequest], from source: String) throws(MediaExportError) -> [ExportedAudio] {
        guard !requests.isEmpty else { throw .noLines }
        let recording = try OpenedRecording(path: source, decoders: decoders)
        var written: [ExportedAudio] = []
        for request in requests {
            let span = request.range.padded(by: padding, within: recording.duration)
            guard span.length > 0, request.range.start < recording.duration else {
                throw .outsideRecording(request.range, recording.duration)
            }
            written.append(try recording.export([span], to: request.destination, writers: writers))
        }
        return written
    }
}
