import Dispatch
import Synchronization

/// What a ``Speaker`` and its thread share: the utterance waiting and the generation under one
/// mutex, and the semaphores that wake the thread and report its end.
final class SpeakerShared: Sendable {
    struct State {
        /// The utterance to speak next; nil when there is none.
        var pending: Utterance?
        /// Bumped by every `say` and `stop`: an utterance being spoken under an older one gives way.
        var generation = 0
        var lastNumber = 0
        var shutdown = false
    }

    let state = Mutex(State())
    let wake = DispatchSemaphore(value: 0)
    let finished = DispatchSemaphore(value: 0)

    /// Whether a `say` or `stop` came after `generation`.
    func isStale(_ generation: Int) -> Bool {
        state.withLock { $0.generation != generation || $0.shutdown }
    }

    /// How an utterance that gave way ends: replaced when another one waits, else stopped.
    func endingOfStale() -> SpeakerEvent.Ending {
        state.withLock { $0.pending != nil && !$0.shutdown ? .replaced : .stopped }
    }
}
