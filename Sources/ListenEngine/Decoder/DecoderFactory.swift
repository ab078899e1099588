/// Opens the right decoder for a source by looking at its content.
public enum DecoderFactory {
    /// A decoder positioned at the start of `source`, or an error naming the source and the reason.
    public static func open(_ source: AudioSource) throws(AudioError) -> AudioDecoder {
        switch try ContainerSniffer.kind(of: source) {
        case .mpeg: return try MPG123Decoder(source: source)
        case .sndfile: return try SndFileDecoder(source: source)
        }
    }
}
