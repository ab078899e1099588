import CPulse
#if canImport(Glibc)
import Glibc
#endif
import ListenEngine

/// Capture from a PulseAudio source through a ``PulseConnection``: 16 kHz mono 16-bit samples,
/// as speech recognisers take them, converted by the server.
///
/// Fragments of a tenth of a second are asked for: with the server's default fragment size the
/// first second or two of a take can be lost. `read` looks at the stream's readable size every
/// few milliseconds, so it returns within the wait it is given, and no call waits on the server
/// longer than the server timeout.
public final class PulseInput: AudioInput, @unchecked Sendable {
    /// The rate of the samples `read` returns.
    public static let sampleRate = 16_000
    /// Bytes per fragment the server is asked to deliver: 0.1 s.
    private static let fragmentBytes: UInt32 = 3200

    public var sampleRate: Int { Self.sampleRate }
    private let source: String?
    private let connection: PulseConnection

    // Guarded by the main loop's lock.
    private var stream: OpaquePointer?

    /// - Parameters:
    ///   - server: a PulseAudio server address; nil uses the usual lookup.
    ///   - source: the source to record from; nil uses the server's default.
    ///   - serverTimeout: the longest a call waits for the server, in seconds.
    public init(server: String? = nil, source: String? = nil, serverTimeout: Double = 2) throws(AudioError) {
        self.connection = try PulseConnection(server: server, serverTimeout: serverTimeout)
        self.source = source
    }

    deinit {
        stop()
    }

    /// The source recorded from, for messages: its name, or "the default source".
    public var sourceDescription: String {
        source.map { "source \"\($0)\"" } ?? "the default source"
    }

    /// Connects if needed and opens a record stream; fails with the server's reason (no such
    /// source, access denied, no server).
    public func start() throws(AudioError) {
        stop()
        try connection.locked { () throws(AudioError) in
            try connection.connect()
            guard let context = connection.context else { throw connection.lost() }
            var spec = pa_sample_spec(format: PA_SAMPLE_S16LE, rate: UInt32(Self.sampleRate), channels: 1)
            guard let created = pa_stream_new(context, "listend recording", &spec, nil) else {
                throw AudioError("PulseAudio refused a recording stream: \(connection.reason(context)).")
            }
            pa_stream_set_state_callback(created, pulseStreamSignalCallback, connection.signalTarget)
            var attributes = pa_buffer_attr(maxlength: UInt32.max, tlength: UInt32.max, prebuf: UInt32.max,
                                            minreq: UInt32.max, fragsize: Self.fragmentBytes)
            guard pa_stream_connect_record(created, source, &attributes, PA_STREAM_ADJUST_LATENCY) == 0 else {
                let why = connection.reason(context)
                pa_stream_set_state_callback(created, nil, nil)
                pa_stream_unref(created)
                throw AudioError("PulseAudio refused to record from \(sourceDescription): \(why).")
            }
            stream = created
            do throws(AudioError) {
                try connection.waitOnServer("to a new recording stream") { () throws(AudioError) -> Bool in
                    switch pa_stream_get_state(created) {
                    case PA_STREAM_READY: return true
                    case PA_STREAM_FAILED, PA_STREAM_TERMINATED:
                        throw AudioError("Cannot record from \(sourceDescription): \(connection.reason(context)).")
                    default: return false
                    }
                }
            } catch {
                closeStream()
                throw error
            }
        }
    }

    /// The samples captured since the last call, waiting up to `seconds` for the first ones;
    /// empty when none came in that time.
    public func read(waitingUpTo seconds: Double) throws(AudioError) -> [Int16] {
        let deadline = Self.now() + seconds
        while true {
            let samples = try connection.locked { () throws(AudioError) -> [Int16] in
                guard let stream, pa_stream_get_state(stream) == PA_STREAM_READY else {
                    throw AudioError("Lost the recording stream: \(connection.context.map(connection.reason) ?? "not connected").", isTransient: true)
                }
                return try drain(stream)
            }
            if !samples.isEmpty || Self.now() >= deadline { return samples }
            usleep(10_000)
        }
    }

    /// Closes the record stream (the connection stays for the next take).
    public func stop() {
        connection.locked { closeStream() }
    }

    // MARK: - Called with the main loop locked

    private func closeStream() {
        guard let stream else { return }
        pa_stream_set_state_callback(stream, nil, nil)
        pa_stream_disconnect(stream)
        pa_stream_unref(stream)
        self.stream = nil
    }

    /// Everything readable now; a hole in the stream reads as silence.
    private func drain(_ stream: OpaquePointer) throws(AudioError) -> [Int16] {
        var samples: [Int16] = []
        while pa_stream_readable_size(stream) > 0 {
            var data: UnsafeRawPointer?
            var bytes = 0
            guard pa_stream_peek(stream, &data, &bytes) == 0 else {
                throw AudioError("Lost the recording stream: \(connection.context.map(connection.reason) ?? "not connected").", isTransient: true)
            }
            if bytes == 0 { break }
            let count = bytes / MemoryLayout<Int16>.size
            if let data {
                samples.append(contentsOf: (0..<count).map { data.loadUnaligned(fromByteOffset: $0 * 2, as: Int16.self) })
            } else {
                samples.append(contentsOf: repeatElement(0, count: count))
            }
            pa_stream_drop(stream)
        }
        return samples
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000
    }
}
