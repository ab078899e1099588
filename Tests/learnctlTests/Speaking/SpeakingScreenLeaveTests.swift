import Foundation
import Testing
import TestSupport

/// Leaving the speaking screen while a take is being recorded: q and Ctrl-C stop the take on
/// listend at once (it ends `stopped`, not at its 15 s limit), nothing is kept of it, and
/// learnctl leaves.
@Suite(.serialized, .tags(.realAudio)) struct SpeakingScreenLeaveTests {
    @Test(arguments: ["q", "\u{03}"]) func aKeyThatLeavesStopsTheTakeAndLeaves(key: String) throws {
        let fixture = try PracticeFixture(pulse: true, microphone: true)
        defer { fixture.close() }
        let terminal = try PseudoTerminal()
        let process = try fixture.cli.makeProcess(["speak", "travel"])
        try terminal.run(process)
        try terminal.waitFor("Enter: record")
        terminal.type("\r")
        try terminal.waitFor("Recording")
        #expect(try fixture.cli.waitForStatus { ($0["recording"] as? [String: Any])?["recording"] as? Bool == true })
        let started = Date()
        terminal.type(key)
        try waitForExit(of: process, timeout: 8)
        #expect(Date().timeIntervalSince(started) < 5, "left before the take's 15 s limit")
        let take = try #require(try fixture.cli.status()["recording"] as? [String: Any])
        #expect(take["recording"] as? Bool == false && take["ended"] as? String == "stopped", "\(take)")
        let path = try #require(take["path"] as? String)
        #expect(Poll.until { !FileManager.default.fileExists(atPath: path) }, "the abandoned take is not kept")
        #expect(try jsonLines(try fixture.cli.succeed(["speak", "history", "--json"]).stdout).isEmpty)
    }
}
