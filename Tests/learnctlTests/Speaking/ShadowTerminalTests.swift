import Foundation
import Testing
import TestSupport

/// Shadowing end to end on a terminal: listend plays a line, Enter records from a virtual
/// microphone into which flite says the line, the words come back marked, m plays the take,
/// r tries again, and the attempts are kept.
@Suite(.serialized, .tags(.realAudio, .realSpeech)) struct ShadowTerminalTests {
    @Test func aLineIsHeardSaidBackScoredAndReplayed() throws {
        let fixture = try PracticeFixture(pulse: true, microphone: true)
        defer { fixture.close() }
        let microphone = try #require(fixture.microphone)
        let folder = try TemporaryFolder("shadow")
        defer { folder.remove() }
        let clip = try FliteSpeech.make(PracticeFixture.lines[4], in: folder)
        let terminal = try PseudoTerminal()
        let process = try fixture.cli.makeProcess(["practice", "shadow", PracticeFixture.title, "--from", "5"])
        try terminal.run(process)
        try terminal.waitFor("Station Talk · line 5 (1 of 2)")
        try terminal.waitFor("Can I pay by card?")
        // Line 5 plays and autopause stops it at the cue's end.
        #expect(try fixture.cli.waitForStatus { $0["state"] as? String == "paused" && ($0["position"] as? Double ?? 0) > 5.9 })
        try terminal.waitFor("Enter: record")
        terminal.type("\r")
        try terminal.waitFor("Recording")
        #expect(try fixture.cli.waitForStatus {
            (($0["recording"] as? [String: Any])?["duration"] as? Double ?? 0) >= 0.2
        })
        try microphone.say(clip)
        try terminal.waitFor("Recorded ", timeout: 30)
        try terminal.waitFor("Can I pay by card?")
        try terminal.waitFor("Score ")
        try terminal.waitFor("m: my recording")
        let take = try #require(try fixture.cli.status()["recording"] as? [String: Any])
        let path = try #require(take["path"] as? String)
        #expect(take["ended"] as? String == "silence")

        // m plays the take; r tries the line again, which plays the line first.
        terminal.type("m")
        #expect(try fixture.cli.waitForStatus { ($0["track"] as? [String: Any])?["id"] as? String == "file:\(path)" || (($0["track"] as? [String: Any])?["title"] as? String ?? "").hasPrefix("take-") })
        terminal.type("r")
        try terminal.waitFor("Station Talk · line 5 (1 of 2)")
        #expect(try fixture.cli.waitForStatus { ($0["track"] as? [String: Any])?["title"] as? String == PracticeFixture.title })
        try terminal.waitFor("Enter: record")
        terminal.type("q")
        try waitForExit(of: process, timeout: 10)
        #expect(try fixture.cli.status()["autopause"] as? Bool == false, "autopause is put back")

        let history = try jsonLines(try fixture.cli.succeed(["speak", "history", "--json"]).stdout)
        let attempt = try #require(history.first { $0["type"] as? String == "attempt" })
        #expect(attempt["kind"] as? String == "shadow" && attempt["item"] as? Int == 5 && attempt["title"] as? String == PracticeFixture.title)
        #expect((attempt["score"] as? Int ?? 0) >= 75, "\(attempt)")
        #expect(attempt["recording"] as? String == path)
    }
}
