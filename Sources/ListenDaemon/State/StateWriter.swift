import Dispatch
import Logging
import Synchronization
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Writes the state file on a serial queue of its own, so no caller waits for the disk; when
/// states come faster than they are written only the latest is written.
final class StateWriter: Sendable {
    private let file: AtomicFile
    private let logger: Logger?
    private let queue = DispatchQueue(label: "listend.state-writer")
    /// The newest contents not yet taken by the queue.
    private let pending = Mutex<Data?>(nil)

    init(file: AtomicFile, logger: Logger?) {
        self.file = file
        self.logger = logger
    }

    /// Hands `data` over to be written; replaces contents handed over earlier and not yet written.
    func submit(_ data: Data) {
        let queued = pending.withLock { pending in
            defer { pending = data }
            return pending != nil
        }
        guard !queued else { return }
        queue.async { self.writePending() }
    }

    /// Returns once everything handed over has been written.
    func flush() {
        queue.sync { writePending() }
    }

    private func writePending() {
        guard let data = pending.withLock({ pending in
            defer { pending = nil }
            return pending
        }) else { return }
        do throws(DaemonError) {
            try file.write(data)
        } catch {
            logger?.error("cannot save the player state: \(error.description)")
        }
    }
}
