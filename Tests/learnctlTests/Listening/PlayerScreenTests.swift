import Foundation
import Testing
import TestSupport

/// `learnctl player`: the Listening Practice screen on a terminal.
@Suite struct PlayerScreenTests {
    @Test func keysPlaySeekAndQuitAndTheTerminalIsRestored() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let cli = try LearnctlRunner.talking(to: daemon)
        let terminal = try PseudoTerminal()
        let process = try cli.makeProcess(["player"])
        try terminal.run(process)

        try terminal.waitFor("Listening Practice")
        try terminal.waitFor("Travel Dialogue 1")
        try terminal.waitFor("Paused")
        try terminal.waitFor("▶ Travel Dialogue 1")
        #expect(!terminal.echoes)
        terminal.type("\r")
        #expect(try cli.waitForStatus { $0["state"] as? String == "playing" })
        #expect((try cli.status()["track"] as? [String: Any])?["title"] as? String == "Travel Dialogue 1",
                "Enter plays the selected recording")
        try terminal.waitFor("Playing")

        terminal.type(" ")
        #expect(try cli.waitForStatus { $0["state"] as? String == "paused" })
        let before = try #require(try cli.status()["position"] as? Double)
        terminal.type("\u{1B}[C")
        #expect(try cli.waitForStatus { abs(($0["position"] as? Double ?? 0) - (before + 10)) < 0.05 })
        terminal.type("h")
        #expect(try cli.waitForStatus { abs(($0["position"] as? Double ?? 0) - before) < 0.05 })

        terminal.type("j\r")
        #expect(try cli.waitForStatus { ($0["track"] as? [String: Any])?["title"] as? String != "Travel Dialogue 1" },
                "↓ then Enter plays the next recording")

        terminal.type("q")
        try waitForExit(of: process, timeout: 10)
        terminal.drain()
        #expect(process.terminationStatus == 0)
        #expect(terminal.echoes, "the terminal echoes again")
        try terminal.waitFor("\u{1B}[?1049l")
        #expect(try cli.status()["state"] as? String == "playing", "playback goes on after quitting")
    }

    @Test func withoutATerminalItSaysWhatToUseInstead() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let cli = try LearnctlRunner.talking(to: daemon)
        let result = try cli.run(["player"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("needs a terminal"), "\(result.stderr)")
        #expect(result.stderr.contains("learnctl status"), "\(result.stderr)")
    }
}
