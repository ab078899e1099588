import Dispatch
import Logging
import Synchronization

/// Saves the player's state: at once after every change a command or the player makes, and every
/// `interval` seconds while playing (the timer runs only then, so nothing wakes the daemon while
/// it is paused or stopped). The file is written off the caller's thread (see `StateWriter`).
final class StateSaver: Sendable {
    private let store: StateStore
    private let logger: Logger
    private let interval: Double
    /// The state to save now; nil while nothing is selected.
    private let snapshot: @Sendable () -> SavedState?
    private nonisolated(unsafe) let timer: DispatchSourceTimer
    /// Whether the timer is running.
    private let armed = Mutex(false)
    /// Taken around each save so that two saves never interleave their snapshots.
    private let saving = Mutex(())

    init(store: StateStore, interval: Double, logger: Logger, snapshot: @escaping @Sendable () -> SavedState?) {
        self.store = store
        self.interval = interval
        self.logger = logger
        self.snapshot = snapshot
        timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "listend.state"))
        timer.schedule(deadline: .distantFuture, leeway: .milliseconds(100))
        timer.setEventHandler { [weak self] in self?.save(onlyWhilePlaying: true) }
        timer.resume()
    }

    /// Saves the state now.
    func save() {
        save(onlyWhilePlaying: false)
    }

    /// Runs the timer while playing and stops it otherwise.
    func follow(playing: Bool) {
        armed.withLock { armed in
            guard armed != playing else { return }
            armed = playing
            if playing {
                timer.schedule(deadline: .now() + interval, repeating: interval, leeway: .milliseconds(100))
            } else {
                timer.schedule(deadline: .distantFuture, leeway: .milliseconds(100))
            }
        }
    }

    /// Stops the timer and saves one last time; returns once the file is written.
    func finish() {
        timer.cancel()
        save()
        store.flush()
    }

    private func save(onlyWhilePlaying: Bool) {
        saving.withLock { _ in
            guard let state = snapshot(), state.playing || !onlyWhilePlaying else { return }
            do {
                try store.save(state)
            } catch {
                logger.error("cannot save the player state: \(error)")
            }
        }
    }
}
