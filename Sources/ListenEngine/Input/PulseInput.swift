import CPulse
#if canImport(Glibc)
import Glibc
#endif

/// Capture from a PulseAudio source through the asynchronous API on a threaded main loop:
/// 16 kHz mono 16-bit samples, as speech recognisers take them, converted by the server.
///
/// Fragments of a tenth of a second are asked for: with the server's default fragment size the
/// first second or two of a take can be lost. Nothing here installs callbacks; calls look at the
/// stream's state and readable size, so `read` returns within the wait it is given, and no call
/// waits on the server longer than the server timeout.
public final class PulseInput: @unchecked Sendable {
    /// The rate of the samples `read` returns.
    public static let sampleRate = 16_000
    /// Bytes per fragment the server is asked to deliver: 0.1 s.
    private static let fragmentBytes: UInt32 = 3200

    private let server: String?
    private let source: String?
    private let serverTimeout: Double
    private let mainloop: OpaquePointer

    // Guarded by the main loop's lock.
    private var context: OpaquePointer?
    private var stream: OpaquePointer?

    /// - Parameters:
    ///   - server: a PulseAudio server address; nil uses the usual lookup.
    ///   - source: the source to record from; nil uses the server's default.
    ///   - serverTimeout: the longest a call waits for the server, in seconds.
    public init(server: String? = nil, source: String? = nil, serverTimeout: Double = 2) throws(AudioError) {
        guard let loop = pa_threaded_mainloop_new() else { throw AudioError("Cannot start the PulseAudio main loop.") }
        guard pa_threaded_mainloop_start(loop) >= 0 else {
            pa_threaded_mainloop_free(loop)
            throw AudioError("Cannot start the PulseAudio main loop thread.")
        }
        self.server = server
        self.source = source
        self.serverTimeout = min(max(serverTimeout, 0.01), 3600)
        self.mainloop = loop
    }

    deinit {
        stop()
        locked { destroyContext() }
        pa_threaded_mainloop_stop(mainloop)
        pa_threaded_mainloop_free(mainloop)
    }

    /// The source recorded from, for messages: its name, or "the default source".
    public var sourceDescription: String {
        source.map { "source \"\($0)\"" } ?? "the default source"
    }

    /// Connects if needed and opens a record stream; fails with the server's reason (no such
    /// source, access denied, no server).
    public func start() throws(AudioError) {
        stop()
        try connect()
        let created: OpaquePointer = try locked { () throws(AudioError) -> OpaquePointer in
            guard let context else { throw AudioError("Cannot record: not connected to PulseAudio.", isTransient: true) }
            var spec = pa_sample_spec(format: PA_SAMPLE_S16LE, rate: UInt32(Self.sampleRate), channels: 1)
            guard let stream = pa_stream_new(context, "listend recording", &spec, nil) else {
                throw AudioError("PulseAudio refused a recording stream: \(reason(context)).")
            }
            var attributes = pa_buffer_attr(maxlength: UInt32.max, tlength: UInt32.max, prebuf: UInt32.max,
                                            minreq: UInt32.max, fragsize: Self.fragmentBytes)
            guard pa_stream_connect_record(stream, source, &attributes, PA_STREAM_ADJUST_LATENCY) == 0 else {
                let why = reason(context)
                pa_stream_unref(stream)
                throw AudioError("PulseAudio refused to record from \(sourceDescription): \(why).")
            }
            self.stream = stream
            return stream
        }
        do throws(AudioError) {
            try wait("to a new recording stream") { () throws(AudioError) -> Bool in
                switch pa_stream_get_state(created) {
                case PA_STREAM_READY: return true
                case PA_STREAM_FAILED, PA_STREAM_TERMINATED:
                    throw AudioError("Cannot record from \(sourceDescription): \(context.map(reason) ?? "not connected").")
                default: return false
                }
            }
        } catch {
            stop()
            throw error
        }
    }

    /// The samples captured since the last call, waiting up to `seconds` for the first ones;
    /// empty when none came in that time.
    public func read(waitingUpTo seconds: Double) throws(AudioError) -> [Int16] {
        let deadline = Self.now() + seconds
        while true {
            let samples = try locked { () throws(AudioError) -> [Int16] in
                guard let stream, pa_stream_get_state(stream) == PA_STREAM_READY else {
                    throw AudioError("Lost the recording stream: \(context.map(reason) ?? "not connected").", isTransient: true)
                }
                return try drain(stream)
            }
            if !samples.isEmpty || Self.now() >= deadline { return samples }
            usleep(10_000)
        }
    }

    /// Closes the record stream (the connection stays for the next take).
    public func stop() {
        locked {
            guard let stream else { return }
            pa_stream_disconnect(stream)
            pa_stream_unref(stream)
            self.stream = nil
        }
    }

    // MARK: - Called with the main loop locked

    private func locked<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        pa_threaded_mainloop_lock(mainloop)
        defer { pa_threaded_mainloop_unlock(mainloop) }
        return try body()
    }

    /// Everything readable now; a hole in the stream reads as silence.
    private func drain(_ stream: OpaquePointer) throws(AudioError) -> [Int16] {
        var samples: [Int16] = []
        while pa_stream_readable_size(stream) > 0 {
            var data: UnsafeRawPointer?
            var bytes = 0
            guard pa_stream_peek(stream, &data, &bytes) == 0 else {
                throw AudioError("Lost the recording stream: \(context.map(reason) ?? "not connected").", isTransient: true)
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

    private func reason(_ context: OpaquePointer) -> String {
        String(cString: pa_strerror(pa_context_errno(context)))
    }

    private func destroyContext() {
        guard let context else { return }
        pa_context_disconnect(context)
        pa_context_unref(context)
        self.context = nil
    }

    // MARK: - Taking and releasing the lock

    private func connect() throws(AudioError) {
        let created: OpaquePointer = try locked { () throws(AudioError) -> OpaquePointer in
            if let context {
                let state = pa_context_get_state(context)
                if state != PA_CONTEXT_FAILED && state != PA_CONTEXT_TERMINATED { return context }
                destroyContext()
            }
            guard let created = pa_context_new(pa_threaded_mainloop_get_api(mainloop), "listend") else {
                throw AudioError("Cannot create a PulseAudio context.")
            }
            if pa_context_connect(created, server, PA_CONTEXT_NOAUTOSPAWN, nil) < 0 {
                let why = reason(created)
                pa_context_unref(created)
                throw AudioError("Cannot connect to PulseAudio: \(why).", isTransient: true)
            }
            context = created
            return created
        }
        do throws(AudioError) {
            try wait("to the connection request") { () throws(AudioError) -> Bool in
                switch pa_context_get_state(created) {
                case PA_CONTEXT_READY: return true
                case PA_CONTEXT_FAILED, PA_CONTEXT_TERMINATED:
                    throw AudioError("Cannot connect to PulseAudio: \(reason(created)).", isTransient: true)
                default: return false
                }
            }
        } catch {
            locked { destroyContext() }
            throw error
        }
    }

    /// Looks at `done` (with the lock) every few milliseconds until it holds, for at most the
    /// server timeout; `what` completes "PulseAudio did not answer within 2 s …".
    private func wait(_ what: String, until done: () throws(AudioError) -> Bool) throws(AudioError) {
        let deadline = Self.now() + serverTimeout
        while true {
            if try locked(done) { return }
            if Self.now() >= deadline {
                throw AudioError("PulseAudio did not answer within \(serverTimeout) s \(what).", isTransient: true)
            }
            usleep(5_000)
        }
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000
    }
}
