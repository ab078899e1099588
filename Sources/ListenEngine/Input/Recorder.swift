import Dispatch
import Synchronization

/// Records one take at a time from a ``PulseInput``, on a thread of its own.
///
/// This is the command side: `start` opens the source (so that a missing source or a refusal is
/// its error) and hands the take to the ``RecorderThread``, which reads, follows the level and
/// ends the take on silence after speech, at its limit, or on `stop`.
public final class Recorder: Sendable {
    private let input: PulseInput
    private let shared = RecorderShared()

    /// Starts the recorder's thread; `onEvent` hears every start, level and end, on that thread.
    public init(input: PulseInput, onEvent: @escaping @Sendable (RecorderEvent) -> Void) {
        self.input = input
        let thread = RecorderThread(shared: shared, input: input, listener: onEvent)
        DispatchQueue(label: "listend.recorder", qos: .userInitiated).async { [shared] in
            thread.run()
            shared.finished.signal()
        }
    }

    /// Ends a take in progress, opens the source and starts take number `take`, which lasts at
    /// most `maximumSeconds`.
    public func start(take: Int, maximumSeconds: Double) throws(AudioError) {
        stop()
        try input.start()
        shared.state.withLock { s in
            s.pending = RecorderShared.Take(number: take, maximumSeconds: maximumSeconds)
            s.stopRequested = false
            shared.takes.enter()
        }
        shared.wake.signal()
    }

    /// Ends the take in progress, if any, and returns once its `ended` event has been heard.
    public func stop() {
        shared.state.withLock { $0.stopRequested = true }
        shared.takes.wait()
    }

    /// Ends the take in progress and the thread.
    public func shutdown() {
        shared.state.withLock { s in
            s.stopRequested = true
            s.shutdown = true
        }
        shared.wake.signal()
        shared.finished.wait()
    }
}
