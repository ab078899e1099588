/// Opens the right decoder for a source by looking at its content.
public enum DecoderFactory {
    /// A decoder positioned at the start of `source`, or an error naming the source and the reason.
    public static func open(_ source: AudioSource) throws(AudioError) -> AudioDecoder {
        switch try ContainerSniffer.kind(of: source) {
        case .mpeg: return try MPG123Decoder(source: source)
        case .sndfile:
            // libsndfile reads an Ogg (and needs the length of any file) on open: a stream with
            // no end would never open.
            guard !source.isLive else {
                throw AudioError("Cannot play \(source.name): it is a live stream in a format other than MP3; only MP3 live streams are supported.")
            }
            return try SndFileDecoder(source: source)
        }
    }
}
