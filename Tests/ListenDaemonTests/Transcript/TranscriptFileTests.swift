import Foundation
import ListenProtocol
import Testing
import TestSupport
@testable import ListenDaemon

/// Transcripts on disk: loading without blocking, the size limit, the sidecar beside a recording,
/// and `library_add`'s check.
struct TranscriptFileTests {
    static func write(_ bytes: [UInt8], to path: String) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    static func write(_ text: String, to path: String) throws {
        try write(Array(text.utf8), to: path)
    }

    /// The message `load` refuses `path` with, or nil if it loads.
    static func problem(loading path: String) -> String? {
        do {
            _ = try TranscriptFile.load(path)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func webVTTAndSubRipFilesLoadByTheirContent() throws {
        let folder = try TemporaryFolder("tr")
        defer { folder.remove() }
        try Self.write("WEBVTT\n\n00:01.000 --> 00:02.000\n<v Anna>Hi\n", to: "\(folder.path)/a.vtt")
        try Self.write("1\r\n00:00:01,000 --> 00:00:02,000\r\n<i>Hi</i>\r\n", to: "\(folder.path)/b.txt")
        #expect(try TranscriptFile.load("\(folder.path)/a.vtt").lines == [TranscriptLine(index: 1, start: 1, end: 2, text: "Hi", speaker: "Anna")])
        #expect(try TranscriptFile.load("\(folder.path)/b.txt").lines == [TranscriptLine(index: 1, start: 1, end: 2, text: "Hi")])
    }

    @Test func aMissingFileIsNamed() throws {
        let folder = try TemporaryFolder("tr")
        defer { folder.remove() }
        #expect(Self.problem(loading: "\(folder.path)/none.vtt") == "No transcript at \(folder.path)/none.vtt.")
    }

    @Test func aFifoIsRefusedWithoutWaitingForAWriter() throws {
        let folder = try TemporaryFolder("tr")
        defer { folder.remove() }
        let fifo = "\(folder.path)/fifo.vtt"
        #expect(mkfifo(fifo, 0o600) == 0)
        let started = Date()
        #expect(Self.problem(loading: fifo) == "The transcript \(fifo) is not a regular file.")
        #expect(Date().timeIntervalSince(started) < 2, "a FIFO is refused without blocking")
        #expect(Self.problem(loading: folder.path) == "The transcript \(folder.path) is not a regular file.")
    }

    @Test func aFileOverTenMegabytesIsRefusedUnread() throws {
        let folder = try TemporaryFolder("tr")
        defer { folder.remove() }
        let path = "\(folder.path)/huge.vtt"
        try Self.write("WEBVTT\n\n", to: path)
        #expect(truncate(path, off_t(TranscriptCheck.maximumSize + 1)) == 0)
        #expect(Self.problem(loading: path) == "The transcript \(path) is 10000001 bytes; transcripts may be at most 10000000 bytes (10 MB).")
    }

    @Test func aFileGrowingPastTheLimitWhileReadIsRefused() throws {
        let folder = try TemporaryFolder("tr")
        defer { folder.remove() }
        let path = "\(folder.path)/a.vtt"
        try Self.write(String(repeating: "x", count: 100), to: path)
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        defer { close(descriptor) }
        let error = #expect(throws: TranscriptError.self) {
            try TranscriptFile.readAll(descriptor, path: path, expectedSize: 10, maximumSize: 99)
        }
        #expect(error?.message.hasPrefix("The transcript \(path) is 100 bytes; transcripts may be at most 99 bytes") == true)
    }

    @Test func binaryGarbageIsRefusedAndEmptyFilesHaveNoCues() throws {
        let folder = try TemporaryFolder("tr")
        defer { folder.remove() }
        let image = "\(folder.path)/cover.vtt"
        try Self.write([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00], to: image)
        // Named .vtt, it is read as WebVTT, which only its missing signature can reject.
        #expect(Self.problem(loading: image) == "\(image), line 1: a WebVTT file must start with \"WEBVTT\" (alone on the line, or followed by a space and a title).")
        let imageAsSubRip = "\(folder.path)/cover.srt"
        try Self.write([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00], to: imageAsSubRip)
        #expect(Self.problem(loading: imageAsSubRip)?.hasPrefix("\(imageAsSubRip), line 1: the text is not UTF-8") == true)
        // NUL characters are U+FFFD in WebVTT: a block of them holds no cue.
        let padded = "\(folder.path)/padded.vtt"
        try Self.write(Array("WEBVTT\n\n".utf8) + [UInt8](repeating: 0, count: 4096), to: padded)
        let paddedTranscript = try TranscriptFile.load(padded)
        #expect(paddedTranscript.lines.isEmpty)
        #expect(paddedTranscript.problems.first?.hasPrefix("\(padded), line 3: this block has no timing line") == true)
        let emptyVTT = "\(folder.path)/empty.vtt"
        try Self.write("", to: emptyVTT)
        #expect(Self.problem(loading: emptyVTT) == "\(emptyVTT) is empty; a WebVTT file starts with \"WEBVTT\".")
        let emptySRT = "\(folder.path)/empty.srt"
        try Self.write("", to: emptySRT)
        #expect(try TranscriptFile.load(emptySRT).lines.isEmpty)
        let notes = "\(folder.path)/notes.txt"
        try Self.write("just notes\n", to: notes)
        #expect(Self.problem(loading: notes) == "\(notes) is neither WebVTT (it must start with \"WEBVTT\"), SubRip, ASS/SSA (starting with \"[Script Info]\") nor a JSON transcript.")
    }

    @Test func theSidecarIsTheRecordingsPathWithATranscriptExtension() throws {
        let folder = try TemporaryFolder("tr")
        defer { folder.remove() }
        let audio = "\(folder.path)/talk.mp3"
        try Self.write("", to: audio)
        #expect(TranscriptFile.sidecar(for: audio) == nil)
        try Self.write("", to: "\(folder.path)/talk.SRT")
        #expect(TranscriptFile.sidecar(for: audio) == "\(folder.path)/talk.SRT")
        try Self.write("", to: "\(folder.path)/talk.srt")
        #expect(TranscriptFile.sidecar(for: audio) == "\(folder.path)/talk.srt")
        try Self.write("", to: "\(folder.path)/talk.VTT")
        #expect(TranscriptFile.sidecar(for: audio) == "\(folder.path)/talk.VTT")
        try Self.write("", to: "\(folder.path)/talk.vtt")
        #expect(TranscriptFile.sidecar(for: audio) == "\(folder.path)/talk.vtt")
        // Only the last extension is replaced; a name without one gains it; a dot file keeps its name.
        try Self.write("", to: "\(folder.path)/talk.part1.vtt")
        #expect(TranscriptFile.sidecar(for: "\(folder.path)/talk.part1.ogg") == "\(folder.path)/talk.part1.vtt")
        #expect(TranscriptFile.sidecar(for: "\(folder.path)/talk") == "\(folder.path)/talk.vtt")
        try Self.write("", to: "\(folder.path)/.hidden.vtt")
        #expect(TranscriptFile.sidecar(for: "\(folder.path)/.hidden") == "\(folder.path)/.hidden.vtt")
    }

    @Test func onlyARegularFileBesideALocalRecordingIsASidecar() throws {
        let folder = try TemporaryFolder("tr")
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: "\(folder.path)/talk.vtt", withIntermediateDirectories: false)
        #expect(mkfifo("\(folder.path)/talk.srt", 0o600) == 0)
        #expect(TranscriptFile.sidecar(for: "\(folder.path)/talk.mp3") == nil)
        try Self.write("", to: "\(folder.path)/talk.SRT")
        #expect(TranscriptFile.sidecar(for: "\(folder.path)/talk.mp3") == "\(folder.path)/talk.SRT")
        #expect(TranscriptFile.sidecar(for: "https://example.org/talk.mp3") == nil)
        #expect(TranscriptFile.sidecar(for: "talk.mp3") == nil)
        #expect(TranscriptFile.sidecar(for: "\(folder.path)/") == nil)
    }

    @Test func libraryAddsCheckParsesTheTranscriptAndKeepsItsErrorCodes() throws {
        let folder = try TemporaryFolder("tr")
        defer { folder.remove() }
        let subRip = "\(folder.path)/talk.srt"
        try Self.write("1\n00:00:01,000 --> 00:00:02,000\nHi\n", to: subRip)
        try TranscriptCheck.check(subRip)
        let broken = "\(folder.path)/broken.srt"
        try Self.write("just notes\n", to: broken)
        #expect(throws: ProtocolError(.badArgument, "\(broken), line 1: no line of the file is a timing line such as \"00:00:01,000 --> 00:00:04,000\", so it is not SubRip.")) {
            try TranscriptCheck.check(broken)
        }
        // Overlapping cues are fine.
        let overlapping = "\(folder.path)/overlapping.vtt"
        try Self.write("WEBVTT\n\n00:01.000 --> 00:02.000\nA\n\n00:01.500 --> 00:03.000\nB\n", to: overlapping)
        try TranscriptCheck.check(overlapping)
        #expect(throws: ProtocolError(.fileNotFound, "No such transcript: \(folder.path)/none.vtt.")) {
            try TranscriptCheck.check("\(folder.path)/none.vtt")
        }
        let fifo = "\(folder.path)/fifo.srt"
        #expect(mkfifo(fifo, 0o600) == 0)
        let started = Date()
        #expect(throws: ProtocolError(.badArgument, "The transcript \(fifo) is not a readable file.")) {
            try TranscriptCheck.check(fifo)
        }
        #expect(Date().timeIntervalSince(started) < 2, "a FIFO is refused without blocking")
        let tooBig = #expect(throws: ProtocolError.self) { try TranscriptCheck.check(subRip, maximumSize: 10) }
        #expect(tooBig?.code == .badArgument)
        #expect(tooBig?.message.hasPrefix("The transcript \(subRip) is 35 bytes; transcripts may be at most 10 bytes") == true)
    }
}
