import Foundation
import Testing
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
        defer { child.stop() }
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
        try Self.expectReadiness(notifySocket: "\(folder.path)/notify", folder: folder)
    }

    /// systemd may pass an abstract socket ("@name"): its address is a NUL byte and the name, nothing more.
    @Test func readinessIsNotifiedOnAnAbstractSocket() throws {
        let folder = try TemporaryFolder("na")
        defer { folder.remove() }
        try Self.expectReadiness(notifySocket: "@listend-test-\(getpid())-\(UInt32.random(in: 0...UInt32.max))", folder: folder)
    }

    /// Starts listend with `$NOTIFY_SOCKET` set to `notifySocket` (a path, or "@name" for an abstract socket) and
    /// expects READY=1 there, sent once the daemon's socket answers.
    static func expectReadiness(notifySocket: String, folder: TemporaryFolder) throws {
        let fd = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let abstract = notifySocket.hasPrefix("@")
        // An abstract name starts with a NUL byte and is as long as the length given to bind; a path ends with one.
        let name = Array((abstract ? "\0" + notifySocket.dropFirst() : notifySocket).utf8)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: name)
            raw[name.count] = 0
        }
        let length = abstract ? MemoryLayout<sa_family_t>.size + name.count : MemoryLayout<sockaddr_un>.size
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(length)) }
        }
        try #require(bound == 0)
        var environment = ProcessInfo.processInfo.environment
        environment["NOTIFY_SOCKET"] = notifySocket
        let socketPath = "\(folder.path)/listend.sock"
        let child = try ChildProcess.spawn(
            [Products.path("listend"), "--output", "null", "--audio-dir", Products.audioDirectory,
             "--state-dir", "\(folder.path)/state", "--socket", socketPath], environment: environment)
        defer { child.stop() }
        var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        try #require(poll(&poller, 1, 10_000) == 1, "no readiness message within 10 s")
        var buffer = [UInt8](repeating: 0, count: 256)
        let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        #expect(String(decoding: buffer[0..<max(n, 0)], as: UTF8.self) == "READY=1")
        // Ready means ready: the socket answers now.
        #expect(try ProtocolClient(path: socketPath).request("status").isOK)
    }
}
