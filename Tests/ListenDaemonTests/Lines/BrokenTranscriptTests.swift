import Foundation
import Testing
import TestSupport

/// A sidecar transcript that cannot be read never stops the recording: it plays, the status says
/// what is wrong with the file (and where), and the line commands say there are no lines.
@Suite struct BrokenTranscriptTests {
    typealias S = LineTestSupport

    struct BrokenSidecar: Sendable, CustomTestStringConvertible {
        let label: String
        /// The sidecar's name beside `marks.wav`.
        let fileName: String
        let bytes: [UInt8]
        /// The line the error must name, when the problem is on a line.
        let line: Int?

        var testDescription: String { label }

        /// Bytes that are no text at all: a NUL first, then pseudo-random bytes (the same every run)
        /// with more NULs and bytes that are never UTF-8.
        static func garbage() -> [UInt8] {
            var state: UInt64 = 0x9E37_79B9_7F4A_7C15
            var bytes: [UInt8] = [0x00, 0xFF, 0xFE, 0x0A]
            for index in 0..<4096 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                bytes.append(index % 97 == 0 ? 0 : UInt8(truncatingIfNeeded: state >> 33))
            }
            return bytes
        }
    }

    static let cases: [BrokenSidecar] = [
        BrokenSidecar(label: "binary garbage", fileName: "marks.vtt", bytes: BrokenSidecar.garbage(), line: 1),
        BrokenSidecar(label: "an empty file", fileName: "marks.vtt", bytes: [], line: nil),
        BrokenSidecar(label: "SubRip without timing lines", fileName: "marks.srt", bytes: Array("\n\nJust some notes\n".utf8), line: 3),
        BrokenSidecar(label: "SubRip in windows-1252", fileName: "marks.srt",
                      bytes: Array("1\n00:00:01,000 --> 00:00:02,000\nCaf".utf8) + [0xE9, 0x0A], line: 3),
    ]

    @Test(arguments: cases)
    func theRecordingPlaysAndTheStatusSaysWhatIsWrong(_ broken: BrokenSidecar) throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let audio = try S.copyMarks(into: daemon.folder)
        let sidecar = "\(daemon.folder.path)/\(broken.fileName)"
        try Data(broken.bytes).write(to: URL(fileURLWithPath: sidecar))
        let client = try daemon.connect()
        let first = try S.play(audio, on: client, daemon: daemon)

        let message = try #require(first["transcript_error"] as? String, "\(first)")
        #expect(message.contains(sidecar), "\(message)")
        if let line = broken.line {
            #expect(message.contains("line \(line):"), "\(message)")
        }
        // A sentence: a capital or the path first, a full stop last, and nothing raw from the file.
        #expect(message.hasSuffix("."), "\(message)")
        #expect(!message.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }, "\(message)")
        #expect((first["lines"] as? NSNumber)?.intValue == 0, "\(first)")
        #expect(S.isNull(first["line"]), "\(first)")

        // It plays on: the position moves.
        let start = try #require(S.number(first["position"]))
        let later = try S.status(of: client) { (S.number($0["position"]) ?? 0) > start + 0.3 }
        #expect((S.number(later?["position"]) ?? 0) > start + 0.3, "\(String(describing: later)) \(daemon.log(tail: 10))")
        #expect(later?["state"] as? String == "playing")
        #expect(later?["transcript_error"] as? String == message)

        for request in ["line next", "loop line", #"{"cmd":"line","to":2}"#, #"{"cmd":"loop","line":true,"repeat":2}"#] {
            let reply = try client.request(request)
            #expect(reply.errorCode == "invalid_state", "\(request): \(reply)")
            #expect(reply.errorMessage?.contains(sidecar) == true, "\(request): \(reply)")
        }
        let transcript = try client.request("transcript")
        #expect(transcript.isOK, "\(transcript)")
        #expect((transcript.data?["lines"] as? [Any])?.isEmpty == true, "\(transcript)")

        // The daemon serves on, on this connection and on a new one, and still plays.
        let again = try #require(try daemon.connect().request("status").data)
        #expect(again["state"] as? String == "playing", "\(again)")
        #expect(S.isNull(again["loop"]), "\(again)")
        #expect(try client.request("hello").isOK)
    }
}
