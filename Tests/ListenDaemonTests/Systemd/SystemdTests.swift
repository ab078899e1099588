import Foundation
import Testing
import NIOCore
import TestSupport

@Suite struct SystemdTests {
    static let unitDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("systemd").path

    @Test func socketActivationServesOnThePassedSocket() throws {
        let folder = try TemporaryFolder("sa")
        defer { folder.remove() }
        let socket = "\(folder.path)/listend.sock"
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_RUNTIME_DIR"] = folder.path
        let child = try ChildProcess.spawn(
            ["systemd-socket-activate", "-l", socket, "-E", "XDG_RUNTIME_DIR",
             Products.path("listend"), "--output", "null", "--audio-dir", Products.audioDirectory,
             "--state-dir", "\(folder.path)/state", "--socket", "\(folder.path)/unused.sock"],
            environment: environment)
        defer { kill(child.pid, SIGTERM); waitpid(child.pid, nil, 0) }
        var reply: [String: Any]?
        for _ in 0..<100 {
            if let client = try? ProtocolClient(path: socket), let answer = try? client.request("hello") {
                reply = answer
                break
            }
            usleep(50_000)
        }
        #expect(reply?.isOK == true)
        // The daemon used the passed socket, not its own path.
        #expect(!FileManager.default.fileExists(atPath: "\(folder.path)/unused.sock"))
    }

    @Test func unitsPassSystemdAnalyzeVerify() throws {
        let folder = try TemporaryFolder("units")
        defer { folder.remove() }
        for unit in ["listend.socket", "listend.service"] {
            var text = try String(contentsOfFile: "\(Self.unitDirectory)/\(unit)", encoding: .utf8)
            text = text.replacingOccurrences(of: "/usr/local/bin/listend", with: Products.path("listend"))
            try text.write(toFile: "\(folder.path)/\(unit)", atomically: true, encoding: .utf8)
        }
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_RUNTIME_DIR"] = folder.path
        let result = try Shell.run("systemd-analyze", ["verify", "--user", "\(folder.path)/listend.socket", "\(folder.path)/listend.service"],
                                   environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "\(result.stderr)")
    }

    @Test func readinessIsNotifiedOnceTheSocketAnswers() throws {
        let folder = try TemporaryFolder("nt")
        defer { folder.remove() }
        let notifyPath = "\(folder.path)/notify"
        let fd = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue), 0)
        defer { close(fd) }
        let address = try SocketAddress(unixDomainSocketPath: notifyPath)
        let bound = address.withSockAddr { bind(fd, $0, socklen_t($1)) }
        try #require(bound == 0)
        var environment = ProcessInfo.processInfo.environment
        environment["NOTIFY_SOCKET"] = notifyPath
        let socketPath = "\(folder.path)/listend.sock"
        let child = try ChildProcess.spawn(
            [Products.path("listend"), "--output", "null", "--audio-dir", Products.audioDirectory,
             "--state-dir", "\(folder.path)/state", "--socket", socketPath], environment: environment)
        defer { kill(child.pid, SIGTERM); waitpid(child.pid, nil, 0) }
        var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        try #require(poll(&poller, 1, 10_000) == 1, "no readiness message within 10 s")
        var buffer = [UInt8](repeating: 0, count: 256)
        let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        #expect(String(decoding: buffer[0..<max(n, 0)], as: UTF8.self) == "READY=1")
        // Ready means ready: the socket answers now.
        #expect(try ProtocolClient(path: socketPath).request("status").isOK)
    }
}
