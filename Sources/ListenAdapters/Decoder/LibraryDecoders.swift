import ListenEngine

/// The decoders of Debian's audio libraries — libmpg123 for MP3, libsndfile for WAV, FLAC, Ogg
/// Vorbis and Opus, libvorbisfile for live Ogg Vorbis, FFmpeg for everything else (M4A/M4B/MP4,
/// WebM/Matroska, MOV, AVI, WMA …) — chosen by the source's content.
public struct LibraryDecoders: AudioDecoders {
    public init() {}

    /// An MP3 is named from its first bytes (opening it would scan the whole file); FFmpeg's
    /// files from their headers and first packet; the others by opening them.
    public func describe(_ source: AudioSource) throws(AudioError) -> MediaInfo {
        switch try ContainerSniffer.kind(of: source) {
        case .mpeg: return MediaInfo(container: "MP3", codec: "MP3")
        case .ffmpeg: return try FFmpegDecoder.describe(source)
        case .sndfile:
            let decoder = try open(source)
            defer { decoder.close() }
            return decoder.media
        }
    }

    public func open(_ source: AudioSource) throws(AudioError) -> AudioDecoder {
        switch try ContainerSniffer.kind(of: source) {
        case .mpeg: return try MPG123Decoder(source: source)
        case .ffmpeg:
            // Live AAC (ADTS) radio would need FFmpeg to read a stream with no end; not yet.
            guard !source.isLive else {
                throw AudioError("Cannot play \(source.name): it is a live stream in a format other than MP3 or Ogg Vorbis; only those live streams are supported.")
            }
            return try FFmpegDecoder(source: source)
        case .sndfile:
            guard source.isLive else { return try SndFileDecoder(source: source) }
            // libsndfile reads an Ogg (and needs the length of any file) on open: a stream with
            // no end would never open. libvorbisfile reads a live Ogg Vorbis stream as it comes.
            let isOgg = try source.bytes(at: 0, count: 4) == Array("OggS".utf8)
            switch isOgg ? try OggCodec.of(source) : .other {
            case .vorbis:
                return try VorbisStreamDecoder(source: source)
            case .opus:
                throw AudioError("Cannot play \(source.name): live Ogg Opus streams are not supported; only MP3 and Ogg Vorbis live streams are.")
            case .other:
                throw AudioError("Cannot play \(source.name): it is a live stream in a format other than MP3 or Ogg Vorbis; only those live streams are supported.")
            }
        }
    }
}
