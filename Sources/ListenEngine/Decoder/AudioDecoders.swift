/// Opens the decoder that reads a source, chosen by the source's content (the adapters know
/// which libraries there are; the player only asks).
public protocol AudioDecoders: Sendable {
    /// A decoder positioned at the start of `source`, or an error naming the source and the reason.
    func open(_ source: AudioSource) throws(AudioError) -> AudioDecoder
    /// The container and codec of `source`, as cheaply as the decoders allow.
    func describe(_ source: AudioSource) throws(AudioError) -> MediaInfo
}

extension AudioDecoders {
    /// By default the decoder is opened and closed.
    public func describe(_ source: AudioSource) throws(AudioError) -> MediaInfo {
        let decoder = try open(source)
        defer { decoder.close() }
        return decoder.media
    }
}
