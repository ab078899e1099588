import Foundation
import Testing
import TestSupport

@Suite struct SocketSecurityTests {
    @Test func theSocketIsPrivateToItsUser() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let attributes = try FileManager.default.attributesOfItem(atPath: daemon.socketPath)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    }

    @Test func anotherUserIsRefusedEvenWhenTheModeWouldAllowIt() throws {
        guard getuid() == 0 else { return } // needs root to act as another user
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        chmod(daemon.folder.path, 0o755)
        chmod(daemon.socketPath, 0o666)
        let result = try Shell.run("setpriv", ["--reuid=65534", "--regid=65534", "--clear-groups", "sh", "-c",
                                               "echo status | socat - UNIX-CONNECT:\(daemon.socketPath)"])
        let text = result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        try #require(!text.isEmpty, "no reply: \(result.stderr)")
        let reply = try ProtocolClient.parse(text)
        #expect(reply.errorCode == "permission_denied")
        #expect(reply.data == nil)
        #expect(try daemon.connect().request("status").isOK)
    }

    @Test func aSecondDaemonRefusesWhileTheFirstAnswers() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let second = try Shell.run(Products.path("listend"), ["--socket", daemon.socketPath, "--output", "null",
                                                              "--audio-dir", Products.audioDirectory, "--state-dir", "\(daemon.folder.path)/s2"])
        #expect(second.status != 0)
        #expect(second.stderr.contains("listend: another listend is already serving \(daemon.socketPath)"))
        #expect(try daemon.connect().request("status").isOK)
    }

    @Test func aStaleSocketIsReplaced() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        daemon.stop(signal: SIGKILL)
        #expect(FileManager.default.fileExists(atPath: daemon.socketPath))
        try daemon.start()
        #expect(try daemon.connect().request("status").isOK)
    }

    @Test func sigtermSavesStateAndRemovesTheSocket() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let client = try daemon.connect()
        _ = try client.request("play At the Doctor's")
        try client.waitUntilLoaded()
        _ = try client.request("seek 42")
        let status = daemon.stop(signal: SIGTERM)
        #expect(status == 0)
        #expect(!FileManager.default.fileExists(atPath: daemon.socketPath))
        let saved = try String(contentsOfFile: "\(daemon.stateDirectory)/state.json", encoding: .utf8)
        #expect(saved.contains("at-the-doctors"))
        let mode = try FileManager.default.attributesOfItem(atPath: "\(daemon.stateDirectory)/state.json")[.posixPermissions] as? NSNumber
        #expect(mode?.intValue == 0o600)
    }
}
