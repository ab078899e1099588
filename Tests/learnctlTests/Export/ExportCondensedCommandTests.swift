import Foundation
import Testing
import TestSupport

/// `learnctl export condensed TITLE FILE` against a real listend: the marks fixture with six
/// cues (cue k from k + 0.05 to k + 0.95 s) is written without what lies between them, while
/// another recording stays paused where it was.
@Suite struct ExportCondensedCommandTests {
    /// A listend with "Condensed Talk" (six cues), "Playing Now" (paused at 37.3 s), "Silent
    /// Talk" (no transcript) and "Web Talk" (a URL), and a learnctl talking to it.
    struct Library {
        let daemon: DaemonProcess
        let cli: LearnctlRunner
        var folder: String { daemon.folder.path }

        init() throws {
            daemon = try DaemonProcess()
            cli = try LearnctlRunner.talking(to: daemon)
            cli.environment["NO_COLOR"] = "1"
            let folder = daemon.folder.path
            for name in ["talk", "playing", "silent"] {
                try FileManager.default.copyItem(atPath: Fixtures.path("marks.wav"), toPath: "\(folder)/\(name).wav")
            }
            let cues = (1...6).map { k in "\(k)\n00:00:0\(k).050 --> 00:00:0\(k).950\nLine \(k).\n" }
            try ("WEBVTT\n\n" + cues.joined(separator: "\n")).write(toFile: "\(folder)/talk.vtt", atomically: true, encoding: .utf8)
            try ("WEBVTT\n\n1\n00:00:01.000 --> 00:00:02.000\nPlaying.\n").write(toFile: "\(folder)/playing.vtt", atomically: true, encoding: .utf8)
            _ = try cli.succeed(["library", "add", "\(folder)/talk.wav", "--title", "Condensed Talk"])
            _ = try cli.succeed(["library", "add", "\(folder)/playing.wav", "--title", "Playing Now"])
            _ = try cli.succeed(["library", "add", "\(folder)/silent.wav", "--title", "Silent Talk"])
            _ = try cli.succeed(["library", "add", "https://example.invalid/talk.mp3", "--title", "Web Talk"])
            _ = try cli.succeed(["play", "Playing Now"])
            #expect(try cli.waitForStatus { $0["state"] as? String == "playing" })
            _ = try cli.succeed(["pause"])
            _ = try cli.succeed(["seek", "37.3"])
        }

        func close() { daemon.close() }

        /// The recording selected is still "Playing Now", paused at 37.3 s.
        func expectPlaybackUntouched(sourceLocation: SourceLocation = #_sourceLocation) throws {
            let status = try cli.status()
            #expect((status["track"] as? [String: Any])?["title"] as? String == "Playing Now", "\(status)", sourceLocation: sourceLocation)
            #expect(status["state"] as? String == "paused", "\(status)", sourceLocation: sourceLocation)
            #expect((status["position"] as? NSNumber)?.doubleValue == 37.3, "\(status)", sourceLocation: sourceLocation)
            #expect((status["lines"] as? NSNumber)?.intValue == 1, "\(status)", sourceLocation: sourceLocation)
        }
    }

    /// The length in seconds of a 16-bit WAV file, from its header and data size.
    static func wavSeconds(_ path: String) throws -> Double {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        func number(_ at: Int, _ count: Int) -> Int { (0..<count).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) } }
        var offset = 12
        var (channels, rate) = (0, 0)
        while offset + 8 <= bytes.count {
            let id = String(decoding: bytes[offset..<offset + 4], as: UTF8.self), size = number(offset + 4, 4)
            if id == "fmt " { (channels, rate) = (number(offset + 10, 2), number(offset + 12, 4)) }
            if id == "data" { return Double(size) / Double(2 * channels * rate) }
            offset += 8 + size + size % 2
        }
        throw LearnctlUnexpectedOutput(arguments: [path], result: LearnctlResult(status: 0, stdout: "no data chunk", stderr: ""))
    }

    @Test func theLinesAreJoinedWithoutWhatLiesBetweenThemAndNothingElseMoves() throws {
        let library = try Library()
        defer { library.close() }
        let wav = "\(library.folder)/condensed.wav"
        let written = try library.cli.succeed(["export", "condensed", "condensed talk", wav])
        #expect(written.stdout == "Wrote 6 lines (0:05) to \(wav).\n", "\(written.stdout)")
        // Six cues of 0.9 s.
        let seconds = try Self.wavSeconds(wav)
        #expect(abs(seconds - 5.4) < 0.050, "\(seconds) s")
        try library.expectPlaybackUntouched()

        // Padded by 0.1 s, neighbours touch: one span from 0.95 to 7.05 s. MP3 by default.
        let mp3 = "\(library.folder)/condensed"
        let json = try library.cli.json(["export", "condensed", "Condensed Talk", mp3, "--pad", "0.1", "--json"])
        #expect(json["title"] as? String == "Condensed Talk" && json["file"] as? String == mp3, "\(json)")
        #expect((json["lines"] as? NSNumber)?.intValue == 6, "\(json)")
        let duration = try #require((json["duration"] as? NSNumber)?.doubleValue)
        #expect(abs(duration - 6.1) < 0.050, "\(json)")
        let head = try #require(FileManager.default.contents(atPath: mp3))
        #expect(head.count > 10_000 && (head.first == 0xFF || head.starts(with: Array("ID3".utf8))), "\(head.count) bytes")

        // Lines 2 to 3 only.
        let part = "\(library.folder)/part.wav"
        let some = try library.cli.succeed(["export", "condensed", "Condensed Talk", part, "--lines", "2-3"])
        #expect(some.stdout.hasPrefix("Wrote 2 lines"), "\(some.stdout)")
        #expect(abs(try Self.wavSeconds(part) - 1.8) < 0.050)
        try library.expectPlaybackUntouched()
    }

    @Test func whatCannotBeCutIsRefusedWithAReason() throws {
        let library = try Library()
        defer { library.close() }
        let out = "\(library.folder)/out.mp3"
        let web = try library.cli.run(["export", "condensed", "Web Talk", out])
        #expect(web.status == 1 && web.stderr.contains("only local files can be cut"), "\(web)")
        let silent = try library.cli.run(["export", "condensed", "Silent Talk", out])
        #expect(silent.status == 1 && silent.stderr.contains("has no transcript"), "\(silent)")
        let unknown = try library.cli.run(["export", "condensed", "Condensed Tlak", out])
        #expect(unknown.status == 1 && unknown.stderr.contains("Condensed Talk"), "did you mean: \(unknown)")
        let range = try library.cli.run(["export", "condensed", "Condensed Talk", out, "--lines", "9-12"])
        #expect(range.status == 1 && range.stderr.contains("6 lines"), "\(range)")
        let format = try library.cli.run(["export", "condensed", "Condensed Talk", "\(library.folder)/out.m4a"])
        #expect(format.status == 2 && format.stderr.contains(".mp3, .wav, .flac, .ogg"), "\(format)")
        let pad = try library.cli.run(["export", "condensed", "Condensed Talk", out, "--pad", "-1"])
        #expect(pad.status == 2, "\(pad)")
        #expect(!FileManager.default.fileExists(atPath: out))
        try library.expectPlaybackUntouched()
    }
}
