import ListenEngine
/// The codec of an Ogg stream, recognised from the first packet of its first page.
enum OggCodec: Equatable {
    case vorbis
    case opus
    /// FLAC, Speex or anything else in an Ogg container.
    case other

    /// The codec of the Ogg stream at the start of `source` (which must begin with `OggS`).
    static func of(_ source: AudioSource) throws(AudioError) -> OggCodec {
        // Page header: 27 bytes, then one lacing byte per segment, then the first packet.
        let header = try source.bytes(at: 0, count: 27)
        guard header.count == 27 else { return .other }
        let packet = try source.bytes(at: 27 + Int64(header[26]), count: 8)
        if packet.starts(with: [0x01] + Array("vorbis".utf8)) { return .vorbis }
        if packet.starts(with: Array("OpusHead".utf8)) { return .opus }
        return .other
    }
}
