import Foundation
import Testing
import TestSupport

/// `learnctl practice cards TITLE --anki FILE.apkg`: sentence cards whose front is the line's
/// audio clip, cut from the marks fixture (second k is a tone of 300 + 20k Hz) at the cues' times.
@Suite struct PracticeSentenceCardsTests {
    static let texts = ["Good morning.", "Where is the station?", "I like coffee.", "The train is late.", "Thank you very much.", "See you tomorrow."]

    /// A listend with "Card Talk" (cue k from k + 0.05 to k + 0.95 s) and a signed-in learnctl.
    struct Library {
        let daemon: DaemonProcess
        let cli: LearnctlRunner
        var folder: String { daemon.folder.path }

        init() throws {
            daemon = try DaemonProcess()
            cli = try LearnctlRunner.talking(to: daemon)
            try cli.startSignedUp()
            try FileManager.default.copyItem(atPath: Fixtures.path("marks.wav"), toPath: "\(daemon.folder.path)/talk.wav")
            let cues = (1...6).map { k in "\(k)\n00:00:0\(k).050 --> 00:00:0\(k).950\n\(PracticeSentenceCardsTests.texts[k - 1])\n" }
            try ("WEBVTT\n\n" + cues.joined(separator: "\n")).write(toFile: "\(daemon.folder.path)/talk.vtt", atomically: true, encoding: .utf8)
            _ = try cli.succeed(["library", "add", "\(daemon.folder.path)/talk.wav", "--title", "Card Talk"])
        }

        func close() { daemon.close() }

        /// The package's media files, extracted by name into `folder/name`.
        func extractMedia(_ apkg: String, into folder: String) throws {
            let script = """
                import json, sys, zipfile
                z = zipfile.ZipFile(sys.argv[1])
                for number, name in json.loads(z.read("media")).items():
                    open(sys.argv[2] + "/" + name, "wb").write(z.read(number))
                """
            let result = try Shell.run("python3", ["-c", script, apkg, folder])
            #expect(result.status == 0, "\(result.stderr)")
        }

        /// A clip decoded by FFmpeg (which skips the encoder delay and padding its LAME tag gives) as mono floats.
        func decode(_ mp3: String) throws -> [Float] {
            let wav = mp3 + ".wav"
            let result = try Shell.run("ffmpeg", ["-v", "error", "-y", "-i", mp3, "-ac", "1", "-c:a", "pcm_f32le", "-f", "f32le", wav])
            #expect(result.status == 0, "\(result.stderr)")
            let data = try Data(contentsOf: URL(fileURLWithPath: wav))
            return data.withUnsafeBytes { Array($0.bindMemory(to: Float.self)) }
        }
    }

    @Test func linesBecomeAnAnkiDeckOfClipsCutAtTheirCues() throws {
        let library = try Library()
        defer { library.close() }
        let apkg = "\(library.folder)/talk.apkg"
        let written = try library.cli.succeed(["practice", "cards", "card talk", "--lines", "2-4", "--anki", apkg, "--pad", "0.2"])
        #expect(written.stdout.hasPrefix("Wrote 3 sentence cards ("), "\(written.stdout)")

        let anki = try AnkiTool.read(apkg)
        #expect((anki["decks"] as! [String]).contains("learnctl::Card Talk"))
        let notes = (anki["notes"] as! [[String: Any]]).map { $0["fields"] as! [String] }.sorted { $0[3] < $1[3] }
        #expect(notes.map { $0[1] } == Array(Self.texts[1...3]))
        #expect(notes.map { $0[3] } == ["Card Talk · 2", "Card Talk · 3", "Card Talk · 4"])
        // Apertium's English → Spanish.
        #expect(notes[1][2].lowercased().contains("café"), "\(notes[1])")
        let media = anki["media"] as! [String]
        #expect(media.count == 3)
        #expect(notes.allSatisfy { note in media.contains { note[0] == "[sound:\($0)]" } })

        // Each clip is its cue (0.9 s) and 0.2 s on each side, within 10 ms.
        let clips = "\(library.folder)/clips"
        try FileManager.default.createDirectory(atPath: clips, withIntermediateDirectories: true)
        try library.extractMedia(apkg, into: clips)
        for name in media {
            let samples = try library.decode("\(clips)/\(name)")
            let seconds = Double(samples.count) / ToneAnalysis.rate
            #expect(abs(seconds - 1.3) < 0.010, "\(name): \(seconds) s")
        }
    }

    @Test func aClipsFirstSoundIsItsCue() throws {
        let library = try Library()
        defer { library.close() }
        let apkg = "\(library.folder)/line3.apkg"
        try library.cli.succeed(["practice", "cards", "Card Talk", "--lines", "3", "--anki", apkg, "--translate-to", "none"])
        let clips = "\(library.folder)/clips"
        try FileManager.default.createDirectory(atPath: clips, withIntermediateDirectories: true)
        try library.extractMedia(apkg, into: clips)
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: clips).first { $0.hasSuffix(".mp3") })
        let samples = try library.decode("\(clips)/\(name)")
        #expect(abs(Double(samples.count) / ToneAnalysis.rate - 0.9) < 0.010, "\(samples.count) samples")
        // Cue 3 starts at 3.05 s, inside second 3's tone of 360 Hz: the clip's first 40 ms are that tone.
        let start = samples[0..<1764]
        let heard = ToneAnalysis.power(start, frequency: 360)
        #expect(heard > 10 * ToneAnalysis.power(start, frequency: 340), "\(heard)")
        #expect(heard > 10 * ToneAnalysis.power(start, frequency: 380), "\(heard)")
        let anki = try AnkiTool.read(apkg)
        #expect(((anki["notes"] as! [[String: Any]])[0]["fields"] as! [String])[2] == "")
    }

    @Test func markedLinesAndListeningCardsOfAGroup() throws {
        let library = try Library()
        defer { library.close() }
        let none = try library.cli.run(["practice", "cards", "Card Talk", "--marked", "--group", "Listening"])
        #expect(none.status == 1)
        #expect(none.stderr.contains("No line of “Card Talk” is marked."), "\(none.stderr)")

        let list = try library.cli.json(["list", "--json"])
        let id = try #require(((list["tracks"] as? [[String: Any]])?.first { $0["title"] as? String == "Card Talk" })?["id"] as? String)
        let marked = try Shell.run("sqlite3", [library.cli.databaseURL.path, """
            INSERT INTO lineMark (accountId, recordingId, recordingTitle, lineIndex, text, start, "end", markedAt)
            SELECT id, '\(id)', 'Card Talk', 5, 'Thank you very much.', 5.05, 5.95, '2026-11-28 09:00:00.000' FROM account
            """])
        #expect(marked.status == 0, "\(marked.stderr)")

        let made = try library.cli.succeed(["practice", "cards", "Card Talk", "--marked", "--group", "Listening"])
        #expect(made.stdout.hasPrefix("Added 1 card to “Listening”."), "\(made.stdout)")
        let cards = try JSONSerialization.jsonObject(with: Data(try library.cli.succeed(["cards", "list", "--group", "Listening", "--json"]).stdout.utf8)) as! [[String: Any]]
        #expect(cards.map { $0["word"] as? String } == ["🔊 Card Talk · line 5"])
        #expect(cards.map { $0["translation"] as? String } == ["Thank you very much."])

        let apkg = "\(library.folder)/marked.apkg"
        try library.cli.succeed(["practice", "cards", "Card Talk", "--marked", "--anki", apkg, "--translate-to", "none"])
        let notes = try AnkiTool.read(apkg)["notes"] as! [[String: Any]]
        #expect(notes.map { ($0["fields"] as! [String])[1] } == ["Thank you very much."])
    }
}
