import Synchronization

/// The source that a load is opening or playing, so that another thread can close it at once:
/// a new load, `stop` during a load, or shutdown must never wait on the network.
///
/// Closing a remote source wakes whatever read or open is blocked on it, which then fails. Local
/// files are never closed from here (their reads do not block on the network, and closing a file
/// descriptor another thread still uses is unsafe).
public final class InFlightSource: Sendable {
    private struct State {
        var cancelled = false
        var sources: [any AudioSource] = []
    }

    private let state = Mutex(State())

    public init() {}

    /// True once `cancel()` was called.
    public var isCancelled: Bool {
        state.withLock { $0.cancelled }
    }

    /// Takes `source` under watch; when the load was already cancelled, closes it and fails.
    public func adopt(_ source: any AudioSource) throws(AudioError) {
        guard source.isRemote else {
            if isCancelled { throw Self.cancellation(source.name) }
            return
        }
        let cancelled = state.withLock { s -> Bool in
            if !s.cancelled, !s.sources.contains(where: { $0 === source }) { s.sources.append(source) }
            return s.cancelled
        }
        if cancelled {
            source.close()
            throw Self.cancellation(source.name)
        }
    }

    /// Marks the load cancelled and closes the remote sources it opened.
    public func cancel() {
        let sources = state.withLock { s -> [any AudioSource] in
            s.cancelled = true
            defer { s.sources = [] }
            return s.sources
        }
        for source in sources { source.close() }
    }

    public static func cancellation(_ name: String) -> AudioError {
        AudioError("Loading \(name) was cancelled.")
    }
}
