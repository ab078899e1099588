import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// An output with no device: it consumes audio in real time (or on a test's virtual clock) and
/// keeps an exact clock.
///
/// For machines without a sound server, for headless runs, and for the daemon's logic tests.
public final class NullOutput: AudioOutput, Sendable {
    public let name = "null"
    /// How far ahead of the clock writes may run.
    private let bufferSeconds = 0.05

    private struct Clock {
        var format = PCMFormat(sampleRate: 44100, channels: 2)
        var writtenSeconds = 0.0
        /// Heard seconds at `resumedAt`, and the monotonic time it was taken (nil while paused).
        var heardAtMark = 0.0
        var resumedAt: Double? = nil
        var interrupted = false

        func heard(now: Double) -> Double {
            guard let since = resumedAt else { return heardAtMark }
            return min(writtenSeconds, heardAtMark + (now - since))
        }
    }

    private let clock = Mutex(Clock())
    /// Kept for status and MPRIS; nothing is heard anyway.
    private let level = Mutex(1.0)

    private let time: any OutputClock

    /// - Parameter clock: the time it consumes audio in; the machine's unless a test brings its own.
    public init(clock: any OutputClock = MonotonicClock()) {
        self.time = clock
    }

    public func volume() -> Double? {
        level.withLock { $0 }
    }

    public func setVolume(_ volume: Double) throws(AudioError) {
        level.withLock { $0 = min(max(volume, 0), 1) }
    }

    /// Nothing else can change it.
    public func onVolumeChange(_ handler: @escaping @Sendable (Double) -> Void) {}

    public func start(format: PCMFormat) throws(AudioError) {
        clock.withLock { $0 = Clock(format: format, resumedAt: time.now()) }
    }

    public func write(_ samples: UnsafeBufferPointer<Float>) throws(AudioError) -> Int {
        while true {
            let (proceed, wait) = clock.withLock { state -> (Bool?, Double) in
                if state.interrupted { state.interrupted = false; return (false, 0) }
                let now = time.now()
                let heard = state.heard(now: now)
                if state.resumedAt != nil, heard >= state.writtenSeconds {
                    // An underrun: the clock restarts from what was written.
                    state.heardAtMark = state.writtenSeconds
                    state.resumedAt = now
                }
                let ahead = state.writtenSeconds - state.heard(now: now)
                if state.resumedAt != nil, ahead < bufferSeconds {
                    state.writtenSeconds += Double(samples.count / state.format.channels) / Double(state.format.sampleRate)
                    return (true, 0)
                }
                return (nil, state.resumedAt == nil ? 0.01 : ahead - bufferSeconds + 0.001)
            }
            if let proceed { return proceed ? samples.count : 0 }
            time.sleep(wait)
        }
    }

    public func drain() throws(AudioError) -> Bool {
        while true {
            let (done, wait) = clock.withLock { state -> (Bool?, Double) in
                if state.interrupted { state.interrupted = false; return (false, 0) }
                let remaining = state.writtenSeconds - state.heard(now: time.now())
                if remaining <= 0 { return (true, 0) }
                return (nil, state.resumedAt == nil ? 0.01 : remaining)
            }
            if let done { return done }
            time.sleep(min(wait, 0.01))
        }
    }

    public func setPaused(_ paused: Bool) throws(AudioError) {
        clock.withLock { state in
            let now = time.now()
            if paused, state.resumedAt != nil {
                state.heardAtMark = state.heard(now: now)
                state.resumedAt = nil
            } else if !paused, state.resumedAt == nil {
                state.resumedAt = now
            }
        }
    }

    public func flush() throws(AudioError) {
        clock.withLock { state in
            state.writtenSeconds = 0
            state.heardAtMark = 0
            if state.resumedAt != nil { state.resumedAt = time.now() }
        }
    }

    public func heardSeconds() -> Double {
        clock.withLock { $0.heard(now: time.now()) }
    }

    public func interrupt() {
        clock.withLock { $0.interrupted = true }
    }

    public func close() {}
}
