import Foundation
import ListenProtocol
import Testing
import TestSupport

/// `learnctl status` in its four forms: labelled lines, `--json`, `--format` and `--waybar`;
/// the transcript line, speed, loop and autopause from a fake listend.
@Suite struct StatusCommandTests {
    @Test func theLabelledFormNamesTitleStateAndPosition() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let cli = try LearnctlRunner.talking(to: daemon)

        let fresh = try cli.run(["status"])
        #expect(fresh.status == 0)
        #expect(fresh.stdout.contains("State:    paused"), "a new daemon selects the first recording: \(fresh.stdout)")
        #expect(fresh.stdout.contains("Position: 0:00 / 1:16 (0%, 1:16 left)"), "\(fresh.stdout)")

        #expect(try cli.run(["seek", "30"]).status == 0)
        let paused = try cli.run(["status"])
        #expect(paused.stdout.hasPrefix("""
            Title:    Ordering at a Cafe
            Level:    A1
            Format:   MP3
            State:    paused
            Position: 0:30 / 1:16 (39%, 0:46 left)

            """), "\(paused.stdout)")
        let rest = paused.stdout.split(separator: "\n").dropFirst(5)
        #expect(rest.allSatisfy { $0.hasPrefix("Line:     ") }, "at most the transcript line follows: \(paused.stdout)")
    }

    @Test func jsonIsTheDaemonsStatusObject() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let cli = try LearnctlRunner.talking(to: daemon)
        #expect(try cli.run(["play", "Travel Dialogue 1"]).status == 0)
        let status = try cli.status()
        #expect(status["state"] as? String == "playing")
        #expect(abs((status["duration"] as? Double ?? 0) - 105.827) < 0.1)
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
        #expect(line.stdout == "paused|Travel Dialogue 1|A2|1:00|1:45|0:45|56 {x} %{F#f00}\n", "\(line.stdout)")

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
        #expect(bar["text"] as? String == "Travel Dialogue 1 0:10/1:45")
        #expect(bar["class"] as? String == "paused")
        #expect(bar["alt"] as? String == "paused")
        #expect(bar["percentage"] as? Int == 9)
        #expect((bar["tooltip"] as? String)?.hasPrefix("Travel Dialogue 1 (A2)\nPaused 0:10 / 1:45") == true, "\(bar)")

        let custom = try cli.json(["status", "--waybar", "--format", "{position}"])
        #expect(custom["text"] as? String == "0:10")
    }

    @Test func theLabelledFormShowsTheLineSpeedLoopAndAutopause() throws {
        let loop = LoopPayload(a: 10, b: 20, repeat: 3, done: 1, gap: 1.5)
        let (fake, cli) = try TranscriptFixture.fake(TranscriptFixture.status(line: 2, state: .paused, speed: 0.75, loop: loop, autopause: true))
        let all = try cli.run(["status"])
        #expect(all.status == 0, "\(all.stderr)")
        #expect(all.stdout == """
            Title:    At the Café
            Level:    A2
            State:    paused
            Position: 0:04 / 1:37 (4%, 1:33 left)
            Line:     2 of 12 — Ben: Of course. Here you are.
            Speed:    0.75×
            Loop:     0:10–0:20, pass 2 of 3, gap 1.5 s
            Pauses:   at the end of every line (autopause)

            """, "\(all.stdout)")

        fake.replies.status = FakeListend.json(TranscriptFixture.status(line: nil, loop: LoopPayload(a: 4.25, b: 6.05, repeat: nil, done: 7, gap: 0)))
        let between = try cli.run(["status"]).stdout
        #expect(between.contains("\nLine:     between lines (12 lines)\n"), "\(between)")
        #expect(between.contains("\nLoop:     0:04.2–0:06.0, forever\n"), "\(between)")
        #expect(!between.contains("Speed:") && !between.contains("Pauses:"), "normal speed and no autopause are not shown: \(between)")

        fake.replies.status = FakeListend.json(TranscriptFixture.status(line: 4))
        let controls = try cli.run(["status"]).stdout
        #expect(controls.contains("\nLine:     4 of 12 — Ma[2Jrk: Evil ]0;pwnedcue\n"), "\(controls.debugDescription)")
        #expect(DaemonTextTests.controls(in: controls).isEmpty)
    }

    @Test func theLabelledFormWarnsOfATranscriptThatWasNotRead() throws {
        let status = TranscriptFixture.status(line: nil, transcriptError: "/audio/cafe.vtt line 3: \u{1B}[2Jno timing")
        let (fake, cli) = try TranscriptFixture.fake(status)
        defer { _ = fake }
        let result = try cli.run(["status"]).stdout
        #expect(result.hasSuffix("\nWarning:  the transcript was not read: /audio/cafe.vtt line 3: [2Jno timing\n"), "\(result.debugDescription)")
        #expect(!result.contains("Line:"), "no transcript, no line: \(result)")
    }

    @Test func formatHasTheLineAndSpeedFields() throws {
        let (fake, cli) = try TranscriptFixture.fake(TranscriptFixture.status(line: 3, speed: 0.75))
        let template = "{line_index}/{lines} {line}|{speed}"
        #expect(try cli.run(["status", "--format", template]).stdout == "3/12 The café is quiet at this hour.|0.75\n")

        fake.replies.status = FakeListend.json(TranscriptFixture.status(line: nil, speed: 1))
        #expect(try cli.run(["status", "--format", template]).stdout == "/12 |1\n", "empty between lines; speed 1")

        fake.replies.status = FakeListend.json(TranscriptFixture.status(line: 4, speed: 1.1))
        #expect(try cli.run(["status", "--format", template]).stdout == "4/12 Evil ]0;pwnedcue|1.1\n")

        let unknown = try cli.run(["status", "--format", "{speaker}"])
        #expect(unknown.status == LearnctlRunner.usageErrorStatus)
        #expect(unknown.stderr.contains("{line} {line_index} {lines} {speed}"), "the fields are listed: \(unknown.stderr)")
    }

    @Test func theWaybarTooltipShowsTheLineHeard() throws {
        let (fake, cli) = try TranscriptFixture.fake(TranscriptFixture.status(line: 1))
        let bar = try cli.json(["status", "--waybar"])
        #expect(bar["tooltip"] as? String == "At the Café (A2)\nPlaying 0:00 / 1:37, 1:37 left\nAnna: Good morning. Could I see the menu, please?",
                "\(bar)")
        #expect(bar["text"] as? String == "At the Café 0:00/1:37")

        fake.replies.status = FakeListend.json(TranscriptFixture.status(line: 4))
        let controls = try #require(try cli.json(["status", "--waybar"])["tooltip"] as? String)
        #expect(controls.hasSuffix("\nMa[2Jrk: Evil ]0;pwnedcue"), "\(controls.debugDescription)")

        fake.replies.status = FakeListend.json(TranscriptFixture.status(line: nil))
        let between = try #require(try cli.json(["status", "--waybar"])["tooltip"] as? String)
        #expect(between.split(separator: "\n").count == 2, "no line between lines: \(between)")
    }

    @Test func waybarTextIsEscapedForPangoMarkup() throws {
        var status = TranscriptFixture.status(line: 1)
        status.line?.text = "Rock & <b>roll</b>"
        status.track?.title = "Tom & Jerry"
        let (fake, cli) = try TranscriptFixture.fake(status)
        defer { _ = fake }
        let bar = try cli.json(["status", "--waybar"])
        #expect((bar["text"] as? String)?.hasPrefix("Tom &amp; Jerry ") == true, "\(bar)")
        #expect((bar["tooltip"] as? String)?.hasSuffix("Anna: Rock &amp; &lt;b&gt;roll&lt;/b&gt;") == true, "\(bar)")
    }
}
