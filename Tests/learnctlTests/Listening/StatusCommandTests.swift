import Foundation
import Testing
import TestSupport

/// `learnctl status` in its four forms: labelled lines, `--json`, `--format` and `--waybar`.
@Suite struct StatusCommandTests {
    @Test func theLabelledFormNamesTitleStateAndPosition() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let cli = try LearnctlRunner.talking(to: daemon)

        let fresh = try cli.run(["status"])
        #expect(fresh.status == 0)
        #expect(fresh.stdout.contains("State:    paused"), "a new daemon selects the first recording: \(fresh.stdout)")
        #expect(fresh.stdout.contains("Position: 0:00 / 1:37 (0%, 1:37 left)"), "\(fresh.stdout)")

        #expect(try cli.run(["seek", "30"]).status == 0)
        let paused = try cli.run(["status"])
        #expect(paused.stdout == """
            Title:    Travel Dialogue 1
            Level:    A2
            State:    paused
            Position: 0:30 / 1:37 (30%, 1:07 left)

            """, "\(paused.stdout)")
    }

    @Test func jsonIsTheDaemonsStatusObject() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let cli = try LearnctlRunner.talking(to: daemon)
        #expect(try cli.run(["play", "Travel Dialogue 1"]).status == 0)
        let status = try cli.status()
        #expect(status["state"] as? String == "playing")
        #expect(abs((status["duration"] as? Double ?? 0) - 97.89) < 0.1)
        #expect((status["position"] as? Double).map { $0 >= 0 && $0 < 5 } == true)
        #expect(status.keys.contains("error"))
        let track = try #require(status["track"] as? [String: Any])
        #expect(track["title"] as? String == "Travel Dialogue 1")
        #expect(track["source"] as? String == "file")
    }

    @Test func formatFillsTheTemplate() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let cli = try LearnctlRunner.talking(to: daemon)
        #expect(try cli.run(["play", "Travel Dialogue 1"]).status == 0)
        #expect(try cli.run(["pause"]).status == 0)
        #expect(try cli.run(["seek", "1:00"]).status == 0)

        let line = try cli.run(["status", "--format", "{state}|{title}|{level}|{position}|{duration}|{remaining}|{percent} {{x}} %{F#f00}"])
        #expect(line.stdout == "paused|Travel Dialogue 1|A2|1:00|1:37|0:37|61 {x} %{F#f00}\n", "\(line.stdout)")

        let unknown = try cli.run(["status", "--format", "{artist}"])
        #expect(unknown.status == LearnctlRunner.usageErrorStatus)
        #expect(unknown.stderr.contains("Unknown field {artist}"), "\(unknown.stderr)")
    }

    @Test func waybarGetsItsJSON() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let cli = try LearnctlRunner.talking(to: daemon)

        #expect(try cli.run(["play", "Travel Dialogue 1"]).status == 0)
        let playing = try cli.json(["status", "--waybar"])
        #expect(playing["class"] as? String == "playing")
        #expect((playing["text"] as? String)?.hasPrefix("Travel Dialogue 1 0:0") == true, "\(playing)")

        #expect(try cli.run(["pause"]).status == 0)
        #expect(try cli.run(["seek", "10"]).status == 0)
        let bar = try cli.json(["status", "--waybar"])
        #expect(bar["text"] as? String == "Travel Dialogue 1 0:10/1:37")
        #expect(bar["class"] as? String == "paused")
        #expect(bar["alt"] as? String == "paused")
        #expect(bar["percentage"] as? Int == 10)
        #expect((bar["tooltip"] as? String)?.hasPrefix("Travel Dialogue 1 (A2)\nPaused 0:10 / 1:37") == true, "\(bar)")

        let custom = try cli.json(["status", "--waybar", "--format", "{position}"])
        #expect(custom["text"] as? String == "0:10")
    }
}
