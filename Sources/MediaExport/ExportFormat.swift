import ListenEngine

/// What a file is written as: the container its name's extension names (MP3 without one), at
/// the recording's sample rate, with its channels — mixed down to mono when the container
/// takes fewer (an MP3 of a 5.1 video).
public struct ExportFormat: Equatable, Sendable {
    public let container: AudioContainer
    public let format: PCMFormat

    /// Whether a file named `path` can be written: its extension is `.mp3`, `.wav`, `.flac` or
    /// `.ogg` (any case), or it has none (MP3).
    public static func canWrite(_ path: String) -> Bool {
        AudioContainer(fileName: path) != nil
    }

    /// The extensions that can be written, as a message lists them: `.mp3, .wav, .flac, .ogg`.
    public static var extensionsText: String { AudioContainer.extensionsText }

    /// The format of a file written at `path` from a recording in `source`'s format.
    public init(for path: String, from source: PCMFormat) throws(MediaExportError) {
        guard let container = AudioContainer(fileName: path) else { throw .unsupportedFormat(path) }
        self.container = container
        let channels = source.channels <= container.maximumChannels ? source.channels : 1
        format = PCMFormat(sampleRate: source.sampleRate, channels: channels)
    }
}
