import Foundation
import Testing
import TestSupport

/// Which socket the player commands use, and what they say when no daemon answers.
@Suite struct SocketOptionTests {
    @Test func withoutADaemonEveryPlayerCommandSaysHowToStartOne() throws {
        let cli = try LearnctlRunner()
        let folder = try TemporaryFolder("nodaemon")
        cli.environment["LISTEND_SOCKET"] = "\(folder.path)/listend.sock"
        for arguments in [["status"], ["play", "Travel Dialogue 1"], ["pause"], ["seek", "+10"], ["list"], ["watch"]] {
            let result = try cli.run(arguments)
            #expect(result.status == 1, "\(arguments)")
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.hasPrefix("learnctl: Cannot connect to listend at \(folder.path)/listend.sock"), "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("Is the daemon running?"), "\(result.stderr)")
        }
    }

    @Test func theSocketOptionWinsOverTheEnvironment() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let cli = try LearnctlRunner()
        cli.environment["LISTEND_SOCKET"] = "/nonexistent/listend.sock"
        let result = try cli.run(["status", "--socket", daemon.socketPath, "--format", "{state}"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "paused\n")
    }

    @Test func theRuntimeDirectoryIsTheDefault() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let cli = try LearnctlRunner()
        cli.environment["XDG_RUNTIME_DIR"] = daemon.folder.path
        let result = try cli.run(["status", "--format", "{state}"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "paused\n")
    }
}
