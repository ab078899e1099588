import Foundation
import Testing
import TestSupport

/// `learnctl list`, `play`, `pause`, `resume`, `toggle`, `stop` and `seek` against a real listend.
@Suite struct PlaybackCommandsTests {
    @Test func listShowsTheBundledRecordingsWithLevelsAndLengths() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let cli = try LearnctlRunner.talking(to: daemon)

        let table = try cli.run(["list"])
        #expect(table.status == 0, "\(table.stderr)")
        let lines = table.stdout.split(separator: "\n")
        #expect(lines.first?.contains("TITLE") == true && lines.first?.contains("FORMAT") == true)
        #expect(lines.contains { $0.contains("Travel Dialogue 1") && $0.contains("A2") && $0.contains("1:45") && $0.contains("file") && $0.hasSuffix("MP3") })
        #expect(lines.count >= 9, "\(table.stdout)")

        let json = try cli.json(["list", "--json"])
        let tracks = try #require(json["tracks"] as? [[String: Any]])
        #expect(tracks.count >= 8)
        #expect(tracks.contains { $0["id"] as? String == "travel-dialogue-1" && $0["level"] as? String == "A2" && $0["codec"] as? String == "MP3" })
    }

    @Test func listShowsTheContainerAndCodecOfYourFiles() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let cli = try LearnctlRunner.talking(to: daemon)
        #expect(try cli.run(["library", "add", Fixtures.path("marks-aac.m4a"), "--title", "Podcast"]).status == 0)
        let table = try cli.run(["list"])
        #expect(table.stdout.split(separator: "\n").contains { $0.contains("Podcast") && $0.contains("M4A, AAC") }, "\(table.stdout)")
    }

    @Test func playPauseSeekResumeToggleAndStop() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let cli = try LearnctlRunner.talking(to: daemon)

        let play = try cli.run(["play", "travel", "DIALOGUE", "1"])
        #expect(play.status == 0, "\(play.stderr)")
        #expect(play.stdout.hasPrefix("Playing Travel Dialogue 1 (A2) at 0:0"), "\(play.stdout)")
        let playing = try cli.status()
        #expect(playing["state"] as? String == "playing")
        #expect((playing["track"] as? [String: Any])?["id"] as? String == "travel-dialogue-1")

        let pause = try cli.run(["pause"])
        #expect(pause.status == 0)
        #expect(pause.stdout.hasPrefix("Paused Travel Dialogue 1 (A2) at "), "\(pause.stdout)")
        let pausedAt = try #require(try cli.status()["position"] as? Double)

        #expect(try cli.run(["seek", "+10"]).status == 0)
        let forward = try #require(try cli.status()["position"] as? Double)
        #expect(abs(forward - (pausedAt + 10)) < 0.05, "\(pausedAt) → \(forward)")
        #expect(try cli.status()["state"] as? String == "paused")

        let back = try cli.run(["seek", "-10"])
        #expect(back.status == 0, "seek -10 is a time, not an option: \(back.stderr)")
        #expect(abs((try cli.status()["position"] as? Double ?? -1) - pausedAt) < 0.05)

        let absolute = try cli.run(["seek", "1:05"])
        #expect(absolute.stdout.contains("at 1:05 / 1:45"), "\(absolute.stdout)")
        #expect(try cli.run(["seek", "-100"]).stdout.contains("at 0:00 / 1:45"), "clamped at the start")

        let resume = try cli.run(["resume"])
        #expect(resume.stdout.hasPrefix("Playing "), "\(resume.stdout)")
        #expect(try cli.run(["toggle"]).stdout.hasPrefix("Paused "))
        #expect(try cli.run(["toggle"]).stdout.hasPrefix("Playing "))

        let stop = try cli.run(["stop"])
        #expect(stop.stdout == "Stopped Travel Dialogue 1 (A2) (1:45).\n", "\(stop.stdout)")
        #expect(try cli.status()["state"] as? String == "stopped")
    }

    @Test func playWithoutATitleResumesAndAnIdWorksToo() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let cli = try LearnctlRunner.talking(to: daemon)

        #expect(try cli.run(["play", "travel-dialogue-1"]).status == 0)
        #expect(try cli.run(["pause"]).status == 0)
        let resumed = try cli.run(["play"])
        #expect(resumed.stdout.hasPrefix("Playing Travel Dialogue 1 (A2)"), "\(resumed.stdout)")
    }

    @Test func anUnknownTitleNamesTheClosestOnesAndChangesNothing() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let cli = try LearnctlRunner.talking(to: daemon)
        #expect(try cli.run(["play", "Travel Dialogue 1"]).status == 0)

        let wrong = try cli.run(["play", "Travel Dialog 1"])
        #expect(wrong.status == 1)
        #expect(wrong.stdout.isEmpty)
        #expect(wrong.stderr.contains("Did you mean"), "\(wrong.stderr)")
        #expect(wrong.stderr.contains("Travel Dialogue 1"), "\(wrong.stderr)")
        #expect(try cli.status()["state"] as? String == "playing", "the recording playing goes on")
    }

    @Test func aFileIsPlayedByRelativePathAndABrokenOneIsAnError() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let cli = try LearnctlRunner.talking(to: daemon)
        let folder = try TemporaryFolder("play")
        try FileManager.default.copyItem(atPath: Fixtures.path("marks.ogg"), toPath: "\(folder.path)/marks.ogg")
        try Data("not audio at all".utf8).write(to: URL(fileURLWithPath: "\(folder.path)/broken.mp3"))

        let process = try cli.makeProcess(["play", "./marks.ogg"])
        process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
        let output = Pipe()
        process.standardOutput = output
        try process.start()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let track = try #require(try cli.status()["track"] as? [String: Any])
        #expect(track["title"] as? String == "marks")
        #expect(abs((track["duration"] as? Double ?? 0) - 120) < 0.05)

        let broken = try cli.run(["play", "\(folder.path)/broken.mp3"])
        #expect(broken.status == 1, "\(broken.stdout)")
        #expect(broken.stderr.hasPrefix("learnctl: "), "\(broken.stderr)")
        #expect(broken.stderr.contains("broken.mp3"), "\(broken.stderr)")
        #expect((try cli.status()["track"] as? [String: Any])?["title"] as? String == "marks", "marks stays selected")
        #expect(try cli.run(["list"]).status == 0, "the daemon serves on")
    }

    @Test func aBadSeekIsAUsageError() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let cli = try LearnctlRunner.talking(to: daemon)
        for arguments in [["seek", "sideways"], ["seek"], ["seek", "+1", "+2"]] {
            let result = try cli.run(arguments)
            #expect(result.status == LearnctlRunner.usageErrorStatus, "\(arguments)")
            #expect(result.stderr.contains("+N, -N, N or m:ss"), "\(arguments): \(result.stderr)")
        }
    }
}
