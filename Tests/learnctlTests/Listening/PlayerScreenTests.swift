import Foundation
import ListenProtocol
import Testing
import TestSupport

/// `learnctl player`: the Listening Practice screen on a terminal, with a real listend, and with
/// a fake one for the transcript keys and the lines shown.
@Suite struct PlayerScreenTests {
    @Test func keysPlaySeekAndQuitAndTheTerminalIsRestored() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let cli = try LearnctlRunner.talking(to: daemon)
        let terminal = try PseudoTerminal()
        let process = try cli.makeProcess(["player"])
        try terminal.run(process)

        try terminal.waitFor("Listening Practice")
        try terminal.waitFor("Ordering at a Cafe")
        try terminal.waitFor("Paused")
        try terminal.waitFor("▶ Ordering at a Cafe")
        #expect(!terminal.echoes)
        terminal.type("\r")
        #expect(try cli.waitForStatus { $0["state"] as? String == "playing" })
        #expect((try cli.status()["track"] as? [String: Any])?["title"] as? String == "Ordering at a Cafe",
                "Enter plays the selected recording")
        try terminal.waitFor("Playing")

        terminal.type(" ")
        #expect(try cli.waitForStatus { $0["state"] as? String == "paused" })
        let before = try #require(try cli.status()["position"] as? Double)
        terminal.type("\u{1B}[C")
        #expect(try cli.waitForStatus { abs(($0["position"] as? Double ?? 0) - (before + 10)) < 0.05 })
        terminal.type("\u{1B}[D")
        #expect(try cli.waitForStatus { abs(($0["position"] as? Double ?? 0) - before) < 0.05 })

        terminal.type("j\r")
        #expect(try cli.waitForStatus { ($0["track"] as? [String: Any])?["title"] as? String != "Ordering at a Cafe" },
                "↓ then Enter plays the next recording")

        terminal.type("q")
        try waitForExit(of: process, timeout: 10)
        terminal.drain()
        #expect(process.terminationStatus == 0)
        #expect(terminal.echoes, "the terminal echoes again")
        try terminal.waitFor("\u{1B}[?1049l")
        #expect(try cli.status()["state"] as? String == "playing", "playback goes on after quitting")
    }

    @Test func theWordHeardIsUnderlinedWithTheDaemonsRollingCaptions() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let audio = "\(daemon.folder.path)/talk.wav"
        try FileManager.default.copyItem(atPath: Fixtures.path("marks.wav"), toPath: audio)
        try FileManager.default.copyItem(atPath: Fixtures.caption("youtube-auto.en.vtt"), toPath: "\(daemon.folder.path)/talk.en.vtt")
        let cli = try LearnctlRunner.talking(to: daemon)
        #expect(try cli.run(["play", audio]).status == 0)
        #expect(try cli.run(["pause"]).status == 0)
        #expect(try cli.run(["seek", "2.7"]).status == 0)
        let terminal = try PseudoTerminal()
        let process = try cli.makeProcess(["player"])
        try terminal.run(process)
        defer { if process.isRunning { process.terminate() } }
        // "we're" is heard from 2.639 to 2.879 s in the fixture's first clean line.
        let first = try terminal.waitForFrame(containing: "\u{1B}[4mwe're\u{1B}[24m")
        #expect(first.contains("so today \u{1B}[4mwe're\u{1B}[24m going to talk about"), "\(first.debugDescription)")
        #expect(try cli.run(["seek", "3.1"]).status == 0)
        let moved = try terminal.waitForFrame(containing: "\u{1B}[4mto\u{1B}[24m")
        #expect(moved.contains("we're going \u{1B}[4mto\u{1B}[24m talk"), "\(moved.debugDescription)")
        terminal.type("q")
        try waitForExit(of: process, timeout: 10)
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

    /// `learnctl player` on a terminal, talking to `fake`, and its first screen.
    func startPlayer(_ cli: LearnctlRunner, _ fake: FakeListend) throws -> (Process, PseudoTerminal, first: String) {
        let terminal = try PseudoTerminal()
        let process = try cli.makeProcess(["player"])
        try terminal.run(process)
        let first = try terminal.waitForFrame(containing: "Listening Practice")
        try fake.waitForSubscriber()
        return (process, terminal, first)
    }

    /// The requests of `fake` after `subscribe` and `list`, as "cmd member=value …".
    func sent(_ fake: FakeListend) -> [String] {
        fake.requests.filter { !["subscribe", "list"].contains($0["cmd"] as? String ?? "") }.map { request in
            ([request["cmd"] as? String ?? "?"] + request.keys.filter { $0 != "cmd" && $0 != "id" }.sorted().map { "\($0)=\(request[$0]!)" })
                .joined(separator: " ")
        }
    }

    @Test func theTranscriptKeysSendTheirRequestsAndHIsNoLongerASeek() throws {
        let (fake, cli) = try TranscriptFixture.fake(TranscriptFixture.status(line: 2))
        let (process, terminal, _) = try startPlayer(cli, fake)

        terminal.type("h,.r[]al")
        try fake.waitForRequests("loop")
        #expect(sent(fake) == ["line to=prev", "line to=next", "line to=replay", "speed delta=-0.1", "speed delta=0.1",
                               "autopause on=1", "loop line=1"], "h sends nothing; each other key its request")

        // With a loop and autopause on, `l` ends the loop and `a` turns autopause off.
        let loop = LoopPayload(a: 4.25, b: 6.05, repeat: nil, done: 0, gap: 0)
        fake.change(to: TranscriptFixture.status(line: 2, speed: 0.75, loop: loop, autopause: true), event: .state)
        try terminal.waitForFrame(containing: "0.75×  loop 0:04.2–0:06.0 ∞  autopause")
        terminal.type("la\u{1B}[D")
        try fake.waitForRequests("seek")
        #expect(Array(sent(fake).suffix(3)) == ["loop off=1", "autopause on=0", "seek offset=-10"], "\(sent(fake))")

        terminal.type("q")
        try waitForExit(of: process, timeout: 10)
        #expect(process.terminationStatus == 0)
    }

    @Test func theLineHeardIsShownUnderTheCardWithTheOneBeforeDimmed() throws {
        let (fake, cli) = try TranscriptFixture.fake(TranscriptFixture.status(line: 1))
        let (process, terminal, first) = try startPlayer(cli, fake)
        defer { if process.isRunning { process.terminate() } }

        #expect(first.contains(" ▶  1  Anna: Good morning. Could I see the menu, please?"), "\(first.debugDescription)")
        #expect(first.contains("\u{1B}[1m ▶  1  Anna: Good morning."), "the line heard is bold")
        #expect(first.range(of: "┘")!.lowerBound < first.range(of: "▶  1  Anna")!.lowerBound, "under the card")
        for help in [" space play/pause  ←/→ seek 10 s  ↑/↓ select  Enter play  m mark  q quit",
                     " ,/. prev/next line  r replay  l loop line  [/] speed  a autopause  t text"] {
            #expect(first.contains(help), "the key help lists every key: \(first.debugDescription)")
        }
        #expect(!first.contains(" h ") && !first.contains("h, l"))

        fake.change(to: TranscriptFixture.status(line: 2), event: .line)
        let second = try terminal.waitForFrame(containing: " ▶  2  Ben: Of course. Here you are.")
        #expect(second.contains("\u{1B}[2m    1  Anna: Good morning. Could I see the menu, please?"), "the line before, dimmed, above")
        #expect(second.range(of: "    1  Anna")!.lowerBound < second.range(of: "▶  2  Ben")!.lowerBound)

        fake.change(to: TranscriptFixture.status(line: nil), event: .line)
        let between = try terminal.waitForFrame(containing: "    2  Ben: Of course. Here you are.")
        #expect(!between.contains("▶  "), "between lines no line is heard")

        var long = TranscriptFixture.status(line: 4)
        long.line?.text = Array(repeating: "listen", count: 12).joined(separator: " ") + " \u{1B}[2Jend"
        fake.change(to: long, event: .line)
        let wrapped = try terminal.waitForFrame(containing: " ▶  4  Ma[2Jrk: listen listen")
        let rows = wrapped.components(separatedBy: "\r\n")
        let row = try #require(rows.firstIndex { $0.contains("▶  4  Ma[2Jrk:") })
        #expect(rows[row + 1].hasPrefix("\u{1B}[1m       listen"), "a long line goes on under its words: \(rows[row + 1].debugDescription)")
        #expect(rows[row + 1].contains("listen [2Jend"), "no escape from the daemon: \(rows[row + 1].debugDescription)")
        #expect(!wrapped.contains("\u{1B}[2J"))
    }

    @Test func aRecordingWithChaptersShowsTheChapterHeardAndItsKeys() throws {
        let (fake, cli) = try TranscriptFixture.fake(TranscriptFixture.status(line: 1))
        let (process, terminal, first) = try startPlayer(cli, fake)
        defer { if process.isRunning { process.terminate() } }
        #expect(!first.contains("Chapter") && !first.contains("</>"), "no chapter row nor keys without chapters")

        var status = TranscriptFixture.status(line: 1)
        status.chapter = ChapterPayload(index: 2, title: "Café Talk", start: 0, end: 40)
        status.chapters = 3
        fake.change(to: status, event: .chapter)
        let shown = try terminal.waitForFrame(containing: "Chapter 2 of 3 — Café Talk")
        #expect(shown.range(of: "Chapter 2 of 3")!.lowerBound < shown.range(of: "┘")!.lowerBound, "in the card")
        #expect(shown.contains(" </> prev/next chapter"), "the chapter keys are listed: \(shown.debugDescription)")
        terminal.type("><")
        try fake.waitForRequests("chapter", count: 2)
        #expect(sent(fake) == ["chapter to=next", "chapter to=prev"], "\(sent(fake))")
        terminal.type("q")
        try waitForExit(of: process, timeout: 10)
    }

    @Test func tHidesTheTextAndThenShowsEachLineOnceItHasEnded() throws {
        let (fake, cli) = try TranscriptFixture.fake(TranscriptFixture.status(line: 1))
        let (process, terminal, first) = try startPlayer(cli, fake)
        defer { if process.isRunning { process.terminate() } }
        #expect(first.contains("Anna: Good morning"))

        terminal.type("t")
        let hidden = try terminal.waitForFrame(containing: " ▶  1  (text hidden)")
        #expect(!hidden.contains("Good morning"))
        #expect(fake.requests.count == 2, "t is the screen's own: \(fake.requests)")

        terminal.type("t")
        let primed = try terminal.waitForFrame(containing: " ▶  1  (the text follows when the line ends)")
        #expect(!primed.contains("Good morning"), "not before the line has ended")

        fake.change(to: TranscriptFixture.status(line: nil), event: .line)
        let ended = try terminal.waitForFrame(containing: "Anna: Good morning. Could I see the menu, please?")
        #expect(ended.contains("\r\n    1  Anna: Good morning."), "shown plain, to be read: \(ended.debugDescription)")

        fake.change(to: TranscriptFixture.status(line: 2), event: .line)
        let next = try terminal.waitForFrame(containing: " ▶  2  (the text follows when the line ends)")
        #expect(next.contains("    1  Anna: Good morning."))
        #expect(!next.contains("Of course"))

        fake.change(to: TranscriptFixture.status(line: 3), event: .line)
        let third = try terminal.waitForFrame(containing: "    2  Ben: Of course. Here you are.")
        #expect(!third.contains("quiet at this hour"), "\(third.debugDescription)")
        #expect(!third.contains("Good morning"), "only the line just heard")

        terminal.type("t")
        let shown = try terminal.waitForFrame(containing: " ▶  3  The café is quiet at this hour.")
        #expect(shown.contains("\u{1B}[2m    2  Ben: Of course."))
    }

    @Test func theWordHeardIsUnderlinedAndTheUnderlineMovesWithIt() throws {
        let (fake, cli) = try TranscriptFixture.fake(TranscriptFixture.status(line: 1, timed: true, word: 2))
        let (process, terminal, first) = try startPlayer(cli, fake)
        defer { if process.isRunning { process.terminate() } }

        #expect(first.contains("\u{1B}[1m ▶  1  Anna: Good \u{1B}[4mmorning.\u{1B}[24m Could I see the menu, please?"),
                "the second word underlined in the bold line: \(first.debugDescription)")
        #expect(first.components(separatedBy: "\u{1B}[4m").count == 2, "one word underlined")

        fake.change(to: TranscriptFixture.status(line: 1, timed: true, word: 3), event: .word)
        let moved = try terminal.waitForFrame(containing: "\u{1B}[4mCould\u{1B}[24m")
        #expect(moved.contains("Anna: Good morning. \u{1B}[4mCould\u{1B}[24m I see"), "\(moved.debugDescription)")
        #expect(!moved.contains("\u{1B}[4mmorning."))

        fake.change(to: TranscriptFixture.status(line: 2, word: 1), event: .line)
        let untimed = try terminal.waitForFrame(containing: " ▶  2  Ben: Of course. Here you are.")
        #expect(!untimed.contains("\u{1B}[4m"), "a line without word times underlines nothing")

        // A long line: the word heard on its second row is underlined there.
        var long = TranscriptFixture.lines[3]
        long.text = Array(repeating: "listen", count: 12).joined(separator: " ") + " end"
        long.speaker = "Mark"
        var status = TranscriptFixture.status(line: 4, word: 13)
        status.line = TranscriptFixture.timed(long)
        fake.change(to: status, event: .line)
        let wrapped = try terminal.waitForFrame(containing: " ▶  4  Mark: listen")
        let rows = wrapped.components(separatedBy: "\r\n")
        let row = try #require(rows.firstIndex { $0.contains("▶  4  Mark:") })
        #expect(!rows[row].contains("\u{1B}[4m"))
        #expect(rows[row + 1].contains(" listen \u{1B}[4mend\u{1B}[24m"), "\(rows[row + 1].debugDescription)")

        terminal.type("q")
        try waitForExit(of: process, timeout: 10)
    }

    @Test func primedShowsTheWordsHeardAndHidesTheRestWhenTheLineHasWordTimes() throws {
        let (fake, cli) = try TranscriptFixture.fake(TranscriptFixture.status(line: 1, timed: true))
        let (process, terminal, _) = try startPlayer(cli, fake)
        defer { if process.isRunning { process.terminate() } }

        terminal.type("tt")
        let before = try terminal.waitForFrame(containing: " ▶  1  Anna: ____ ________ _____ _ ___ ___ _____ _______")
        #expect(!before.contains("Good") && !before.contains("(the text follows"), "before its first word nothing is shown")

        fake.change(to: TranscriptFixture.status(line: 1, timed: true, word: 2), event: .word)
        let second = try terminal.waitForFrame(containing: " ▶  1  Anna: Good morning. _____ _ ___ ___ _____ _______")
        #expect(!second.contains("Could") && !second.contains("\u{1B}[4m"), "\(second.debugDescription)")

        fake.change(to: TranscriptFixture.status(line: 1, timed: true, word: 5), event: .word)
        let fifth = try terminal.waitForFrame(containing: " ▶  1  Anna: Good morning. Could I see ___ _____ _______")
        #expect(!fifth.contains("menu"))

        // A line without word times keeps primed listening as it was: its words once it has ended.
        fake.change(to: TranscriptFixture.status(line: 2), event: .line)
        let untimed = try terminal.waitForFrame(containing: " ▶  2  (the text follows when the line ends)")
        #expect(untimed.contains("    1  Anna: Good morning. Could I see the menu, please?"), "the line before, whole")
        #expect(!untimed.contains("Of course"))

        fake.change(to: TranscriptFixture.status(line: 3, timed: true, word: 1), event: .line)
        let third = try terminal.waitForFrame(containing: " ▶  3  The ____ __ _____ __ ____ _____")
        #expect(third.contains("    2  Ben: Of course. Here you are."), "the line before on the row above: \(third.debugDescription)")
        terminal.type("q")
        try waitForExit(of: process, timeout: 10)
    }
}
