import CFFmpeg
import ListenEngine

/// Everything libmpg123 and libsndfile do not read — M4A/M4B/MP4 (AAC, ALAC), WebM and Matroska
/// (Opus, Vorbis), MOV, the audio track of video files, WMA — through libavformat and libavcodec.
///
/// Exact like the other decoders: position 0 is the first sample of the audio (the encoder's
/// priming, signalled per packet, is dropped by libavcodec and the frame times follow), and a
/// seek goes to a packet a little before the target, decodes, and drops samples up to it. The
/// length comes from the stream when it declares one to the sample; otherwise a local file's
/// packets are scanned on open, and a download's length is estimated and made exact at its end.
final class FFmpegDecoder: LengthRefiningDecoder {
    let format: PCMFormat
    private(set) var duration: Double
    private(set) var durationKind: DurationKind
    let media: MediaInfo
    private let input: FFmpegInput
    private let stream: FFmpegAudioStream
    /// The length in frames: exact, or the current estimate (0 for a live stream).
    private var totalFrames: Int64
    /// Decoded, converted samples not yet handed out, starting at `pendingStart`.
    private var pending: [Float] = []
    private var pendingStart = 0
    /// The frame index of the next sample `read` hands out.
    private var nextFrame: Int64 = 0
    /// After a seek: the frame to start at; samples before it are dropped.
    private var seekTarget: Int64?
    /// After a seek to a known place (a rewind to the first byte): where the next frame starts,
    /// for packets that carry no times.
    private var seekCursor: Int64?
    private var ended = false
    private var name: String { input.cursor.source.name }

    /// Seeks start this long before the target, so that the decoder has settled (AAC's overlap,
    /// Opus's pre-roll) when the first sample heard comes out.
    private static let preRoll = 0.1

    /// The container and codec of `source`, from its headers and first frame (no length, no chapters).
    static func describe(_ source: AudioSource) throws(AudioError) -> MediaInfo {
        let input = try openInput(source)
        defer { input.close() }
        let stream = try FFmpegAudioStream(input: input)
        defer { stream.close() }
        let head = (try? source.bytes(at: 0, count: 64)) ?? []
        return MediaInfo(container: FFmpegMediaInfo.container(input.context, head: head), codec: FFmpegMediaInfo.codec(stream.codecName))
    }

    private static func openInput(_ source: AudioSource) throws(AudioError) -> FFmpegInput {
        guard let container = try FFmpegInput.probe(try source.bytes(at: 0, count: ContainerSniffer.probeSize)) else {
            throw AudioError("Cannot play \(source.name): not a recognised audio format.")
        }
        return try FFmpegInput(source: source, format: container)
    }

    init(source: AudioSource) throws(AudioError) {
        let input = try Self.openInput(source)
        let stream: FFmpegAudioStream
        do throws(AudioError) {
            stream = try FFmpegAudioStream(input: input)
        } catch {
            input.close()
            throw error
        }
        self.input = input
        self.stream = stream
        format = stream.format
        let kind: DurationKind
        var frames: Int64
        if source.isLive {
            (kind, frames) = (.live, 0)
        } else if let declared = stream.declaredFrames {
            (kind, frames) = (.exact, declared)
        } else if !source.isRemote, let scanned = stream.scanFrames() {
            (kind, frames) = (.exact, scanned)
            // A container that states more audio than its packets hold was cut short.
            if stream.isOnlyTrack, let stated = stream.statedFrames, stated - scanned > Int64(stream.format.sampleRate) / 2 {
                let rate = Double(stream.format.sampleRate)
                stream.close()
                input.close()
                throw AudioError("Cannot play \(source.name): the file is truncated (\(Self.seconds(Double(scanned) / rate)) of \(Self.seconds(Double(stated) / rate)) present).")
            }
        } else {
            (kind, frames) = (.estimated, stream.estimatedFrames ?? 0)
        }
        durationKind = kind
        totalFrames = frames
        duration = Double(frames) / Double(format.sampleRate)
        media = FFmpegMediaInfo.read(input.context, stream: stream, head: (try? source.bytes(at: 0, count: 64)) ?? [],
                                     duration: kind == .live ? nil : duration)
        do throws(AudioError) {
            if kind != .live { try seek(to: 0) }
            // The first frame: proof that the audio decodes, before anything is said to play.
            try fill()
        } catch {
            close()
            throw error
        }
        if pending.isEmpty, ended {
            close()
            throw AudioError("Cannot play \(source.name): it holds no audio frames.")
        }
    }

    func read(into buffer: UnsafeMutableBufferPointer<Float>) throws(AudioError) -> Int {
        let channels = format.channels
        let wanted = buffer.count / channels
        var filled = 0
        while filled < wanted {
            if pendingStart == pending.count {
                if ended { break }
                try fill()
                continue
            }
            var available = (pending.count - pendingStart) / channels
            if durationKind == .exact { available = Int(min(Int64(available), max(0, totalFrames - nextFrame))) }
            if available == 0 {
                // Past the declared end: padding the container trims.
                pending.removeAll(keepingCapacity: true)
                pendingStart = 0
                ended = true
                break
            }
            let count = min(available, wanted - filled)
            pending.withUnsafeBufferPointer { samples in
                let from = samples.baseAddress! + pendingStart
                (buffer.baseAddress! + filled * channels).update(from: from, count: count * channels)
            }
            pendingStart += count * channels
            filled += count
            nextFrame += Int64(count)
        }
        if filled == 0, let cutShort = endedEarly() { throw cutShort }
        return filled
    }

    /// Decodes the next frame into `pending` (dropping what lies before a seek's target), or sets `ended`.
    private func fill() throws(AudioError) {
        pending.removeAll(keepingCapacity: true)
        pendingStart = 0
        while pending.isEmpty {
            guard let frame = try stream.nextFrame() else {
                ended = true
                return
            }
            // Frame times place the first frame after a seek; from there samples are counted, as
            // containers with millisecond times (Matroska, WebM) would otherwise jitter.
            var start = nextFrame
            if let target = seekTarget {
                start = frame.start ?? seekCursor ?? target
                seekCursor = seekCursor.map { _ in start + Int64(frame.count) }
                let drop = Int(max(0, min(Int64(frame.count), target - start)))
                if drop == frame.count { continue }
                seekTarget = nil
                start += Int64(drop)
                stream.convert(frame, droppingFirst: drop, into: &pending)
            } else {
                stream.convert(frame, droppingFirst: 0, into: &pending)
            }
            nextFrame = start
        }
    }

    func seek(to seconds: Double) throws(AudioError) {
        guard durationKind != .live else { return }
        let target = format.frame(at: seconds, of: durationKind == .exact ? totalFrames : .max)
        // Before 0 on purpose: a first packet that starts before the audio (Opus) is still read.
        seekCursor = try stream.seek(toFrame: target - Int64(Self.preRoll * Double(format.sampleRate)))
        pending.removeAll(keepingCapacity: true)
        pendingStart = 0
        ended = false
        seekTarget = target
        nextFrame = target
    }

    func refineDuration(atEnd: Bool) {
        guard durationKind == .estimated else { return }
        if atEnd {
            totalFrames = nextFrame
            durationKind = .exact
        } else if nextFrame > totalFrames {
            totalFrames = nextFrame
        }
        duration = Double(totalFrames) / Double(format.sampleRate)
    }

    /// The error for a stream that stopped well before its exact length (a file cut short, a
    /// download that ended early); nil when the end is where it should be.
    private func endedEarly() -> AudioError? {
        guard ended, durationKind == .exact else { return nil }
        let rate = Double(format.sampleRate)
        // Allow one codec frame (AAC: 1024 samples, Opus: up to 120 ms) for the container's rounding.
        guard totalFrames - nextFrame > Int64(rate * 0.15) else { return nil }
        if let failure = input.cursor.failure { return failure }
        return AudioError("Cannot play \(name) to the end: it ends early at \(Self.seconds(Double(nextFrame) / rate)) of \(Self.seconds(Double(totalFrames) / rate)).")
    }

    func close() {
        stream.close()
        input.close()
    }

    private static func seconds(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10) s"
    }
}
