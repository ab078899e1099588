import Foundation
import ListenProtocol
import Testing
@testable import ListenDaemon

/// Replays the transcript fuzzer's corpus and crash reproducers (`Tests/Fixtures/fuzz/transcripts`,
/// grown by `bench/faults.py --fuzz`): the first byte chooses the format and the encoding, as in
/// bench/fuzz/transcripts; every input is read or refused with a message, and what is read holds
/// together.
struct TranscriptFuzzCorpusTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/fuzz/transcripts")

    @Test func everyInputIsReadWholeOrRefusedWithAMessage() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).sorted()
        #expect(names.count >= 8)
        let formats: [TranscriptFormat] = [.webVTT, .subRip, .ass, .podcastJSON]
        var read = 0
        for name in names {
            let data = [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent(name)))
            guard let selector = data.first else { continue }
            do throws(TranscriptError) {
                let transcript = try Transcript.parse(Array(data.dropFirst()), name: name, format: formats[Int(selector & 0x03)],
                                                      encoding: selector & 0x80 != 0 ? "windows-1252" : nil)
                #expect(TranscriptInvariants.firstBroken(in: transcript) == nil, "\(name)")
                read += 1
            } catch {
                #expect(!error.message.isEmpty, "\(name)")
            }
        }
        #expect(read >= 8)
    }

    @Test func theInvariantsCatchABrokenTranscript() {
        let backwards = Transcript(lines: [TranscriptLine(index: 1, start: 2, end: 1, text: "x")])
        #expect(TranscriptInvariants.firstBroken(in: backwards) == "line 1 does not end after it starts")
        let misnumbered = Transcript(lines: [TranscriptLine(index: 2, start: 1, end: 2, text: "x")])
        #expect(TranscriptInvariants.firstBroken(in: misnumbered) == "line 1 is numbered 2")
    }
}
