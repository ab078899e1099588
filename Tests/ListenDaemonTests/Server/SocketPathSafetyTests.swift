import Foundation
import NIOCore
import Testing
import TestSupport

/// The daemon refuses a socket path another user could own or replace (the `/tmp` fallback).
@Suite struct SocketPathSafetyTests {
    static func start(socket: String, folder: TemporaryFolder) throws -> ListendLaunch {
        try ListendLaunch(["--socket", socket, "--state-dir", "\(folder.path)/state", "--data-dir", "\(folder.path)/data",
                           "--audio-dir", Products.audioDirectory, "--output", "null"],
                          errorPath: "\(folder.path)/listend.err")
    }

    @Test func aFolderWritableByOthersAndNotStickyIsRefused() throws {
        let folder = try TemporaryFolder("open")
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: "\(folder.path)/shared", withIntermediateDirectories: false)
        chmod("\(folder.path)/shared", 0o777)
        let socket = "\(folder.path)/shared/listend.sock"
        let daemon = try Self.start(socket: socket, folder: folder)
        defer { daemon.stop(signal: SIGKILL) }
        #expect(daemon.exitStatus(within: 10) == 1)
        #expect(daemon.errorText.contains("writable by other users and not sticky"), "\(daemon.errorText)")
        #expect(!FileManager.default.fileExists(atPath: socket))
    }

    @Test func aPathAnotherUserOwnsInAStickyFolderIsRefused() throws {
        guard getuid() == 0 else { return } // needs root to give a file to another user
        let folder = try TemporaryFolder("sticky")
        defer { folder.remove() }
        let shared = "\(folder.path)/tmp"
        try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: false)
        chmod(shared, 0o1777)
        let socket = "\(shared)/listend-\(getuid()).sock"
        // Another user's (stale) socket got the path first.
        let theirs = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        defer { close(theirs) }
        let address = try SocketAddress(unixDomainSocketPath: socket)
        try #require(address.withSockAddr { bind(theirs, $0, socklen_t($1)) } == 0)
        chown(socket, 65534, 65534)

        let daemon = try Self.start(socket: socket, folder: folder)
        defer { daemon.stop(signal: SIGKILL) }
        #expect(daemon.exitStatus(within: 10) == 1)
        #expect(daemon.errorText.contains("belongs to uid 65534, not to you"), "\(daemon.errorText)")
        var info = stat()
        #expect(lstat(socket, &info) == 0 && info.st_uid == 65534, "their file was touched")
    }

    @Test func aStickyFolderWithNothingAtThePathIsFine() throws {
        let folder = try TemporaryFolder("sticky")
        defer { folder.remove() }
        let shared = "\(folder.path)/tmp"
        try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: false)
        chmod(shared, 0o1777)
        let socket = "\(shared)/listend-\(getuid()).sock"
        let daemon = try Self.start(socket: socket, folder: folder)
        defer { daemon.stop(signal: SIGKILL) }
        var answered = false
        let deadline = Date().addingTimeInterval(10)
        while !answered, Date() < deadline, daemon.exitStatus(within: 0.02) == nil {
            answered = (try? ProtocolClient(path: socket).request("hello", timeout: 1))?.isOK == true
        }
        #expect(answered, "\(daemon.errorText)")
        let mode = try FileManager.default.attributesOfItem(atPath: socket)[.posixPermissions] as? NSNumber
        #expect(mode?.intValue == 0o600)
        #expect(daemon.stop() == 0)
    }
}
