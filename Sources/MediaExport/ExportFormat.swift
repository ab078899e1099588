import ListenEngine

/// What a file is written as: the container its name's extension names (MP3 without one), at
/// the recording's sample rate, with its channels — mixed down to mono when the container
/// takes fewer (an MP3 of a 5.1 video).
struct ExportFormat: Equatable {
    let container: AudioContainer
    let format: PCMFormat

    init(for path: String, from source: PCMFormat) throws(MediaExportError) {
        guard let container = AudioContainer(fileName: path) else { throw .unsupportedFormat(path) }
        self.container = container
        let channels = source.channels <= container.maximumChannels ? source.channels : 1
        format = PCMFormat(sampleRate: source.sampleRate, channels: channels)
    }
}
