/// What a ``Speaker`` and its thread share: a ``WorkerThread`` over the utterance waiting and
/// the generation.
typealias SpeakerShared = WorkerThread<SpeakerWork>

/// The speaker as `say` and `stop` left it.
struct SpeakerWork: Sendable {
    /// The utterance to speak next; nil when there is none.
    var pending: Utterance?
    /// Bumped by every `say` and `stop`: an utterance being spoken under an older one gives way.
    var generation = 0
    var lastNumber = 0
    var shutdown = false
}

extension WorkerThread where State == SpeakerWork {
    /// Whether a `say` or `stop` came after `generation`.
    func isStale(_ generation: Int) -> Bool {
        withLock { $0.generation != generation || $0.shutdown }
    }

    /// How an utterance that gave way ends: replaced when another one waits, else stopped.
    func endingOfStale() -> SpeakerEvent.Ending {
        withLock { $0.pending != nil && !$0.shutdown ? .replaced : .stopped }
    }
}
