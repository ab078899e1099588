import Foundation

extension Process {
    /// Starts the process like `run()`, starting it again when the spawn fails with EBADF.
    ///
    /// On Linux, Foundation's `Process` lists this process's open descriptors and asks
    /// `posix_spawn` to close each of them in the child. Tests run in parallel: a descriptor that
    /// another test closes between that list and the spawn makes the whole spawn fail with EBADF
    /// ("Bad file descriptor") before any program ran, so starting again is safe.
    public func start(attempts: Int = 5) throws {
        for attempt in 1... {
            do {
                return try run()
            } catch let error as NSError where attempt < attempts && error.isClosedDescriptorSpawn {
                continue
            }
        }
    }
}

private extension NSError {
    /// True for Foundation's spawn error that wraps POSIX EBADF.
    var isClosedDescriptorSpawn: Bool {
        if domain == NSPOSIXErrorDomain { return code == Int(EBADF) }
        guard let underlying = userInfo[NSUnderlyingErrorKey] as? NSError else { return false }
        return underlying.isClosedDescriptorSpawn
    }
}
