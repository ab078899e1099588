import Dispatch
import Synchronization
@testable import ListenEngine

/// A null output whose next `flush()`, once armed, blocks until the test releases it, like a
/// sound server that stops answering in the middle of a seek.
final class BlockingOutput: AudioOutput, Sendable {
    let name = "blocking"
    private let inner = NullOutput()
    private let armed = Mutex(false)
    private let entered = DispatchSemaphore(value: 0)
    private let released = DispatchSemaphore(value: 0)

    /// Makes the next `flush()` block until `releaseFlush()`.
    func blockNextFlush() {
        armed.withLock { $0 = true }
    }

    /// Waits until a flush is blocked; false if none came within `timeout` seconds.
    func waitUntilFlushBlocks(timeout: Double) -> Bool {
        entered.wait(timeout: .now() + timeout) == .success
    }

    /// Lets the blocked flush finish.
    func releaseFlush() {
        released.signal()
    }

    func flush() throws(AudioError) {
        let block = armed.withLock { armed in
            defer { armed = false }
            return armed
        }
        if block {
            entered.signal()
            released.wait()
        }
        try inner.flush()
    }

    func start(format: PCMFormat) throws(AudioError) { try inner.start(format: format) }
    func write(_ samples: UnsafeBufferPointer<Float>) throws(AudioError) -> Int { try inner.write(samples) }
    func drain() throws(AudioError) -> Bool { try inner.drain() }
    func setPaused(_ paused: Bool) throws(AudioError) { try inner.setPaused(paused) }
    func heardSeconds() -> Double { inner.heardSeconds() }
    func interrupt() { inner.interrupt() }
    func close() { inner.close() }
    func volume() -> Double? { inner.volume() }
    func setVolume(_ volume: Double) throws(AudioError) { try inner.setVolume(volume) }
    func onVolumeChange(_ handler: @escaping @Sendable (Double) -> Void) {}
}
