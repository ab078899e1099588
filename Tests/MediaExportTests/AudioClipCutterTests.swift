import Foundation
import Testing
import TestSupport
@testable import MediaExport

/// Clips cut from the marks fixture (second k: 20 ms of silence, then a tone of 300 + 20k Hz),
/// read back with listend's decoders: each as long as its cue plus the padding, within 10 ms,
/// starting with the cue's sound.
@Suite struct AudioClipCutterTests {
    /// The marks fixture as listend reads it exactly (an MP3 without its LAME tag does not say
    /// how much silence its encoder put before it, so it plays about 25 ms late anywhere).
    static let sources = ["marks.wav", "marks-vbr.mp3", "marks.ogg", "marks-aac.m4a", "marks-opus.webm"]

    @Test(arguments: sources, [0.0, 0.2])
    func aClipIsAsLongAsItsCueAndPaddingAndStartsWithItsSound(_ source: String, _ padding: Double) throws {
        let folder = try TemporaryFolder("clip")
        defer { folder.remove() }
        let destination = "\(folder.path)/line.mp3"
        let clip = try AudioClipCutter(padding: padding).cut(ClipRange(start: 5, end: 7), from: Fixtures.path(source), to: destination)
        let heard = try DecodedFile(destination)
        let expected = 2 + 2 * padding
        #expect(abs(heard.duration - expected) < 0.010, "\(source) pad \(padding): \(heard.duration) s, not \(expected)")
        #expect(abs(clip.duration - expected) < 0.001)
        // Opus decodes at 48 kHz.
        #expect(heard.format.sampleRate == (source.hasSuffix(".webm") ? 48000 : 44100) && heard.format.channels == 1)
        if padding == 0 {
            // The cue opens on second 5's 20 ms of silence, then its tone (400 Hz).
            let first = try #require(heard.firstSound())
            #expect(abs(first - 0.021) < 0.003, "\(source): first sound at \(first) s")
            #expect(heard.second(at: first + 0.01) == 5)
        } else {
            // 0.2 s of second 4 before it, then second 5's silence and tone; second 4's tone
            // from the first millisecond (an MP3 decoder just after a seek would give silence).
            #expect(heard.second(at: 0.05) == 4)
            let first = try #require(heard.firstSound())
            #expect(first < 0.002, "\(source): first sound at \(first) s")
            let start = try #require(ToneAnalysis.secondStarts(in: heard.samples).first)
            let seconds = Double(start) / Double(heard.format.sampleRate)
            #expect(abs(seconds - (padding + 0.020)) < 0.003, "\(source): second 5 starts at \(seconds) s")
            #expect(heard.second(at: seconds + 0.01) == 5)
        }
        #expect(heard.second(at: expected - padding - 0.2) == 6)
    }

    @Test(arguments: ["line.wav", "line.flac", "line.ogg", "line"])
    func theExtensionChoosesTheFormat(_ name: String) throws {
        let folder = try TemporaryFolder("clip")
        defer { folder.remove() }
        let destination = "\(folder.path)/\(name)"
        _ = try AudioClipCutter().cut(ClipRange(start: 10, end: 11.5), from: Fixtures.path("marks.flac"), to: destination)
        let heard = try DecodedFile(destination)
        #expect(abs(heard.duration - 1.5) < 0.010, "\(name): \(heard.duration) s")
        #expect(heard.second(at: 0.03) == 10)
        let expectedHead: [UInt8] = switch name {
        case "line.wav": Array("RIFF".utf8)
        case "line.flac": Array("fLaC".utf8)
        case "line.ogg": Array("OggS".utf8)
        default: Array("ID3".utf8)
        }
        let head = try #require(FileManager.default.contents(atPath: destination)).prefix(expectedHead.count)
        // libsndfile's MP3 starts with a frame (0xFF 0xFB …) or an ID3 tag.
        #expect(Array(head) == expectedHead || (name == "line" && head.first == 0xFF), "\(name): \(Array(head))")
    }

    @Test func severalClipsComeFromOneOpening() throws {
        let folder = try TemporaryFolder("clip")
        defer { folder.remove() }
        let cues = [ClipRange(start: 30, end: 31), ClipRange(start: 2, end: 4.5), ClipRange(start: 100, end: 100.75)]
        let requests = cues.enumerated().map { ClipRequest($1, to: "\(folder.path)/\($0 + 1).mp3") }
        let clips = try AudioClipCutter(padding: 0.1).cut(requests, from: Fixtures.path("marks-cbr.mp3"))
        #expect(clips.map(\.path) == requests.map(\.destination))
        for (cue, clip) in zip(cues, clips) {
            let heard = try DecodedFile(clip.path)
            #expect(abs(heard.duration - (cue.length + 0.2)) < 0.010, "\(cue): \(heard.duration) s")
            #expect(heard.second(at: 0.13) == Int(cue.start), "\(cue)")
        }
    }

    @Test func paddingStopsAtTheRecordingsEnds() throws {
        let folder = try TemporaryFolder("clip")
        defer { folder.remove() }
        let cutter = AudioClipCutter(padding: 0.5)
        let first = try cutter.cut(ClipRange(start: 0.2, end: 1), from: Fixtures.path("marks.wav"), to: "\(folder.path)/a.wav")
        let last = try cutter.cut(ClipRange(start: 119, end: 119.8), from: Fixtures.path("marks.wav"), to: "\(folder.path)/b.wav")
        #expect(first.ranges == [ClipRange(start: 0, end: 1.5)])
        #expect(abs(try DecodedFile(first.path).duration - 1.5) < 0.001)
        #expect(abs(try DecodedFile(last.path).duration - 1.5) < 0.001)
    }

    @Test func failuresSayWhyAndLeaveNothing() throws {
        let folder = try TemporaryFolder("clip")
        defer { folder.remove() }
        let cutter = AudioClipCutter()
        let cue = ClipRange(start: 1, end: 2)
        #expect(throws: MediaExportError.fileMissing("\(folder.path)/none.mp3")) {
            try cutter.cut(cue, from: "\(folder.path)/none.mp3", to: "\(folder.path)/x.mp3")
        }
        #expect(throws: MediaExportError.unsupportedFormat("\(folder.path)/x.m4a")) {
            try cutter.cut(cue, from: Fixtures.path("marks.wav"), to: "\(folder.path)/x.m4a")
        }
        #expect(throws: MediaExportError.outsideRecording(ClipRange(start: 130, end: 131), 120)) {
            try cutter.cut(ClipRange(start: 130, end: 131), from: Fixtures.path("marks.wav"), to: "\(folder.path)/x.mp3")
        }
        do {
            _ = try cutter.cut(cue, from: Fixtures.path("garbage.mp3"), to: "\(folder.path)/x.mp3")
            Issue.record("garbage.mp3 was cut")
        } catch {
            guard case .cannotDecode(let path, _) = error else { Issue.record("\(error)"); return }
            #expect(path == Fixtures.path("garbage.mp3"))
        }
        do {
            _ = try cutter.cut(cue, from: Fixtures.path("marks.wav"), to: "\(folder.path)/missing/x.mp3")
            Issue.record("a clip was written into a missing folder")
        } catch {
            guard case .cannotWrite(_, let sentence) = error else { Issue.record("\(error)"); return }
            #expect(sentence.contains("\(folder.path)/missing/x.mp3"), "\(sentence)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func aFailureAfterTheFileWasStartedLeavesNothing() throws {
        let folder = try TemporaryFolder("clip")
        defer { folder.remove() }
        let cutter = AudioClipCutter(writers: FailingWriters(failingAfter: 3))
        #expect(throws: MediaExportError.cannotWrite("\(folder.path)/x.mp3", "The disk is full.")) {
            try cutter.cut(ClipRange(start: 50, end: 70), from: Fixtures.path("marks.wav"), to: "\(folder.path)/x.mp3")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
