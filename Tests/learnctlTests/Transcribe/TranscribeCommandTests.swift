import Foundation
import ListenProtocol
import Testing
import TestSupport

/// `learnctl transcribe` with the real helper and model, as a learner uses it: a file gets a
/// transcript beside it that the recording playing reads at once; a URL's goes to listend's
/// cache; a podcast episode with only an HTML transcript becomes practicable; failures are said
/// plainly; Ctrl-C leaves nothing behind.
@Suite(.serialized) struct TranscribeCommandTests {
    /// The first 24 s of "Travel Dialogue 1" (flite voices), and the script's cues that start in them.
    static let clipSeconds = 24.0

    /// A clip of a bundled recording in `folder`.
    static func clip(in folder: URL, name: String = "clip.mp3", seconds: Double = clipSeconds) throws -> URL {
        let url = folder.appendingPathComponent(name)
        _ = try Shell.run("ffmpeg", ["-v", "error", "-y", "-i", "\(Products.audioDirectory)/travel-dialogue-1.mp3",
                                 "-t", String(seconds), "-c", "copy", url.path])
        return url
    }

    /// The bundled script's cues (start, text) that start within the clip.
    static func scriptCues() throws -> [(start: Double, text: String)] {
        try WebVTTCues.read("\(Products.audioDirectory)/travel-dialogue-1.vtt").filter { $0.start < clipSeconds - 2 }
            .map { ($0.start, $0.text) }
    }

    static func runner(talkingTo daemon: DaemonProcess? = nil) throws -> LearnctlRunner {
        let cli = try daemon.map(LearnctlRunner.talking(to:)) ?? LearnctlRunner()
        cli.program = "learnctl-study"
        cli.environment["LEARNCTL_WHISPER_THREADS"] = "1"
        if let daemon { cli.environment["XDG_CACHE_HOME"] = daemon.cacheDirectory }
        return cli
    }

    @Test func aFileGetsATranscriptBesideItThatTheRecordingPlayingReadsAtOnce() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let cli = try Self.runner(talkingTo: daemon)
        let audio = try Self.clip(in: cli.root)
        _ = try cli.succeed(["play", audio.path])
        #expect(try cli.waitForStatus { $0["state"] as? String == "playing" })
        #expect(try cli.status()["lines"] as? Int == 0, "no transcript yet")

        let result = try cli.succeed(["transcribe", audio.path, "--language", "en"])
        let made = cli.root.appendingPathComponent("clip.vtt")
        #expect(result.stdout.contains("Transcribed \"clip.mp3\""), "\(result.stdout)")
        #expect(result.stdout.contains(made.path))
        let cues = try WebVTTCues.read(made.path)
        #expect(cues.count >= 4, "\(cues)")
        #expect(cues.allSatisfy { !$0.words.isEmpty && $0.text.count <= 80 && $0.end - $0.start <= 10.5 }, "\(cues)")
        let heard = cues.map(\.text).joined(separator: " ")
        let script = try Self.scriptCues().map(\.text).joined(separator: " ")
        let errors = WordErrors.rate(reference: script, hypothesis: heard)
        #expect(errors < 0.25, "word error rate \(errors): \(heard)")

        // The recording selected read it at once, and plays on.
        let status = try cli.status()
        #expect(status["lines"] as? Int == cues.count, "\(status)")
        #expect(status["state"] as? String == "playing")
        let transcript = try cli.json(["transcript", "--json"])
        let lines = transcript["lines"] as? [[String: Any]] ?? []
        #expect((lines.first?["words"] as? [[String: Any]])?.isEmpty == false, "word times reach listend: \(transcript)")
        #expect(transcript["source"] as? String == made.path)

        // Made again, it replaces its own file.
        _ = try cli.succeed(["transcribe", audio.path, "--language", "en", "--json"])
    }

    @Test func aURLsTranscriptIsKeptInListendsCacheAndReadWhenItIsPlayed() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let cli = try Self.runner(talkingTo: daemon)
        let audio = try Self.clip(in: cli.root, seconds: 12)
        let server = try FaultyHTTPServer()
        defer { server.shutdown() }
        server.serve("/talk.mp3", try .file(audio.path))
        let url = server.url("/talk.mp3")

        let result = try cli.succeed(["transcribe", url, "--json"])
        let done = try #require(result.stdout.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
            .last)
        let expected = "\(daemon.cacheDirectory)/listend/transcripts/\(TranscribedTranscripts.fileName(forLocation: url))"
        #expect(done["type"] as? String == "done")
        #expect(done["path"] as? String == expected, "\(done)")
        #expect(done["destination"] as? String == "cache")
        #expect(done["language"] as? String == "en", "detected")
        #expect(result.stdout.contains(#""type":"progress""#), "progress lines with --json")

        _ = try cli.succeed(["play", url])
        #expect(try cli.waitForStatus { ($0["lines"] as? Int ?? 0) > 0 }, "listend reads the made transcript of a URL")
    }

    @Test func aPodcastEpisodeWithOnlyAnHTMLTranscriptBecomesPractisable() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let cli = try Self.runner(talkingTo: daemon)
        try cli.startSignedUp()
        let audio = try Self.clip(in: cli.root)
        let cues = try Self.scriptCues()
        let html = "<html><head><style>p { margin: 0 }</style></head><body><h1>At the Station</h1>"
            + cues.map { "<p>\($0.text.replacingOccurrences(of: "'", with: "&#39;"))</p>" }.joined() + "</body></html>"
        let server = try FaultyHTTPServer()
        defer { server.shutdown() }
        let feed = """
            <?xml version="1.0" encoding="UTF-8"?>
            <rss version="2.0" xmlns:podcast="https://podcastindex.org/namespace/1.0"><channel>
              <title>Travel Talk</title><language>en</language>
              <item><title>At the Station</title><guid>s-1</guid><pubDate>Mon, 02 Nov 2026 08:00:00 GMT</pubDate>
                <enclosure url="\(server.url("/ep.mp3"))" type="audio/mpeg"/>
                <podcast:transcript url="\(server.url("/ep.html"))" type="text/html" language="en"/>
              </item>
            </channel></rss>
            """
        server.serve("/feed.xml", FaultyHTTPServer.Route(body: Array(feed.utf8), contentType: "application/rss+xml"))
        server.serve("/ep.mp3", try .file(audio.path))
        server.serve("/ep.html", FaultyHTTPServer.Route(body: Array(html.utf8), contentType: "text/html"))
        _ = try cli.succeed(["podcasts", "add", server.url("/feed.xml")])
        let before = try cli.succeed(["podcasts", "play", "latest"])
        #expect(!before.stdout.contains("transcript lines"), "an HTML transcript alone gives no lines: \(before.stdout)")
        _ = try cli.succeed(["stop"])

        let result = try cli.succeed(["transcribe", "latest", "--json"])
        let done = try #require(result.stdout.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
            .last)
        #expect(done["destination"] as? String == "episode", "\(done)")
        #expect((done["matched"] as? Double ?? 0) >= 0.85, "most of the text is heard: \(done)")
        // Each paragraph is a line, but the one over 65 characters, cut at its sentence end.
        let expected = cues.flatMap { cue -> [String] in
            cue.text.count <= 65 ? [cue.text] : cue.text.replacingOccurrences(of: ". ", with: ".\n").components(separatedBy: "\n")
        }
        #expect(done["lines"] as? Int == expected.count + 1, "with the heading: \(done)")

        let played = try cli.succeed(["podcasts", "play", "latest"])
        #expect(played.stdout.contains("\(expected.count + 1) transcript lines"), "\(played.stdout)")
        let transcript = try cli.json(["transcript", "--json"])
        let lines = transcript["lines"] as? [[String: Any]] ?? []
        #expect(lines.map { $0["text"] as? String ?? "" } == ["At the Station"] + expected,
                "the feed's own words, as written: \((try? String(contentsOfFile: done["path"] as? String ?? "", encoding: .utf8)) ?? "")")
        for cue in cues where cue.text.count <= 65 {
            let line = try #require(lines.first { $0["text"] as? String == cue.text })
            let start = line["start"] as? Double ?? -1
            #expect(abs(start - cue.start) < 0.5, "\(cue.text) starts at \(start), the script at \(cue.start)")
            #expect((line["words"] as? [[String: Any]])?.count == cue.text.split(separator: " ").count, "every word has its time")
        }
        _ = try cli.succeed(["pause"])
        _ = try cli.succeed(["line", "3"])
        #expect(abs((try cli.status()["position"] as? Double ?? 0) - (lines[2]["start"] as? Double ?? 0)) < 0.05)
    }

    @Test func transcriptReloadReadsATranscriptMadeSinceTheRecordingWasSelected() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let cli = try Self.runner(talkingTo: daemon)
        let audio = try Self.clip(in: cli.root, seconds: 12)
        _ = try cli.succeed(["play", audio.path])
        #expect(try cli.waitForStatus { $0["state"] as? String == "playing" })
        try Data("WEBVTT\n\n00:00.500 --> 00:03.000\nExcuse me.\n\n00:03.000 --> 00:06.000\nYes?\n".utf8)
            .write(to: cli.root.appendingPathComponent("clip.vtt"))
        let shown = try cli.succeed(["transcript", "--reload"])
        #expect(shown.stdout.contains("Excuse me.") && shown.stdout.contains("Yes?"), "\(shown.stdout)")
        let status = try cli.status()
        #expect(status["lines"] as? Int == 2 && status["state"] as? String == "playing", "\(status)")
    }

    @Test func failuresAreSaidPlainlyAndWriteNothing() throws {
        let cli = try Self.runner()
        let folder = cli.root
        let audio = try Self.clip(in: folder, seconds: 6)

        var notInstalled = cli.environment
        notInstalled["LEARNCTL_WHISPER_HOME"] = folder.appendingPathComponent("nowhere").path
        let saved = cli.environment
        cli.environment = notInstalled
        let missing = try cli.run(["transcribe", audio.path])
        cli.environment = saved
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("Transcription is not installed") && missing.stderr.contains("install-whisper.sh"), "\(missing.stderr)")

        // A model folder whose model.bin is cut short.
        let model = folder.appendingPathComponent("broken-model")
        try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
        let installed = "/usr/local/lib/learnctl-whisper/models/whisper-base"
        for name in ["config.json", "tokenizer.json", "vocabulary.txt"] {
            try FileManager.default.copyItem(atPath: "\(installed)/\(name)", toPath: model.appendingPathComponent(name).path)
        }
        try Data(repeating: 7, count: 4096).write(to: model.appendingPathComponent("model.bin"))
        let corrupt = try cli.run(["transcribe", audio.path, "--model", model.path])
        #expect(corrupt.status == 1)
        #expect(corrupt.stderr.contains("The transcription model cannot be used"), "\(corrupt.stderr)")
        let noModel = try cli.run(["transcribe", audio.path, "--model", folder.path])
        #expect(noModel.status == 1)
        #expect(noModel.stderr.contains("holds no model.bin"), "\(noModel.stderr)")

        let garbage = try cli.run(["transcribe", Fixtures.path("garbage.mp3")])
        #expect(garbage.status == 1)
        #expect(garbage.stderr.contains("The audio cannot be transcribed"), "\(garbage.stderr)")

        let silence = folder.appendingPathComponent("silence.wav")
        _ = try Shell.run("sox", ["-n", "-r", "16000", "-c", "1", silence.path, "trim", "0", "4"])
        let quiet = try cli.run(["transcribe", silence.path])
        #expect(quiet.status == 0, "\(quiet.stderr)")
        #expect(quiet.stdout.contains("No speech was heard in silence.wav; no transcript was written."), "\(quiet.stdout)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("silence.vtt").path))

        // A subtitle file the learner made is never replaced.
        let theirs = folder.appendingPathComponent("clip.vtt")
        try Data("WEBVTT\n\n00:00.000 --> 00:01.000\nMine.\n".utf8).write(to: theirs)
        let occupied = try cli.run(["transcribe", audio.path])
        #expect(occupied.status == 1)
        #expect(occupied.stderr.contains("is already there") && occupied.stderr.contains("--output"), "\(occupied.stderr)")
        #expect(try String(contentsOf: theirs, encoding: .utf8).contains("Mine."))

        let unknown = try cli.run(["transcribe", "No Such Recording"])
        #expect(unknown.status != 0)
        #expect(unknown.stderr.contains("No file, recording or podcast episode is called \"No Such Recording\""), "\(unknown.stderr)")
    }

    @Test func ctrlCStopsAndLeavesNoPartialFile() throws {
        let cli = try Self.runner()
        let audio = try Self.clip(in: cli.root, seconds: 100)
        let running = try cli.launch(["transcribe", audio.path, "--json"])
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, !((try? String(contentsOf: running.outputURL, encoding: .utf8)) ?? "").contains("progress") {
            usleep(100_000)
        }
        kill(running.process.processIdentifier, SIGINT)
        let result = try running.finish(timeout: 10)
        #expect(result.status == 130, "\(result.stderr)")
        #expect(result.stderr.contains("transcription stopped; nothing was written"), "\(result.stderr)")
        let left = try FileManager.default.contentsOfDirectory(atPath: cli.root.path).filter { $0.hasPrefix("clip.") && $0 != "clip.mp3" }
        #expect(left.isEmpty, "\(left)")
        let helpers = try Shell.run("pgrep", ["-f", "learnctl-whisper.py transcribe --model .* --audio \(audio.path)"])
        #expect(helpers.stdout.isEmpty, "the helper ended with it: \(helpers.stdout)")
    }
}
