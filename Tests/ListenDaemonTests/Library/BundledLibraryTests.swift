import Foundation
import Testing
import TestSupport

/// The library that ships with listend: `Audio/check.py` passes on it, and through the daemon
/// every recording has a transcript and at least five questions whose lines exist.
@Suite struct BundledLibraryTests {
    @Test func theCheckerPasses() throws {
        let checker = URL(fileURLWithPath: Products.audioDirectory).appendingPathComponent("check.py").path
        let result = try Shell.run("python3", [checker, Products.audioDirectory])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("ok: 24 recordings"), "\(result.stdout)")
    }

    @Test func everyRecordingHasATranscriptAndQuestionsOnItsLines() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let client = try daemon.connect()
        let tracks = try #require(try client.request("list").data?["tracks"] as? [[String: Any]])
        #expect(tracks.count == 24)
        var levels: [String: Int] = [:]
        for track in tracks {
            let id = try #require(track["id"] as? String)
            levels[track["level"] as? String ?? "?", default: 0] += 1
            #expect(try client.request(#"{"cmd":"play","track":"\#(id)"}"#).isOK)
            let lines = try #require(try client.request("transcript").data?["lines"] as? [[String: Any]], "\(id)")
            #expect(lines.count >= 10, "\(id): \(lines.count) lines")
            let questions = try #require(try client.request("questions").data?["questions"] as? [[String: Any]], "\(id)")
            #expect(questions.count >= 5, "\(id): \(questions.count) questions")
            for question in questions {
                let line = try #require(question["line"] as? Int, "\(id)")
                let options = try #require(question["options"] as? [String], "\(id)")
                #expect((3...4).contains(options.count) && options.indices.contains(question["answer"] as? Int ?? -1), "\(id)")
                #expect(lines.indices.contains(line - 1), "\(id): line \(line)")
                let text = lines.indices.contains(line - 1) ? lines[line - 1]["text"] as? String ?? "" : ""
                #expect(text.contains(question["quote"] as? String ?? "\u{0}"), "\(id): the quote is in line \(line)")
            }
        }
        #expect(levels.filter { ["A1", "A2", "B1", "B2", "C1"].contains($0.key) }.allSatisfy { $0.value >= 4 } && levels.count == 5, "\(levels)")
    }
}
