import Foundation
import NIOCore
import Testing
import TestSupport

/// One daemon per socket path, and at exit it removes only its own socket file.
@Suite struct SingleInstanceTests {
    /// Rounds of two daemons started together (bench/ runs 50).
    static let rounds = 8

    @Test func ofTwoStartedTogetherExactlyOneServes() throws {
        var summary = [String]()
        for round in 1...Self.rounds {
            let folder = try TemporaryFolder("two")
            defer { folder.remove() }
            let socket = "\(folder.path)/listend.sock"
            let arguments = ["--socket", socket, "--state-dir", "\(folder.path)/state", "--data-dir", "\(folder.path)/data",
                             "--audio-dir", Products.audioDirectory, "--output", "null"]
            let first = try ListendLaunch(arguments, errorPath: "\(folder.path)/first.err")
            let second = try ListendLaunch(arguments, errorPath: "\(folder.path)/second.err")
            defer {
                first.stop(signal: SIGKILL)
                second.stop(signal: SIGKILL)
            }
            var loser: ListendLaunch?
            let deadline = Date().addingTimeInterval(10)
            while loser == nil, Date() < deadline {
                if first.exitStatus(within: 0.02) != nil { loser = first }
                if second.exitStatus(within: 0.02) != nil { loser = second }
            }
            let exited = try #require(loser, "round \(round): neither daemon gave up")
            let winner = exited === first ? second : first
            #expect(exited.exitStatus(within: 0) == 1, "round \(round)")
            #expect(exited.errorText.contains("listend: another listend is already serving \(socket)"), "round \(round): \(exited.errorText)")
            var answered = false
            let answerBy = Date().addingTimeInterval(10)
            while !answered, Date() < answerBy {
                answered = (try? ProtocolClient(path: socket).request("hello", timeout: 1))?.isOK == true
                if !answered { usleep(20_000) }
            }
            #expect(answered, "round \(round): the remaining daemon does not answer")
            #expect(winner.exitStatus(within: 0.2) == nil, "round \(round): both exited")
            #expect(winner.stop() == 0)
            summary.append(exited === first ? "first gave up" : "second gave up")
        }
        print("two at once, \(Self.rounds) rounds: \(summary.filter { $0.hasPrefix("first") }.count)× the first gave up, \(summary.filter { $0.hasPrefix("second") }.count)× the second")
    }

    @Test func aSocketFileThatReplacedOursSurvivesOurExit() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let lockMode = try FileManager.default.attributesOfItem(atPath: "\(daemon.socketPath).lock")[.posixPermissions] as? NSNumber
        #expect(lockMode?.intValue == 0o600)
        // Someone else's socket now has the path.
        unlink(daemon.socketPath)
        let replacement = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        defer { close(replacement) }
        let address = try SocketAddress(unixDomainSocketPath: daemon.socketPath)
        #expect(address.withSockAddr { bind(replacement, $0, socklen_t($1)) } == 0)
        var before = stat()
        #expect(lstat(daemon.socketPath, &before) == 0)

        #expect(daemon.stop(signal: SIGTERM) == 0)
        var after = stat()
        #expect(lstat(daemon.socketPath, &after) == 0, "the replacement socket was removed")
        #expect(after.st_ino == before.st_ino)
    }

    @Test func ourOwnSocketIsRemovedAtExitAndTheNextDaemonStarts() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        #expect(daemon.stop(signal: SIGTERM) == 0)
        #expect(!FileManager.default.fileExists(atPath: daemon.socketPath))
        try daemon.start()
        #expect(try daemon.connect().request("status").isOK)
    }
}
