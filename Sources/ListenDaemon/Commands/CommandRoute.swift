import Dispatch
import ListenProtocol

/// A command's work and where it runs: at once on the caller's thread when it only reads or
/// sets state under short locks, else on its area's queue (``AreaQueues``), because it may wait
/// on the sound server, the disk or a subprocess.
struct CommandRoute: Sendable {
    /// The area's queue; nil: at once.
    let queue: DispatchQueue?
    /// Throws a ``ProtocolError`` for anything the client is to hear.
    let work: @Sendable () throws -> Reply

    /// Work done at once.
    static func now(_ work: @escaping @Sendable () throws -> Reply) -> CommandRoute {
        CommandRoute(queue: nil, work: work)
    }

    /// Work done on `queue`.
    static func on(_ queue: DispatchQueue, _ work: @escaping @Sendable () throws -> Reply) -> CommandRoute {
        CommandRoute(queue: queue, work: work)
    }

    /// Carries the work out here and now.
    func run() -> Result<Reply, ProtocolError> {
        do {
            return .success(try work())
        } catch let error as ProtocolError {
            return .failure(error)
        } catch {
            return .failure(ProtocolError(.internalError, "\(error)"))
        }
    }

    /// Carries the work out where it belongs and hands the result to `completion` (on the area's
    /// queue, or on this thread for work done at once).
    func run(then completion: @escaping @Sendable (Result<Reply, ProtocolError>) -> Void) {
        guard let queue else {
            completion(run())
            return
        }
        queue.async { completion(run()) }
    }

    /// Carries the work out where it belongs and waits for it (for callers off the event loop,
    /// such as the MPRIS bus thread).
    func runAndWait() -> Result<Reply, ProtocolError> {
        guard let queue else { return run() }
        return queue.sync { run() }
    }
}
