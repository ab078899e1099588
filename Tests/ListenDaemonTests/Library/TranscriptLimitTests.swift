import Foundation
import Testing
import TestSupport

/// `library_add` checks a transcript's size before reading it, then parses it whole.
@Suite struct TranscriptLimitTests {
    static func add(_ client: ProtocolClient, title: String, transcript: String) throws -> [String: Any] {
        let audio = UserLibraryTests.jsonString(Fixtures.path("marks-cbr.mp3"))
        return try client.request(#"{"cmd":"library_add","source":\#(audio),"title":"\#(title)","transcript":\#(UserLibraryTests.jsonString(transcript))}"#)
    }

    /// A file of `size` bytes starting with `head` (sparse beyond it).
    static func makeFile(_ path: String, head: String, size: Int) throws {
        try head.write(toFile: path, atomically: false, encoding: .utf8)
        #expect(truncate(path, off_t(size)) == 0)
    }

    @Test func aTranscriptIsParsedWholeAndBinaryGarbageIsRefusedByLine() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let client = try daemon.connect()
        // 9.9 MB of NUL bytes after the signature: WebVTT reads them as U+FFFD, a block without cues.
        let path = "\(daemon.folder.path)/long.vtt"
        try Self.makeFile(path, head: "WEBVTT\n\n", size: 9_900_000)
        #expect(try Self.add(client, title: "Long", transcript: path).isOK)
        // As SubRip, NUL bytes are binary, not text: refused, naming the line.
        let subRip = "\(daemon.folder.path)/long.srt"
        try Self.makeFile(subRip, head: "1\n00:00:01,000 --> 00:00:02,000\nA\n", size: 9_900_000)
        let refused = try Self.add(client, title: "Long SubRip", transcript: subRip)
        #expect(refused.errorCode == "bad_argument")
        #expect(refused.errorMessage == "\(subRip), line 4: the file holds a NUL byte, so it is binary, not text.", "\(refused)")
        #expect(try UserLibraryTests.userTracks(client).map { $0["title"] as? String } == ["Long"])
    }

    @Test func aTranscriptOverTenMegabytesIsRefused() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let client = try daemon.connect()
        let path = "\(daemon.folder.path)/huge.vtt"
        try Self.makeFile(path, head: "WEBVTT\n\n", size: 64_000_000)
        let before = try #require(ProcessFigures.bytesRead(by: daemon.pid))
        let refused = try Self.add(client, title: "Huge", transcript: path)
        let after = try #require(ProcessFigures.bytesRead(by: daemon.pid))
        #expect(after - before < 1_000_000, "the daemon read \(after - before) bytes to refuse a transcript over the limit")
        #expect(refused.errorCode == "bad_argument")
        #expect(refused.errorMessage?.contains("at most 10000000 bytes") == true, "\(refused)")
        #expect(try UserLibraryTests.userTracks(client).isEmpty)
    }

    @Test func shortAndMarkedTranscriptsAreReadCorrectly() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let client = try daemon.connect()
        let bare = "\(daemon.folder.path)/bare.vtt"
        try "WEBVTT".write(toFile: bare, atomically: false, encoding: .utf8)
        // A WebVTT file with no cues is a transcript without lines.
        #expect(try Self.add(client, title: "Bare", transcript: bare).isOK)
        let marked = "\(daemon.folder.path)/marked.vtt"
        try Data([0xEF, 0xBB, 0xBF] + Array("WEBVTT\n\n00:00.000 --> 00:01.000\nZero".utf8)).write(to: URL(fileURLWithPath: marked))
        #expect(try Self.add(client, title: "Marked", transcript: marked).isOK)
        let subRip = "\(daemon.folder.path)/marked.srt"
        try Data([0xEF, 0xBB, 0xBF] + Array("1\r\n00:00:00,000 --> 00:00:01,000\r\nZero\r\n".utf8)).write(to: URL(fileURLWithPath: subRip))
        #expect(try Self.add(client, title: "SubRip", transcript: subRip).isOK)
        let short = "\(daemon.folder.path)/short.vtt"
        try "WEBVT".write(toFile: short, atomically: false, encoding: .utf8)
        #expect(try Self.add(client, title: "Short", transcript: short).errorCode == "bad_argument")
        let fifo = "\(daemon.folder.path)/fifo.vtt"
        #expect(mkfifo(fifo, 0o600) == 0)
        let started = Date()
        #expect(try Self.add(client, title: "Pipe", transcript: fifo).errorCode == "bad_argument")
        #expect(Date().timeIntervalSince(started) < 3, "a pipe is refused without waiting for a writer")
        #expect(try Self.add(client, title: "Missing", transcript: "\(daemon.folder.path)/none.vtt").errorCode == "file_not_found")
    }
}
