import Foundation
import Testing
import TestSupport

/// learnctl talks only to a listend run by its own user, and gives up on a reply line that never ends.
@Suite struct DaemonIdentityTests {
    /// Starts `python3 -c script socketPath` (optionally as another user) and waits for the socket.
    static func fakeServer(_ script: String, socket: String, asUser uid: Int? = nil) throws -> ChildProcess {
        var arguments = [uid == nil ? "python3" : "/usr/bin/python3", "-c", script, socket]
        if let uid { arguments = ["setpriv", "--reuid=\(uid)", "--regid=\(uid)", "--clear-groups"] + arguments }
        let server = try ChildProcess.spawn(arguments, environment: ProcessInfo.processInfo.environment)
        let deadline = Date().addingTimeInterval(5)
        while !FileManager.default.fileExists(atPath: socket), Date() < deadline { usleep(10_000) }
        return server
    }

    static let answeringServer = """
        import socket, sys, time
        s = socket.socket(socket.AF_UNIX); s.bind(sys.argv[1]); s.listen(4)
        while True:
            c, _ = s.accept()
            c.recv(65536)
            c.sendall(b'{"id":1,"ok":true,"data":{"state":"stopped","track":null,"position":0,"duration":0,"error":null}}\\n')
            time.sleep(0.5); c.close()
        """

    @Test func aDaemonOfAnotherUserIsRefused() throws {
        guard getuid() == 0 else { return } // needs root to act as another user
        let folder = try TemporaryFolder("peer")
        defer { folder.remove() }
        let shared = "\(folder.path)/theirs"
        try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: false)
        chown(shared, 65534, 65534)
        chmod(folder.path, 0o755)
        let socket = "\(shared)/listend.sock"
        let server = try Self.fakeServer(Self.answeringServer, socket: socket, asUser: 65534)
        defer { server.stop(signal: SIGKILL) }
        let cli = try LearnctlRunner()
        cli.environment["LISTEND_SOCKET"] = socket
        let result = try cli.run(["status"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(socket) is served by uid 65534, not you; refusing"), "\(result.stderr)")
    }

    @Test func aDaemonOfTheSameUserIsTalkedTo() throws {
        let folder = try TemporaryFolder("peer")
        defer { folder.remove() }
        let socket = "\(folder.path)/listend.sock"
        let server = try Self.fakeServer(Self.answeringServer, socket: socket)
        defer { server.stop(signal: SIGKILL) }
        let cli = try LearnctlRunner()
        cli.environment["LISTEND_SOCKET"] = socket
        let result = try cli.run(["status", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test func aReplyLineLongerThanTheLimitIsAClearError() throws {
        let folder = try TemporaryFolder("long")
        defer { folder.remove() }
        let socket = "\(folder.path)/listend.sock"
        let server = try Self.fakeServer("""
            import socket, sys, time
            s = socket.socket(socket.AF_UNIX); s.bind(sys.argv[1]); s.listen(4)
            c, _ = s.accept()
            c.recv(65536)
            try:
                c.sendall(b'{"id":1,"ok":true,"data":"' + b'x' * (17 << 20))
            except OSError:
                pass
            time.sleep(30)
            """, socket: socket)
        defer { server.stop(signal: SIGKILL) }
        let cli = try LearnctlRunner()
        cli.environment["LISTEND_SOCKET"] = socket
        let started = Date()
        let result = try cli.run(["status"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("sent a line longer than 16 MiB"), "\(result.stderr)")
        #expect(Date().timeIntervalSince(started) < 8)
    }
}
