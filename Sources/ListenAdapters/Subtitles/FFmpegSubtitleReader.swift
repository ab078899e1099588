import CFFmpeg
import ListenEngine

/// Reads the subtitle tracks of a local Matroska, WebM or MP4 file with libavformat: the tracks
/// from the container's header, and a text track's cues from its packets as the container stores
/// them (SubRip, WebVTT and ASS text as is; mov_text without its length prefix and style boxes).
/// No subtitle decoder is needed: the packets of these codecs are the text. Files that are not
/// for FFmpeg (MP3, WAV, FLAC, Ogg: ``ContainerSniffer``) have no tracks and do not load it.
public struct FFmpegSubtitleReader: SubtitleReader {
    public init() {}

    public func tracks(ofFile path: String) throws(AudioError) -> [SubtitleTrack] {
        guard try Self.isForFFmpeg(path) else { return [] }
        let context = try Self.open(path)
        defer { Self.close(context) }
        return Self.subtitleStreams(context).enumerated().map { offset, stream in
            Self.track(number: offset + 1, stream.pointee)
        }
    }

    public func cues(ofTrack number: Int, inFile path: String) throws(AudioError) -> [SubtitleCue] {
        guard try Self.isForFFmpeg(path) else { throw AudioError("\(path) has no subtitle track \(number).") }
        let context = try Self.open(path)
        defer { Self.close(context) }
        let streams = Self.subtitleStreams(context)
        guard number >= 1, number <= streams.count else {
            throw AudioError("\(path) has no subtitle track \(number).")
        }
        let chosen = streams[number - 1]
        let track = Self.track(number: number, chosen.pointee)
        guard let format = track.format else {
            throw AudioError("Subtitle track \(number) of \(path) is \(track.codec), which holds pictures, not text.")
        }
        for index in 0..<Int(context.pointee.nb_streams) where context.pointee.streams[index] != chosen {
            context.pointee.streams[index]?.pointee.discard = AVDISCARD_ALL
        }
        return try Self.readCues(context, stream: chosen, format: format, path: path)
    }

    /// The packets of `stream` as cues, in file order; a packet without a duration ends where the
    /// next one starts.
    private static func readCues(_ context: UnsafeMutablePointer<AVFormatContext>, stream: UnsafeMutablePointer<AVStream>,
                                 format: SubtitleTextFormat, path: String) throws(AudioError) -> [SubtitleCue] {
        guard let packet = ff.av_packet_alloc() else { throw AudioError("Out of memory reading the subtitles of \(path).") }
        var packetPointer: UnsafeMutablePointer<AVPacket>? = packet
        defer { ff.av_packet_free(&packetPointer) }
        let timeBase = stream.pointee.time_base
        let milliseconds = AVRational(num: 1, den: 1000)
        var cues: [SubtitleCue] = []
        var openEnded: [Int] = []
        while true {
            let result = ff.av_read_frame(context, packet)
            if result == shim_averror_eof() { break }
            guard result >= 0 else { throw AudioError("The subtitles of \(path) cannot be read (\(message(result))).") }
            defer { ff.av_packet_unref(packet) }
            guard packet.pointee.stream_index == stream.pointee.index else { continue }
            let time = packet.pointee.pts != shim_av_nopts_value() ? packet.pointee.pts : packet.pointee.dts
            guard time != shim_av_nopts_value(), let data = packet.pointee.data, packet.pointee.size > 0 else { continue }
            let bytes = UnsafeBufferPointer(start: data, count: Int(packet.pointee.size))
            guard let text = Self.text(bytes, format: format) else { continue }
            let start = Int(ff.av_rescale_q(time, timeBase, milliseconds))
            let end = packet.pointee.duration > 0 ? start + Int(ff.av_rescale_q(packet.pointee.duration, timeBase, milliseconds)) : start
            if packet.pointee.duration <= 0 { openEnded.append(cues.count) }
            cues.append(SubtitleCue(start: start, end: end, text: text))
        }
        for index in openEnded where index + 1 < cues.count { cues[index].end = cues[index + 1].start }
        return cues
    }

    /// A packet's text: UTF-8 up to the first NUL; for mov_text, the text its 16-bit big-endian
    /// length prefix counts (the style boxes after it are dropped). Nil when there is none.
    static func text(_ bytes: UnsafeBufferPointer<UInt8>, format: SubtitleTextFormat) -> String? {
        var body = bytes[...]
        if format == .plain {
            guard bytes.count >= 2 else { return nil }
            let length = Int(bytes[0]) << 8 | Int(bytes[1])
            body = bytes[2..<min(bytes.count, 2 + length)]
        }
        if let nul = body.firstIndex(of: 0) { body = body[..<nul] }
        guard !body.isEmpty else { return nil }
        return String(decoding: body, as: UTF8.self)
    }

    /// The track the stream is, numbered `number` among the file's subtitle tracks.
    private static func track(number: Int, _ stream: AVStream) -> SubtitleTrack {
        let codecID = stream.codecpar.pointee.codec_id
        return SubtitleTrack(number: number, language: tag("language", stream.metadata), codec: ff.avcodec_get_name(codecID).map { String(cString: $0) } ?? "unknown",
                             title: tag("title", stream.metadata), isDefault: stream.disposition & 1 != 0, // AV_DISPOSITION_DEFAULT
                             format: format(of: codecID))
    }

    /// How a codec's packets hold text; nil for a bitmap codec or a text one read otherwise.
    private static func format(of codecID: AVCodecID) -> SubtitleTextFormat? {
        switch codecID {
        case AV_CODEC_ID_SUBRIP: .subRip
        case AV_CODEC_ID_ASS, AV_CODEC_ID_SSA: .ass
        case AV_CODEC_ID_WEBVTT: .webVTT
        case AV_CODEC_ID_MOV_TEXT: .plain
        case AV_CODEC_ID_TEXT: .plain
        default: nil
        }
    }

    private static func tag(_ key: String, _ metadata: OpaquePointer?) -> String? {
        guard let entry = ff.av_dict_get(metadata, key, nil, 0), let value = entry.pointee.value else { return nil }
        let text = String(cString: value)
        return text.isEmpty || text == "und" && key == "language" ? nil : text
    }

    private static func subtitleStreams(_ context: UnsafeMutablePointer<AVFormatContext>) -> [UnsafeMutablePointer<AVStream>] {
        (0..<Int(context.pointee.nb_streams)).compactMap { index in
            guard let stream = context.pointee.streams[index],
                  stream.pointee.codecpar.pointee.codec_type == AVMEDIA_TYPE_SUBTITLE else { return nil }
            return stream
        }
    }

    /// Whether the file at `path` is a container only FFmpeg reads (the others hold no subtitles).
    private static func isForFFmpeg(_ path: String) throws(AudioError) -> Bool {
        let source = try FileSource(path: path)
        defer { source.close() }
        return try ContainerSniffer.kind(of: source) == .ffmpeg
    }

    private static func open(_ path: String) throws(AudioError) -> UnsafeMutablePointer<AVFormatContext> {
        try FFmpegLibrary.load()
        var context: UnsafeMutablePointer<AVFormatContext>?
        let result = ff.avformat_open_input(&context, path, nil, nil)
        guard result >= 0, let context else { throw AudioError("\(path) cannot be opened for its subtitles (\(message(result))).") }
        return context
    }

    private static func close(_ context: UnsafeMutablePointer<AVFormatContext>) {
        var pointer: UnsafeMutablePointer<AVFormatContext>? = context
        ff.avformat_close_input(&pointer)
    }

    /// FFmpeg's sentence for an error code.
    private static func message(_ code: Int32) -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        ff.av_strerror(code, &buffer, buffer.count)
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
