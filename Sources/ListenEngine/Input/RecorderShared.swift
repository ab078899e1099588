/// What a ``Recorder`` and its thread share: a ``WorkerThread`` over the take waiting and the
/// stop request.
typealias RecorderShared = WorkerThread<RecorderWork>

/// The recorder as `start` and `stop` left it.
struct RecorderWork: Sendable {
    /// A take to record.
    struct Take: Sendable {
        var number: Int
        var maximumSeconds: Double
    }

    var pending: Take?
    var stopRequested = false
    var shutdown = false
}

extension WorkerThread where State == RecorderWork {
    var stopRequested: Bool {
        withLock { $0.stopRequested || $0.shutdown }
    }
}
