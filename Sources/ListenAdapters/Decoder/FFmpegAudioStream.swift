import CFFmpeg
import ListenEngine

/// The audio stream of an `FFmpegInput` with its libavcodec decoder and a libswresample
/// converter to interleaved float: packets in, frames out, frame times in samples from the
/// first sample of the audio.
final class FFmpegAudioStream {
    let format: PCMFormat
    let index: Int32
    private let input: FFmpegInput
    private let stream: UnsafeMutablePointer<AVStream>
    private var codec: UnsafeMutablePointer<AVCodecContext>?
    private var packet: UnsafeMutablePointer<AVPacket>?
    private var frame: UnsafeMutablePointer<AVFrame>?
    private var converter: OpaquePointer?
    /// The sample format, rate and channel count `converter` takes.
    private var converterInput: [Int32] = []
    /// The stream time of the first sample of the audio, in samples (not 0 when the container
    /// starts later, or earlier for Opus's pre-skip).
    private var origin: Int64 = 0
    private var draining = false
    private var failedPackets = 0
    private var name: String { input.cursor.source.name }

    /// Packets the decoder refuses in a row before the file counts as damaged.
    private static let tolerableFailedPackets = 8

    /// A decoded frame, valid until the next call: where it starts (nil when it has no time) and its sample count.
    struct Frame {
        var start: Int64?
        var count: Int
    }

    init(input: FFmpegInput) throws(AudioError) {
        self.input = input
        let context = input.context
        let name = input.cursor.source.name
        var decoder: UnsafePointer<AVCodec>?
        let found = ff.av_find_best_stream(context, AVMEDIA_TYPE_AUDIO, -1, -1, &decoder, 0)
        guard found >= 0, let decoder else {
            throw AudioError(found == shim_averror_decoder_not_found()
                ? "Cannot play \(name): its audio codec cannot be decoded here."
                : "Cannot play \(name): it has no audio track.")
        }
        index = found
        stream = context.pointee.streams[Int(found)]!
        for i in 0..<Int(context.pointee.nb_streams) where i != Int(found) {
            context.pointee.streams[i]!.pointee.discard = AVDISCARD_ALL
        }
        let parameters = stream.pointee.codecpar.pointee
        format = try PCMFormat.playable(sampleRate: Int(parameters.sample_rate), channels: Int(parameters.ch_layout.nb_channels), of: name)
        guard let codec = ff.avcodec_alloc_context3(decoder), let packet = ff.av_packet_alloc(), let frame = ff.av_frame_alloc() else {
            throw AudioError("Cannot play \(name): out of memory.")
        }
        self.codec = codec
        self.packet = packet
        self.frame = frame
        codec.pointee.pkt_timebase = stream.pointee.time_base
        let opened = ff.avcodec_parameters_to_context(codec, stream.pointee.codecpar) >= 0 ? ff.avcodec_open2(codec, decoder, nil) : -1
        guard opened >= 0 else {
            close()
            throw AudioError("Cannot play \(name): its \(Self.name(of: parameters.codec_id)) audio cannot be decoded (\(FFmpegInput.describe(opened))).")
        }
        // The first frame's time is where the audio starts; then back to the beginning.
        do throws(AudioError) {
            if let first = try nextFrame(), let start = first.start { origin = start }
            _ = try seek(toFrame: 0)
        } catch {
            close()
            throw error
        }
    }

    /// The codec's name as listeners know it.
    var codecName: String { Self.name(of: stream.pointee.codecpar.pointee.codec_id) }

    /// libavcodec's short name of a codec ("aac", "opus" …).
    static func name(of codec: AVCodecID) -> String {
        ff.avcodec_get_name(codec).map { String(cString: $0) } ?? "unknown"
    }
    var timeBase: AVRational { stream.pointee.time_base }
    /// Where the audio starts in the container's time, in seconds.
    var originSeconds: Double { Double(origin) / Double(format.sampleRate) }

    /// The length the stream declares, when its time base counts samples or milliseconds and the
    /// container keeps its own index (MP4's sample tables, ASF): for a demuxer that indexes as it
    /// reads (raw ADTS AAC) the length is FFmpeg's estimate from the first frames' bitrate.
    var declaredFrames: Int64? {
        let duration = stream.pointee.duration
        guard duration != shim_av_nopts_value(), duration > 0, timeBase.num > 0,
              input.context.pointee.iformat.pointee.flags & AVFMT_GENERIC_INDEX == 0,
              Int64(timeBase.den) >= 1000 * Int64(timeBase.num) else { return nil }
        let start = stream.pointee.start_time == shim_av_nopts_value() ? 0 : stream.pointee.start_time
        let frames = samples(start + duration) - origin
        return frames > 0 ? frames : nil
    }

    /// The length the container states for the whole file, in samples from the first of the audio.
    var statedFrames: Int64? {
        let context = input.context.pointee
        guard context.duration != shim_av_nopts_value(), context.duration > 0 else { return nil }
        let start = context.start_time == shim_av_nopts_value() ? 0 : context.start_time
        return ff.av_rescale(start + context.duration, Int64(format.sampleRate), Int64(AV_TIME_BASE)) - origin
    }

    /// Whether the audio is the file's only track (beside cover art, subtitles and data), so that
    /// the container's length is the audio's.
    var isOnlyTrack: Bool {
        let context = input.context.pointee
        return (0..<Int(context.nb_streams)).allSatisfy { i in
            let other = context.streams[i]!.pointee
            let type = other.codecpar.pointee.codec_type
            return i == Int(index) || (type != AVMEDIA_TYPE_AUDIO && type != AVMEDIA_TYPE_VIDEO)
                || (other.disposition & AV_DISPOSITION_ATTACHED_PIC) != 0
        }
    }

    /// The length the container estimates (a bitrate's guess, or a header), for a download.
    var estimatedFrames: Int64? {
        let duration = input.context.pointee.duration
        guard duration != shim_av_nopts_value(), duration > 0 else { return nil }
        return ff.av_rescale(duration, Int64(format.sampleRate), Int64(AV_TIME_BASE))
    }

    /// The exact length from the audio packets' times and lengths, less the padding the last one
    /// discards; nil when the packets carry no times. When the container states a length (which
    /// may cover a video track too), only its last seconds are read; otherwise every packet.
    /// Leaves the stream at its start.
    func scanFrames() -> Int64? {
        if let stated = statedFrames {
            let nearEnd = max(0, stated - Int64(format.sampleRate) * 10)
            if nearEnd > 0, let landed = seeks(toFrame: nearEnd), landed == nil, let end = lastPacketEnd(counting: nil),
               end > nearEnd + origin {
                return seeks(toFrame: 0) != nil ? end - origin : nil
            }
        }
        guard let landed = seeks(toFrame: 0), let end = lastPacketEnd(counting: landed.map { $0 + origin }),
              seeks(toFrame: 0) != nil, end > origin else { return nil }
        return end - origin
    }

    /// Nil when `seek(toFrame:)` failed, else what it returned (the frame landed on, when known).
    private func seeks(toFrame target: Int64) -> Int64?? {
        do throws(AudioError) {
            return .some(try seek(toFrame: target))
        } catch {
            return nil
        }
    }

    /// The end, in samples of stream time, of the last audio packet from here to the end of the
    /// file; after a rewind to the first byte (`start` given) packets are counted from `start`
    /// rather than placed by their times, which a raw stream does not restart.
    private func lastPacketEnd(counting start: Int64?) -> Int64? {
        guard let packet else { return nil }
        var end: Int64?
        while ff.av_read_frame(input.context, packet) >= 0 {
            defer { ff.av_packet_unref(packet) }
            guard packet.pointee.stream_index == index, start != nil || packet.pointee.pts != shim_av_nopts_value() else { continue }
            var length = packet.pointee.duration > 0 ? samples(packet.pointee.duration) : 0
            if length == 0 {
                length = Int64(ff.av_get_audio_frame_duration2(stream.pointee.codecpar, packet.pointee.size))
            }
            var discarded: Int64 = 0
            var size = 0
            if let side = ff.av_packet_get_side_data(packet, AV_PKT_DATA_SKIP_SAMPLES, &size), size >= 8 {
                discarded = Int64(UInt32(side[4]) | UInt32(side[5]) << 8 | UInt32(side[6]) << 16 | UInt32(side[7]) << 24)
            }
            if let start {
                end = (end ?? start) + length - discarded
                continue
            }
            let packetEnd = samples(packet.pointee.pts) + length - discarded
            end = max(end ?? packetEnd, packetEnd)
        }
        return end
    }

    /// Positions the demuxer on the packet at or before `target` (in samples) and empties the
    /// decoder. A stream FFmpeg cannot seek by time (raw AAC) goes back to its first byte, to be
    /// decoded forward: then the frame it lands on (0) is returned, as its packets may carry no times.
    @discardableResult
    func seek(toFrame target: Int64) throws(AudioError) -> Int64? {
        let time = ff.av_rescale_q(target + origin, AVRational(num: 1, den: Int32(format.sampleRate)), timeBase)
        // Every audio packet is a key frame; "any" stops Matroska from skipping the packets
        // before the cue point it lands on (Opus's first packet starts before 0).
        var result = ff.av_seek_frame(input.context, index, time, AVSEEK_FLAG_BACKWARD | AVSEEK_FLAG_ANY)
        if result < 0 {
            result = ff.avformat_seek_file(input.context, index, Int64.min, time, time, 0)
        }
        var landed: Int64?
        if result < 0, input.cursor.failure == nil, ff.av_seek_frame(input.context, -1, 0, AVSEEK_FLAG_BYTE) >= 0 {
            (result, landed) = (0, 0)
        }
        guard result >= 0 else {
            throw input.cursor.failure ?? AudioError("Cannot seek in \(name): \(FFmpegInput.describe(result)).")
        }
        ff.avcodec_flush_buffers(codec)
        draining = false
        failedPackets = 0
        return landed
    }

    /// The next decoded frame, or nil at the end of the stream.
    func nextFrame() throws(AudioError) -> Frame? {
        guard let codec, let packet, let frame else { return nil }
        while true {
            let received = ff.avcodec_receive_frame(codec, frame)
            if received >= 0 {
                let time = frame.pointee.best_effort_timestamp
                return Frame(start: time == shim_av_nopts_value() ? nil : samples(time) - origin, count: Int(frame.pointee.nb_samples))
            }
            if received == shim_averror_eof() { return nil }
            guard received == shim_averror_eagain(), !draining else {
                throw AudioError("Cannot play \(name): its audio cannot be decoded (\(FFmpegInput.describe(received))).")
            }
            let read = ff.av_read_frame(input.context, packet)
            if read < 0 {
                if let failure = input.cursor.failure { throw failure }
                guard read == shim_averror_eof() || input.context.pointee.pb.pointee.eof_reached != 0 else {
                    throw AudioError("Cannot play \(name) to the end: the file is damaged (\(FFmpegInput.describe(read))).")
                }
                draining = true
                ff.avcodec_send_packet(codec, nil)
                continue
            }
            defer { ff.av_packet_unref(packet) }
            guard packet.pointee.stream_index == index else { continue }
            let sent = ff.avcodec_send_packet(codec, packet)
            if sent < 0, sent != shim_averror_eagain() {
                failedPackets += 1
                guard failedPackets <= Self.tolerableFailedPackets else {
                    throw AudioError("Cannot play \(name) to the end: the file is damaged (\(FFmpegInput.describe(sent))).")
                }
            } else {
                failedPackets = 0
            }
        }
    }

    /// Appends the last frame's samples, as interleaved float in `format`, after its first `drop` ones.
    func convert(_ decoded: Frame, droppingFirst drop: Int, into samples: inout [Float]) {
        guard let frame, let converter = converterFor(frame) else { return }
        let channels = format.channels
        let before = samples.count
        let capacity = Int(ff.swr_get_out_samples(converter, frame.pointee.nb_samples))
        samples.append(contentsOf: repeatElement(0, count: capacity * channels))
        let produced = samples.withUnsafeMutableBufferPointer { buffer -> Int32 in
            var out: UnsafeMutablePointer<UInt8>? = UnsafeMutableRawPointer(buffer.baseAddress! + before).assumingMemoryBound(to: UInt8.self)
            let input = UnsafeMutableRawPointer(frame.pointee.extended_data!).assumingMemoryBound(to: UnsafePointer<UInt8>?.self)
            return ff.swr_convert(converter, &out, Int32(capacity), input, frame.pointee.nb_samples)
        }
        let kept = max(0, Int(produced))
        samples.removeSubrange((before + kept * channels)...)
        if drop > 0 { samples.removeSubrange(before..<min(samples.count, before + drop * channels)) }
    }

    /// The converter from `frame`'s layout, sample format and rate to `format`, made again when they change.
    private func converterFor(_ frame: UnsafeMutablePointer<AVFrame>) -> OpaquePointer? {
        let input = [frame.pointee.format, frame.pointee.sample_rate, frame.pointee.ch_layout.nb_channels]
        if let converter, input == converterInput { return converter }
        ff.swr_free(&converter)
        converterInput = input
        var outLayout = AVChannelLayout()
        ff.av_channel_layout_default(&outLayout, Int32(format.channels))
        defer { ff.av_channel_layout_uninit(&outLayout) }
        var made: OpaquePointer?
        let status = ff.swr_alloc_set_opts2(&made, &outLayout, AV_SAMPLE_FMT_FLT, Int32(format.sampleRate),
                                         &frame.pointee.ch_layout, AVSampleFormat(frame.pointee.format), frame.pointee.sample_rate, 0, nil)
        guard status >= 0, let made, ff.swr_init(made) >= 0 else {
            ff.swr_free(&made)
            return nil
        }
        converter = made
        return made
    }

    private func samples(_ time: Int64) -> Int64 {
        ff.av_rescale_q(time, timeBase, AVRational(num: 1, den: Int32(format.sampleRate)))
    }

    func close() {
        ff.swr_free(&converter)
        ff.av_frame_free(&frame)
        ff.av_packet_free(&packet)
        ff.avcodec_free_context(&codec)
    }
}
