import Foundation
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// A Unix socket that takes connections into its backlog and never accepts or answers them: a
/// daemon that hangs.
struct SilentUnixListener {
    let folder: TemporaryFolder
    let path: String
    private let descriptor: Int32

    init() throws {
        folder = try TemporaryFolder("silent")
        path = "\(folder.path)/listend.sock"
        descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let path = path
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in path.utf8.enumerated() { buffer[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard bound == 0, listen(descriptor, 16) == 0 else { throw ShellError("cannot listen on \(path)") }
    }

    func close() {
        Glibc.close(descriptor)
        folder.remove()
    }
}
