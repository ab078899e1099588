import CFFmpeg
#if canImport(Glibc)
import Glibc
#endif
import ListenEngine

/// A libavformat demuxer reading an `AudioSource` through an `AVIOContext`, so that files and
/// HTTP(S) URLs go through the same source (with its Range requests, resumes and limits) and
/// never through FFmpeg's own network code.
final class FFmpegInput {
    /// The demuxer; valid until `close`.
    private(set) var context: UnsafeMutablePointer<AVFormatContext>
    let cursor: SourceCursor
    private var io: UnsafeMutablePointer<AVIOContext>?

    /// How many bytes FFmpeg reads from the source at a time.
    private static let bufferSize = 64 * 1024
    /// The lowest probe score taken as a recognised container (FFmpeg's `AVPROBE_SCORE_RETRY`):
    /// random bytes and text files score below it.
    static let minimumProbeScore: Int32 = 25

    /// The demuxer FFmpeg recognises in `head` (the first bytes of a file), if it is sure enough.
    /// Throws when FFmpeg cannot be loaded.
    static func probe(_ head: [UInt8]) throws(AudioError) -> UnsafePointer<AVInputFormat>? {
        try FFmpegLibrary.load()
        // FFmpeg reads up to AVPROBE_PADDING_SIZE bytes past the end, which must be zero.
        var padded = head + [UInt8](repeating: 0, count: Int(AVPROBE_PADDING_SIZE))
        return padded.withUnsafeMutableBufferPointer { bytes -> UnsafePointer<AVInputFormat>? in
            var data = AVProbeData()
            data.buf = bytes.baseAddress
            data.buf_size = Int32(head.count)
            data.filename = UnsafePointer(strdup("")!)
            defer { free(UnsafeMutableRawPointer(mutating: data.filename)) }
            var score: Int32 = 0
            guard let format = ff.av_probe_input_format3(&data, 1, &score), score >= minimumProbeScore else { return nil }
            return format
        }
    }

    /// Opens `source` with the demuxer `format` (from `probe`) and reads its stream information.
    init(source: AudioSource, format: UnsafePointer<AVInputFormat>) throws(AudioError) {
        try FFmpegLibrary.load()
        cursor = SourceCursor(source: source)
        guard let buffer = ff.av_malloc(Self.bufferSize), let context = ff.avformat_alloc_context() else {
            throw AudioError("Cannot play \(source.name): out of memory.")
        }
        let opaque = Unmanaged.passUnretained(cursor).toOpaque()
        let seekable = !source.isLive
        guard let io = ff.avio_alloc_context(buffer.assumingMemoryBound(to: UInt8.self), Int32(Self.bufferSize), 0, opaque,
                                          ffmpegReadCallback, nil, seekable ? ffmpegSeekCallback : nil) else {
            ff.av_free(buffer)
            var unused: UnsafeMutablePointer<AVFormatContext>? = context
            ff.avformat_free_context(unused)
            unused = nil
            throw AudioError("Cannot play \(source.name): out of memory.")
        }
        if !seekable { io.pointee.seekable = 0 }
        self.io = io
        context.pointee.pb = io
        context.pointee.flags |= AVFMT_FLAG_CUSTOM_IO
        var opened: UnsafeMutablePointer<AVFormatContext>? = context
        // Nothing but our source: a playlist (HLS, concat) or a reference in a file may not make
        // FFmpeg open other files or URLs.
        var options: OpaquePointer?
        ff.av_dict_set(&options, "protocol_whitelist", "none", 0)
        defer { ff.av_dict_free(&options) }
        let status = ff.avformat_open_input(&opened, nil, format, &options)
        guard status >= 0, let opened else {
            // avformat_open_input frees the context on failure.
            self.context = context
            Self.freeIO(&self.io)
            throw cursor.failure ?? AudioError("Cannot play \(source.name): \(Self.describe(status)).")
        }
        self.context = opened
        let found = ff.avformat_find_stream_info(opened, nil)
        if found < 0 {
            let failure = cursor.failure ?? AudioError("Cannot play \(source.name): its streams cannot be read (\(Self.describe(found))).")
            close()
            throw failure
        }
    }

    /// Closes the demuxer and frees the I/O context; the source stays open (its owner closes it).
    func close() {
        var context: UnsafeMutablePointer<AVFormatContext>? = self.context
        if io != nil { ff.avformat_close_input(&context) }
        Self.freeIO(&io)
    }

    private static func freeIO(_ io: inout UnsafeMutablePointer<AVIOContext>?) {
        guard let context = io else { return }
        // The buffer may have been replaced by FFmpeg; free the one the context holds now.
        ff.av_freep(&context.pointee.buffer)
        ff.avio_context_free(&io)
    }

    /// FFmpeg's sentence for an error code, lowercased at the start.
    static func describe(_ code: Int32) -> String {
        var text = [CChar](repeating: 0, count: 256)
        ff.av_strerror(code, &text, text.count)
        let sentence = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let first = sentence.first else { return "error \(code)" }
        return first.lowercased() + sentence.dropFirst()
    }
}

private func ffmpegReadCallback(_ opaque: UnsafeMutableRawPointer?, _ buffer: UnsafeMutablePointer<UInt8>?, _ size: Int32) -> Int32 {
    let cursor = Unmanaged<SourceCursor>.fromOpaque(opaque!).takeUnretainedValue()
    let count = cursor.read(into: UnsafeMutableRawBufferPointer(start: buffer, count: Int(size)))
    if count < 0 { return shim_averror_eio() }
    if count == 0 { return shim_averror_eof() }
    return Int32(count)
}

private func ffmpegSeekCallback(_ opaque: UnsafeMutableRawPointer?, _ offset: Int64, _ whence: Int32) -> Int64 {
    let cursor = Unmanaged<SourceCursor>.fromOpaque(opaque!).takeUnretainedValue()
    if whence & shim_avseek_size() != 0 {
        return cursor.source.length ?? -1
    }
    // AVSEEK_FORCE asks to seek even when it is costly; every seek here costs the same.
    let plain = whence & ~Int32(AVSEEK_FORCE)
    if plain == SEEK_END {
        guard let length = cursor.source.length else { return -1 }
        let (target, overflow) = length.addingReportingOverflow(offset)
        return overflow ? -1 : cursor.seek(offset: target, whence: SEEK_SET)
    }
    if plain == SEEK_CUR {
        let (target, overflow) = cursor.position.addingReportingOverflow(offset)
        return overflow ? -1 : cursor.seek(offset: target, whence: SEEK_SET)
    }
    return cursor.seek(offset: offset, whence: plain)
}
