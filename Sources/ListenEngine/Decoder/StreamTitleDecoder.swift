/// A decoder that reads what a live stream plays now from the stream itself (Ogg Vorbis
/// comments), rather than from the source's ICY metadata.
public protocol StreamTitleDecoder: AudioDecoder {
    /// The title of the part of the stream read last, without control characters; nil when it has none.
    var streamTitle: String? { get }
}

extension AudioDecoder {
    /// The live title to show: the stream's own title when the decoder reads one, else the
    /// title `source` announces (ICY `StreamTitle`).
    func streamTitle(over source: AudioSource) -> String? {
        (self as? any StreamTitleDecoder)?.streamTitle ?? source.streamTitle
    }
}
