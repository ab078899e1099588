import Dispatch
import Synchronization

/// What a ``Recorder`` and its thread share: the take waiting and the stop request under one
/// mutex, the semaphores that wake the thread and report its end, and a group that a take
/// holds from `start` until its end has been reported.
final class RecorderShared: Sendable {
    /// A take to record.
    struct Take: Sendable {
        var number: Int
        var maximumSeconds: Double
    }

    struct State {
        var pending: Take?
        var stopRequested = false
        var shutdown = false
    }

    let state = Mutex(State())
    let wake = DispatchSemaphore(value: 0)
    let finished = DispatchSemaphore(value: 0)
    let takes = DispatchGroup()

    var stopRequested: Bool {
        state.withLock { $0.stopRequested || $0.shutdown }
    }
}
