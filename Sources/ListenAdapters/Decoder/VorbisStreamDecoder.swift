import CVorbisFile
#if canImport(Glibc)
import Glibc
#endif
import ListenEngine

/// A live Ogg Vorbis stream (Icecast) through libvorbisfile, reading the `AudioSource` as it comes.
///
/// libvorbisfile is given no seek callback, so it treats the stream as unseekable and never reads
/// ahead to an end the stream does not have. A chained stream (a new logical bitstream per song)
/// plays on from link to link; each link's `TITLE` (with `ARTIST`: "ARTIST - TITLE") Vorbis
/// comment becomes the stream title. A link with another sample rate or channel count than the
/// first is an error. No duration, no seeking.
final class VorbisStreamDecoder: LengthRefiningDecoder, StreamTitleDecoder {
    let format: PCMFormat
    let duration = 0.0
    let durationKind = DurationKind.live
    let media = MediaInfo(container: "Ogg", codec: "Vorbis")
    private(set) var streamTitle: String?
    private let file: UnsafeMutablePointer<OggVorbis_File>
    private let cursor: SourceCursor
    /// libvorbisfile's number for the link read last; it grows by one at each new link.
    private var link: Int32 = -1
    private var closed = false
    /// A link that cannot be played, met after frames of the previous link were read; thrown by the next `read`.
    private var linkFailure: AudioError?
    private var name: String { cursor.source.name }

    init(source: AudioSource) throws(AudioError) {
        cursor = SourceCursor(source: source)
        file = .allocate(capacity: 1)
        let callbacks = ov_callbacks(read_func: vorbisReadCallback, seek_func: nil, close_func: nil, tell_func: nil)
        let opened = ov_open_callbacks(Unmanaged.passUnretained(cursor).toOpaque(), file, nil, 0, callbacks)
        guard opened == 0 else {
            // On failure libvorbisfile has already released what it allocated.
            file.deallocate()
            throw cursor.failure ?? AudioError("Cannot play \(source.name): \(Self.describe(opened)).")
        }
        do throws(AudioError) {
            format = try Self.format(of: file, name: source.name)
        } catch {
            ov_clear(file)
            file.deallocate()
            throw error
        }
        streamTitle = Self.title(of: file)
    }

    func refineDuration(atEnd: Bool) {}

    func read(into buffer: UnsafeMutableBufferPointer<Float>) throws(AudioError) -> Int {
        if let linkFailure { throw linkFailure }
        let channels = format.channels
        let capacity = buffer.count / channels
        var filled = 0
        while filled < capacity {
            var pcm: UnsafeMutablePointer<UnsafeMutablePointer<Float>?>?
            var current: Int32 = 0
            let result = ov_read_float(file, &pcm, Int32(capacity - filled), &current)
            if result == Int(OV_HOLE) { continue }
            if result < 0 {
                throw cursor.failure ?? AudioError("Cannot decode \(name): \(Self.describe(Int32(result))).")
            }
            if result == 0 {
                if let failure = cursor.failure { throw failure }
                break
            }
            if current != link {
                do throws(AudioError) {
                    try enterLink(current)
                } catch {
                    // The frames already read of the previous link still play.
                    guard filled == 0 else {
                        linkFailure = error
                        break
                    }
                    throw error
                }
            }
            guard let pcm else { break }
            for frame in 0..<result {
                for channel in 0..<channels {
                    buffer[(filled + frame) * channels + channel] = pcm[channel]![frame]
                }
            }
            filled += result
        }
        return filled
    }

    /// Checks a new link's format against the first one and takes its title.
    private func enterLink(_ current: Int32) throws(AudioError) {
        let first = link < 0
        link = current
        guard !first else { return }
        let linkFormat = try Self.format(of: file, name: name)
        guard linkFormat == format else {
            throw AudioError("Cannot play \(name) on: the stream changed from \(format) to \(linkFormat), which is not supported.")
        }
        streamTitle = Self.title(of: file)
    }

    func seek(to seconds: Double) throws(AudioError) {
        throw AudioError("Cannot seek in \(name): it is a live stream.")
    }

    func close() {
        guard !closed else { return }
        closed = true
        ov_clear(file)
        file.deallocate()
    }

    /// The current link's format, checked to be playable.
    private static func format(of file: UnsafeMutablePointer<OggVorbis_File>, name: String) throws(AudioError) -> PCMFormat {
        guard let info = ov_info(file, -1) else {
            throw AudioError("Cannot play \(name): the Vorbis stream has no header.")
        }
        return try PCMFormat.playable(sampleRate: info.pointee.rate, channels: Int(info.pointee.channels), of: name)
    }

    /// "ARTIST - TITLE" from the current link's Vorbis comments, either alone when the other is
    /// missing, without control characters; nil when neither is there.
    private static func title(of file: UnsafeMutablePointer<OggVorbis_File>) -> String? {
        guard let comments = ov_comment(file, -1) else { return nil }
        func value(_ tag: String) -> String? {
            guard let text = vorbis_comment_query(comments, tag, 0) else { return nil }
            let cleaned = ICYMetadataReader.withoutControlCharacters(String(cString: text))
            return cleaned.isEmpty ? nil : cleaned
        }
        switch (value("ARTIST"), value("TITLE")) {
        case let (artist?, title?): return "\(artist) - \(title)"
        case let (nil, title?): return title
        case let (artist?, nil): return artist
        case (nil, nil): return nil
        }
    }

    private static func describe(_ code: Int32) -> String {
        switch code {
        case OV_EREAD: return "the stream could not be read"
        case OV_ENOTVORBIS: return "it is not an Ogg Vorbis stream"
        case OV_EVERSION: return "its Vorbis version is not supported"
        case OV_EBADHEADER: return "its Vorbis header is damaged"
        case OV_EBADLINK: return "a link of the chained stream is damaged"
        case OV_EFAULT: return "libvorbisfile failed internally"
        default: return "libvorbisfile error \(code)"
        }
    }
}

private func vorbisReadCallback(_ buffer: UnsafeMutableRawPointer?, _ size: Int, _ count: Int, _ datasource: UnsafeMutableRawPointer?) -> Int {
    let cursor = Unmanaged<SourceCursor>.fromOpaque(datasource!).takeUnretainedValue()
    let wanted = size * count
    guard wanted > 0 else { return 0 }
    let n = cursor.read(into: UnsafeMutableRawBufferPointer(start: buffer, count: wanted))
    guard n >= 0 else {
        errno = EIO
        return 0
    }
    return n / size
}
