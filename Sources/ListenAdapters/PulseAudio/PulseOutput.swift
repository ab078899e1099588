import CPulse
import Dispatch
import ListenEngine

/// Playback through PulseAudio's asynchronous API on a threaded main loop.
///
/// Pause corks the stream (nothing queued is lost), a seek flushes it, and the heard clock comes
/// from the stream's timing info with the sink latency accounted for, so it tells what the
/// listener hears now rather than what was decoded. A lost server surfaces as an error from the
/// next call; `start` connects again. No call waits on the server longer than the server timeout:
/// a server that stops answering (stopped, overloaded) counts as lost, so the player reconnects
/// rather than hangs, and `heardSeconds` meanwhile answers from its last reading.
public final class PulseOutput: AudioOutput, @unchecked Sendable {
    public let name = "pulse"
    private let sink: String?
    private let streamName: String
    private let targetLatencyMicroseconds: UInt64
    fileprivate let connection: PulseConnection

    // Guarded by the main loop's lock.
    private var stream: OpaquePointer?
    private var format: PCMFormat?
    /// Bytes written since the last start or flush.
    private var writtenBytes: Int64 = 0
    /// The stream's write index (bytes since the stream began) at the last start or flush.
    private var segmentOrigin: Int64 = 0
    private var lastHeard = 0.0
    private var interrupted = false
    private var underflowCount = 0
    /// The stream's volume as last read from the server or set (0…1), and the one asked for by
    /// `setVolume`, which new streams start at (else the server picks, e.g. module-stream-restore).
    private var knownVolume: Double?
    private var requestedVolume: Double?
    private var volumeHandler: (@Sendable (Double) -> Void)?
    /// PulseAudio's 100 % (`PA_VOLUME_NORM`).
    private static let normalVolume = 0x10000

    /// - Parameters:
    ///   - server: a PulseAudio server address; nil uses the usual lookup (`PULSE_SERVER`, `$XDG_RUNTIME_DIR/pulse`).
    ///   - sink: the sink to play to; nil uses the server's default.
    ///   - latencyMilliseconds: the buffer the server is asked to keep. A quarter second means few
    ///     wakeups while playing; a seek flushes it and a pause corks it, so neither waits for it.
    ///   - serverTimeout: the longest any call waits for the server, in seconds, before it gives the
    ///     connection up as lost (a drain may also wait for the buffer to play out).
    ///   - streamName: the stream's name in mixers (`pactl list sink-inputs`).
    public init(server: String? = nil, sink: String? = nil, latencyMilliseconds: Int = 250, serverTimeout: Double = 2,
                streamName: String = "listend") throws(AudioError) {
        self.connection = try PulseConnection(server: server, serverTimeout: serverTimeout)
        self.sink = sink
        self.streamName = streamName
        self.targetLatencyMicroseconds = UInt64(min(max(latencyMilliseconds, 1), 10_000)) * 1000
        connection.onConnect = { [unowned self] context in
            // Volume changes made elsewhere (a mixer, pactl) are followed.
            pa_context_set_subscribe_callback(context, pulseSubscribeCallback, self.selfPointer)
            if let operation = pa_context_subscribe(context, PA_SUBSCRIPTION_MASK_SINK_INPUT, nil, nil) { pa_operation_unref(operation) }
        }
    }

    deinit {
        close()
    }

    /// How many times the server ran out of audio to play since this output was made.
    public var underflows: Int {
        locked { underflowCount }
    }

    /// Connects to the server if not connected; fails with the server's reason.
    public func connect() throws(AudioError) {
        try locked { () throws(AudioError) in try connectLocked() }
    }

    public func start(format: PCMFormat) throws(AudioError) {
        try locked { () throws(AudioError) in
            try connectLocked()
            if let stream, self.format == format, streamIsGood(stream) {
                try cork(stream, false)
                try flushLocked(stream)
                return
            }
            destroyStream()
            try createStream(format)
        }
    }

    public func write(_ samples: UnsafeBufferPointer<Float>) throws(AudioError) -> Int {
        try locked { () throws(AudioError) -> Int in
            guard let stream, let format else { throw AudioError("PulseAudio output is not started.") }
            let frameBytes = format.channels * MemoryLayout<Float>.size
            let total = samples.count * MemoryLayout<Float>.size
            let base = UnsafeRawPointer(samples.baseAddress!)
            var offset = 0
            while offset < total {
                if interrupted { interrupted = false; break }
                try checkAlive(stream)
                let writable = pa_stream_writable_size(stream)
                if writable == Int.max || writable == -1 { throw connection.lost() }
                let chunk = min(writable, total - offset) / frameBytes * frameBytes
                if chunk == 0 {
                    try connection.waitOnServer("to make room in its buffer") { () throws(AudioError) -> Bool in
                        if interrupted { return true }
                        try checkAlive(stream)
                        let room = pa_stream_writable_size(stream)
                        return room < 0 || room >= min(frameBytes, total - offset)
                    }
                    continue
                }
                guard pa_stream_write(stream, base + offset, chunk, nil, 0, PA_SEEK_RELATIVE) == 0 else { throw connection.lost() }
                offset += chunk
                writtenBytes += Int64(chunk)
            }
            return offset / MemoryLayout<Float>.size
        }
    }

    public func drain() throws(AudioError) -> Bool {
        try locked { () throws(AudioError) -> Bool in
            guard let stream else { return true }
            try checkAlive(stream)
            guard let operation = pa_stream_drain(stream, pulseSuccessSignalCallback, connection.signalTarget) else { throw connection.lost() }
            defer { pa_operation_unref(operation) }
            var wasInterrupted = false
            // The buffer plays out first: allow its length on top of the server timeout.
            try connection.waitOnServer("to play out its buffer", allowing: targetLatencyMicroseconds) { () throws(AudioError) -> Bool in
                if interrupted {
                    interrupted = false
                    wasInterrupted = true
                    pa_operation_cancel(operation)
                    return true
                }
                guard pa_operation_get_state(operation) == PA_OPERATION_RUNNING else { return true }
                try checkAlive(stream)
                return false
            }
            return !wasInterrupted
        }
    }

    public func setPaused(_ paused: Bool) throws(AudioError) {
        try locked { () throws(AudioError) in
            guard let stream else { return }
            try cork(stream, paused)
        }
    }

    public func flush() throws(AudioError) {
        try locked { () throws(AudioError) in
            guard let stream else { return }
            try flushLocked(stream)
        }
    }

    /// Computed from the server's timing info (read index less the sink's latency, plus the age of
    /// that reading while the stream plays) rather than libpulse's interpolated clock, which can
    /// latch ahead of the truth when a sink stalls at start-up.
    public func heardSeconds() -> Double {
        locked {
            guard !connection.serverHung, let stream, let format, streamIsGood(stream),
                  let info = pa_stream_get_timing_info(stream)?.pointee, info.read_index_corrupt == 0 else { return lastHeard }
            let bytesPerSecond = Double(format.bytesPerSecond)
            var heard = Double(info.read_index) / bytesPerSecond - Double(info.sink_usec) / 1_000_000
            if info.playing != 0, pa_stream_is_corked(stream) == 0 {
                var timestamp = info.timestamp
                heard += min(Double(pa_timeval_age(&timestamp)) / 1_000_000, 2)
            }
            let written = Double(writtenBytes) / bytesPerSecond
            lastHeard = min(max(heard - Double(segmentOrigin) / bytesPerSecond, 0), written)
            return lastHeard
        }
    }

    public func interrupt() {
        locked {
            interrupted = true
            connection.signal()
        }
    }

    public func close() {
        locked {
            destroyStream()
            connection.disconnect()
        }
    }

    public func volume() -> Double? {
        locked { knownVolume ?? requestedVolume }
    }

    /// Sets the stream's volume (the one `pactl set-sink-input-volume` sets), and keeps it for the
    /// streams opened later.
    public func setVolume(_ volume: Double) throws(AudioError) {
        let volume = min(max(volume, 0), 1)
        try locked { () throws(AudioError) in
            requestedVolume = volume
            knownVolume = volume
            guard let stream, let context = connection.context, let format, streamIsGood(stream) else { return }
            var channels = Self.channelVolume(volume, channels: format.channels)
            try waitFor(pa_context_set_sink_input_volume(context, pa_stream_get_index(stream), &channels,
                                                         pulseSuccessSignalCallback, connection.signalTarget),
                        on: stream, "to a volume change")
        }
    }

    public func onVolumeChange(_ handler: @escaping @Sendable (Double) -> Void) {
        locked { volumeHandler = handler }
    }

    private static func channelVolume(_ volume: Double, channels: Int) -> pa_cvolume {
        var result = pa_cvolume()
        pa_cvolume_set(&result, UInt32(channels), pa_volume_t((volume * Double(normalVolume)).rounded()))
        return result
    }

    // MARK: - Called with the main loop locked

    private var selfPointer: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    private func locked<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        try connection.locked(body)
    }

    /// Connects if needed; a stream of a lost connection goes with it.
    private func connectLocked() throws(AudioError) {
        if !connection.isAlive { destroyStream() }
        try connection.connect()
    }

    private func createStream(_ format: PCMFormat) throws(AudioError) {
        guard let context = connection.context else { throw connection.lost() }
        guard let rate = UInt32(exactly: format.sampleRate), let channels = UInt8(exactly: format.channels) else {
            throw AudioError("PulseAudio cannot play \(format) audio.")
        }
        var spec = pa_sample_spec(format: PA_SAMPLE_FLOAT32LE, rate: rate, channels: channels)
        guard pa_sample_spec_valid(&spec) != 0 else {
            throw AudioError("PulseAudio cannot play \(format) audio (at most \(PA_CHANNELS_MAX) channels and \(PCMFormat.maximumSampleRate) Hz).")
        }
        guard let stream = pa_stream_new(context, streamName, &spec, nil) else {
            throw AudioError("PulseAudio refused a \(format) stream: \(String(cString: pa_strerror(pa_context_errno(context)))).")
        }
        pa_stream_set_state_callback(stream, pulseStreamSignalCallback, connection.signalTarget)
        pa_stream_set_write_callback(stream, pulseStreamRequestSignalCallback, connection.signalTarget)
        pa_stream_set_underflow_callback(stream, pulseUnderflowCallback, selfPointer)
        let latencyBytes = UInt32(clamping: UInt64(format.bytesPerSecond) * targetLatencyMicroseconds / 1_000_000)
        var attributes = pa_buffer_attr(maxlength: UInt32.max, tlength: latencyBytes, prebuf: UInt32.max, minreq: UInt32.max, fragsize: UInt32.max)
        let flags = pa_stream_flags_t(rawValue: PA_STREAM_AUTO_TIMING_UPDATE.rawValue | PA_STREAM_ADJUST_LATENCY.rawValue)
        let connected: Int32
        if var startVolume = requestedVolume.map({ Self.channelVolume($0, channels: format.channels) }) {
            connected = pa_stream_connect_playback(stream, sink, &attributes, flags, &startVolume, nil)
        } else {
            connected = pa_stream_connect_playback(stream, sink, &attributes, flags, nil, nil)
        }
        guard connected == 0 else {
            let reason = String(cString: pa_strerror(pa_context_errno(context)))
            pa_stream_unref(stream)
            throw AudioError("PulseAudio refused playback: \(reason).")
        }
        do throws(AudioError) {
            try connection.waitOnServer("to a new stream") { () throws(AudioError) -> Bool in
                let state = pa_stream_get_state(stream)
                if state == PA_STREAM_FAILED || state == PA_STREAM_TERMINATED {
                    let reason = String(cString: pa_strerror(pa_context_errno(context)))
                    throw AudioError("PulseAudio playback failed\(sink.map { " on sink \($0)" } ?? ""): \(reason).")
                }
                return state == PA_STREAM_READY
            }
        } catch {
            clearCallbacks(stream)
            pa_stream_disconnect(stream)
            pa_stream_unref(stream)
            throw error
        }
        self.stream = stream
        self.format = format
        writtenBytes = 0
        segmentOrigin = 0
        lastHeard = 0
        readVolume()
    }

    /// Asks the server for the stream's volume; the answer arrives in `volumeRead`.
    fileprivate func readVolume() {
        guard let context = connection.context, let stream else { return }
        if let operation = pa_context_get_sink_input_info(context, pa_stream_get_index(stream), pulseSinkInputInfoCallback, selfPointer) {
            pa_operation_unref(operation)
        }
    }

    /// Whether a server event about sink input `index` concerns this output's stream.
    fileprivate func isOurStream(_ index: UInt32) -> Bool {
        guard let stream, streamIsGood(stream) else { return false }
        return pa_stream_get_index(stream) == index
    }

    fileprivate func volumeRead(_ volume: pa_cvolume) {
        var volume = volume
        // To the ten-thousandth: what a mixer sets as 70 % reads 0.7, not 0.699997.
        let level = (Double(pa_cvolume_avg(&volume)) / Double(Self.normalVolume) * 10_000).rounded() / 10_000
        if let knownVolume, abs(knownVolume - level) < 0.0001 { return }
        knownVolume = level
        // Not on the main loop thread: the handler may ask for the status, which takes its lock.
        if let handler = volumeHandler { DispatchQueue.global().async { handler(level) } }
    }

    private func flushLocked(_ stream: OpaquePointer) throws(AudioError) {
        try checkAlive(stream)
        try waitFor(pa_stream_flush(stream, pulseSuccessSignalCallback, connection.signalTarget), on: stream, "to a flush")
        try waitFor(pa_stream_update_timing_info(stream, pulseSuccessSignalCallback, connection.signalTarget), on: stream, "to a timing request")
        writtenBytes = 0
        lastHeard = 0
        segmentOrigin = pa_stream_get_timing_info(stream).map { Int64($0.pointee.write_index) } ?? 0
    }

    private func cork(_ stream: OpaquePointer, _ corked: Bool) throws(AudioError) {
        guard (pa_stream_is_corked(stream) != 0) != corked else { return }
        try checkAlive(stream)
        try waitFor(pa_stream_cork(stream, corked ? 1 : 0, pulseSuccessSignalCallback, connection.signalTarget), on: stream, corked ? "to a pause" : "to a resume")
    }

    /// Waits for `operation` on `stream` to complete; `what` names the request for the timeout message.
    private func waitFor(_ operation: OpaquePointer?, on stream: OpaquePointer, _ what: String) throws(AudioError) {
        try connection.waitFor(operation, what) { () throws(AudioError) in try checkAlive(stream) }
    }

    private func checkAlive(_ stream: OpaquePointer) throws(AudioError) {
        guard connection.isAlive, streamIsGood(stream) else { throw connection.lost() }
    }

    private func streamIsGood(_ stream: OpaquePointer) -> Bool {
        let state = pa_stream_get_state(stream)
        return state != PA_STREAM_FAILED && state != PA_STREAM_TERMINATED
    }

    private func clearCallbacks(_ stream: OpaquePointer) {
        pa_stream_set_state_callback(stream, nil, nil)
        pa_stream_set_write_callback(stream, nil, nil)
        pa_stream_set_underflow_callback(stream, nil, nil)
    }

    private func destroyStream() {
        guard let stream else { return }
        clearCallbacks(stream)
        pa_stream_disconnect(stream)
        pa_stream_unref(stream)
        self.stream = nil
        format = nil
        writtenBytes = 0
        lastHeard = 0
        knownVolume = nil
    }

    fileprivate func countUnderflow() {
        underflowCount += 1
    }
}

// C callbacks, run on PulseAudio's main loop thread with its lock held. They stay outside any actor.

private func output(_ userData: UnsafeMutableRawPointer?) -> PulseOutput {
    Unmanaged<PulseOutput>.fromOpaque(userData!).takeUnretainedValue()
}

private func pulseUnderflowCallback(_ stream: OpaquePointer?, _ userData: UnsafeMutableRawPointer?) {
    let target = output(userData)
    target.countUnderflow()
    target.connection.signal()
}

private func pulseSubscribeCallback(_ context: OpaquePointer?, _ event: pa_subscription_event_type_t, _ index: UInt32,
                                    _ userData: UnsafeMutableRawPointer?) {
    let facility = event.rawValue & PA_SUBSCRIPTION_EVENT_FACILITY_MASK.rawValue
    let kind = event.rawValue & PA_SUBSCRIPTION_EVENT_TYPE_MASK.rawValue
    guard facility == PA_SUBSCRIPTION_EVENT_SINK_INPUT.rawValue, kind == PA_SUBSCRIPTION_EVENT_CHANGE.rawValue else { return }
    let target = output(userData)
    if target.isOurStream(index) { target.readVolume() }
}

private func pulseSinkInputInfoCallback(_ context: OpaquePointer?, _ info: UnsafePointer<pa_sink_input_info>?, _ last: Int32,
                                        _ userData: UnsafeMutableRawPointer?) {
    guard let info, output(userData).isOurStream(info.pointee.index) else { return }
    output(userData).volumeRead(info.pointee.volume)
}
