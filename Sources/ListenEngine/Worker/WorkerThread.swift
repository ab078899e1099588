import Dispatch
import Synchronization

/// The engine's one thread shape, shared by the player, the speaker and the recorder: a control
/// side that changes `State` under one mutex and wakes the thread, and a thread that takes its
/// next work from that state, carries it out with the lock released, and sleeps when there is
/// none.
///
/// Nobody calls a device while holding the lock, so the control side (and the status it reads)
/// never waits on a sound server.
final class WorkerThread<State: Sendable>: Sendable {
    private let state: Mutex<State>
    private let wakeUp = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)

    init(_ initial: State) {
        state = Mutex(initial)
    }

    /// Starts the thread running `loop`; ``waitUntilFinished()`` returns once `loop` returns.
    func start(label: String, _ loop: @escaping @Sendable () -> Void) {
        DispatchQueue(label: label, qos: .userInitiated).async { [finished] in
            loop()
            finished.signal()
        }
    }

    func withLock<R: Sendable, E: Error>(_ body: (inout State) throws(E) -> R) throws(E) -> R {
        try state.withLock { s throws(E) -> R in try body(&s) }
    }

    /// On the thread: takes the next step from the state under the lock and carries it out with
    /// the lock released, sleeping while there is nothing to do; returns when a step says quit.
    func serve<Work: Sendable>(next: (inout State) -> WorkerStep<Work>, perform: (Work) -> Void) {
        while true {
            switch withLock(next) {
            case .quit: return
            case .sleep: sleep()
            case .work(let work): perform(work)
            }
        }
    }

    /// Wakes the thread (from either side) to look at the state again.
    func wake() {
        wakeUp.signal()
    }

    /// On the thread: sleeps until woken.
    func sleep() {
        wakeUp.wait()
    }

    /// On the thread: sleeps until woken or `seconds` pass.
    func sleep(upTo seconds: Double) {
        _ = wakeUp.wait(timeout: .now() + seconds)
    }

    /// Returns once the thread's loop has returned.
    func waitUntilFinished() {
        finished.wait()
    }
}

/// What a worker thread does next, as it reads it from the shared state.
enum WorkerStep<Work: Sendable>: Sendable {
    case work(Work)
    /// Nothing to do: sleep until woken.
    case sleep
    /// End the thread's loop.
    case quit
}
