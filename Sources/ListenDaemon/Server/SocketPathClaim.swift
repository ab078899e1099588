/// The right to serve a socket path, taken before the daemon does anything else: the path is
/// safe to use (`SocketPathSafety`), no other daemon holds it (`InstanceLock`), and nothing
/// answers on it.
final class SocketPathClaim: Sendable {
    let path: String
    private let lock: InstanceLock

    init(path: String) throws {
        try SocketPathSafety.check(path)
        let lock = try InstanceLock(socketPath: path)
        do {
            try SocketServer.refuseIfServed(path)
        } catch {
            lock.release()
            throw error
        }
        self.path = path
        self.lock = lock
    }

    /// Gives the path up (the process's exit would too).
    func release() {
        lock.release()
    }
}
