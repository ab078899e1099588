import CMPG123
#if canImport(Glibc)
import Glibc
#endif
import ListenEngine

/// MP3 through libmpg123, reading the `AudioSource` with custom I/O.
///
/// Gapless and quiet. A local file is fully scanned on open, so the duration and every seek are
/// exact even for VBR files without a Xing/LAME header. A remote source is never scanned (that
/// would read the whole download before the first sound): with a LAME/Info tag the tag gives the
/// exact length; without one the length is estimated from the bitrate and the byte length, and
/// refined while playing (exact at the end). A live stream has no length at all. The chapters
/// are the `CHAP` frames of the ID3v2 tag at the start (``ID3Chapters``); none for a live stream.
final class MPG123Decoder: LengthRefiningDecoder {
    let format: PCMFormat
    private(set) var media = MediaInfo(container: "MP3", codec: "MP3")
    private(set) var duration: Double
    private(set) var durationKind: DurationKind
    private let handle: OpaquePointer
    private let cursor: SourceCursor
    /// The length in frames: exact, or the current estimate (0 for a live stream).
    private var totalFrames: Int64
    private var name: String { cursor.source.name }

    private static let libraryReady: Bool = mpg123_init() == MPG123_OK.rawValue

    init(source: AudioSource) throws(AudioError) {
        _ = Self.libraryReady
        var err: Int32 = 0
        guard let mh = mpg123_new(nil, &err) else {
            throw AudioError("Cannot decode \(source.name): libmpg123 failed to start (\(String(cString: mpg123_plain_strerror(err)))).")
        }
        handle = mh
        cursor = SourceCursor(source: source)
        // A download is not read from its end for an ID3v1 tag: over a server without range
        // requests that would fetch the whole file before the first sound. Its length comes from
        // the source instead, and it stays seekable unless it is live.
        let remote = source.isRemote ? MPG123_NO_PEEK_END.rawValue | (source.isLive ? 0 : MPG123_FORCE_SEEKABLE.rawValue) : 0
        let flags = Int(MPG123_GAPLESS.rawValue | MPG123_QUIET.rawValue | remote)
        mpg123_param2(mh, Int32(MPG123_ADD_FLAGS.rawValue), flags, 0)
        mpg123_format_none(mh)
        var rates: UnsafePointer<Int>?
        var rateCount = 0
        mpg123_rates(&rates, &rateCount)
        for i in 0..<rateCount {
            mpg123_format(mh, rates![i], Int32(MPG123_MONO.rawValue | MPG123_STEREO.rawValue), Int32(MPG123_ENC_FLOAT_32.rawValue))
        }
        mpg123_replace_reader_handle(mh, mpg123ReadCallback, mpg123SeekCallback, nil)

        func fail(_ reason: String) -> AudioError {
            mpg123_delete(mh)
            return AudioError("Cannot play \(source.name): \(reason).")
        }
        guard mpg123_open_handle(mh, Unmanaged.passUnretained(cursor).toOpaque()) == MPG123_OK.rawValue else {
            throw cursor.failure ?? fail(String(cString: mpg123_strerror(mh)))
        }
        if source.isRemote, let length = source.length, let size = off_t(exactly: length) {
            mpg123_set_filesize(mh, size)
        }
        var rate = 0, channels: Int32 = 0, encoding: Int32 = 0
        guard mpg123_getformat(mh, &rate, &channels, &encoding) == MPG123_OK.rawValue, rate > 0 else {
            let reason = String(cString: mpg123_strerror(mh))
            mpg123_close(mh)
            throw cursor.failure ?? fail("no MPEG audio could be decoded (\(reason))")
        }
        var encoderDelay = 0
        var unused = 0.0
        mpg123_getstate2(mh, Int32(MPG123_ENC_DELAY.rawValue), &encoderDelay, &unused)
        let declaredFrames = Int64(mpg123_length(mh))
        // A LAME/Info tag (recognised by its encoder delay) declares the exact length; a download
        // then plays without being read to the end first. Seeks stay exact: libmpg123 reads
        // forward to frames it has not indexed yet.
        let tagged = encoderDelay >= 0 && declaredFrames > 0
        let kind: DurationKind = source.isLive ? .live : !source.isRemote || tagged ? .exact : .estimated
        guard source.isRemote || mpg123_scan(mh) == MPG123_OK.rawValue else {
            mpg123_close(mh)
            throw cursor.failure ?? fail("the MPEG stream could not be scanned (\(String(cString: mpg123_strerror(mh))))")
        }
        let frames = kind == .live ? 0 : max(0, Int64(mpg123_length(mh)))
        // An Info/Xing tag (recognised by its encoder delay) declares the length; less audio means truncation.
        if kind == .exact, encoderDelay >= 0, declaredFrames > 0, declaredFrames - frames > Int64(rate) / 2 {
            mpg123_close(mh)
            let found = Double(frames) / Double(rate), declared = Double(declaredFrames) / Double(rate)
            throw fail("the file is truncated (\(Self.seconds(found)) of \(Self.seconds(declared)) present)")
        }
        guard frames > 0 || kind != .exact else {
            mpg123_close(mh)
            throw fail("it holds no MPEG audio frames")
        }
        format = PCMFormat(sampleRate: rate, channels: Int(channels))
        totalFrames = frames
        durationKind = kind
        duration = Double(frames) / Double(rate)
        if !source.isLive { media.chapters = ID3Chapters.read(source, duration: duration) }
    }

    func refineDuration(atEnd: Bool) {
        guard durationKind == .estimated else { return }
        if atEnd {
            // Everything has been decoded: the position at the end is the exact length.
            let end = Int64(mpg123_tell(handle))
            guard end > 0 else { return }
            totalFrames = end
            durationKind = .exact
        } else {
            // libmpg123 estimates from the byte length and the mean frame size read so far.
            let estimate = Int64(mpg123_length(handle))
            guard estimate > 0 else { return }
            totalFrames = estimate
        }
        duration = Double(totalFrames) / Double(format.sampleRate)
    }

    func read(into buffer: UnsafeMutableBufferPointer<Float>) throws(AudioError) -> Int {
        let frameBytes = format.channels * MemoryLayout<Float>.size
        let capacity = buffer.count / format.channels * frameBytes
        var filled = 0
        while filled < capacity {
            var done = 0
            let raw = UnsafeMutableRawPointer(buffer.baseAddress!).advanced(by: filled)
            let result = mpg123_read(handle, raw, capacity - filled, &done)
            filled += done
            if result == MPG123_OK.rawValue || result == MPG123_NEW_FORMAT.rawValue { continue }
            if let failure = cursor.failure { throw failure }
            if let cutShort = endedEarly() { throw cutShort }
            if result == MPG123_DONE.rawValue { break }
            throw AudioError("Cannot decode \(name): \(String(cString: mpg123_strerror(handle))).")
        }
        return filled / frameBytes
    }

    /// The error for a stream that stopped (libmpg123 done, or a frame broken off at the end of
    /// the bytes) well before its exact length: the file was cut short after it was scanned, or a
    /// download ended early. Nil when the end is where it should be or the length is an estimate.
    private func endedEarly() -> AudioError? {
        guard durationKind == .exact else { return nil }
        let reached = Int64(mpg123_tell(handle))
        // Gapless decoding ends on the exact sample; allow one MPEG frame for rounding.
        guard reached >= 0, totalFrames - reached > 1152 else { return nil }
        // A damaged frame in the middle is a decoding error, not an early end.
        guard (try? cursor.source.bytes(at: cursor.position, count: 1))?.isEmpty == true else { return nil }
        let rate = Double(format.sampleRate)
        return AudioError(
            "Cannot play \(name) to the end: it ends early at \(Self.seconds(Double(reached) / rate)) of \(Self.seconds(Double(totalFrames) / rate)).")
    }

    func seek(to seconds: Double) throws(AudioError) {
        let frame = format.frame(at: seconds, of: durationKind == .live ? .max : totalFrames)
        if mpg123_seek(handle, off_t(frame), SEEK_SET) < 0 {
            throw cursor.failure ?? AudioError("Cannot seek in \(name): \(String(cString: mpg123_strerror(handle))).")
        }
    }

    func close() {
        mpg123_close(handle)
        mpg123_delete(handle)
    }

    private static func seconds(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10) s"
    }
}

private func mpg123ReadCallback(_ handle: UnsafeMutableRawPointer?, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    let cursor = Unmanaged<SourceCursor>.fromOpaque(handle!).takeUnretainedValue()
    return cursor.read(into: UnsafeMutableRawBufferPointer(start: buffer, count: count))
}

private func mpg123SeekCallback(_ handle: UnsafeMutableRawPointer?, _ offset: off_t, _ whence: Int32) -> off_t {
    let cursor = Unmanaged<SourceCursor>.fromOpaque(handle!).takeUnretainedValue()
    return off_t(cursor.seek(offset: Int64(offset), whence: whence))
}
