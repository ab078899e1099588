import Dispatch
import Synchronization

/// Records one take at a time from an ``AudioInput``, on a thread of its own.
///
/// This is the command side: `start` opens the source (so that a missing source or a refusal is
/// its error) and hands the take to the ``RecorderThread``, which reads, follows the level and
/// ends the take on silence after speech, at its limit, or on `stop`.
public final class Recorder: Sendable {
    private let input: any AudioInput
    private let shared = RecorderShared(RecorderWork())
    /// Held by a take from `start` until its end has been reported.
    private let takes = DispatchGroup()

    /// Starts the recorder's thread; `onEvent` hears every start, level and end, on that thread.
    public init(input: any AudioInput, onEvent: @escaping @Sendable (RecorderEvent) -> Void) {
        self.input = input
        let thread = RecorderThread(shared: shared, takes: takes, input: input, listener: onEvent)
        shared.start(label: "listend.recorder") { thread.run() }
    }

    /// Ends a take in progress, opens the source and starts take number `take`, which lasts at
    /// most `maximumSeconds`.
    public func start(take: Int, maximumSeconds: Double) throws(AudioError) {
        stop()
        try input.start()
        shared.withLock { s in
            s.pending = RecorderWork.Take(number: take, maximumSeconds: maximumSeconds)
            s.stopRequested = false
            takes.enter()
        }
        shared.wake()
    }

    /// Ends the take in progress, if any, and returns once its `ended` event has been heard.
    public func stop() {
        shared.withLock { $0.stopRequested = true }
        takes.wait()
    }

    /// Ends the take in progress and the thread.
    public func shutdown() {
        shared.withLock { s in
            s.stopRequested = true
            s.shutdown = true
        }
        shared.wake()
        shared.waitUntilFinished()
    }
}
