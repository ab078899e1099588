import Foundation
import TestSupport
import ListenProtocol
import Testing

/// `learnctl transcript`: every line with the one heard marked, `--json`, and `--follow` as a
/// fake listend pushes `line` events.
@Suite struct TranscriptCommandTests {
    static let rows = [
        "   1  0:00.5–0:03.7  Anna: Good morning. Could I see the menu, please?",
        "▶  2  0:04.2–0:06.0  Ben: Of course. Here you are.",
        "   3  0:06.4–0:09.9  The café is quiet at this hour.",
        "   4  0:10.0–0:12.5  Ma[2Jrk: Evil ]0;pwnedcue",
        "   5  0:16.2–0:19.7  Anna: Filler line 5.",
    ]

    /// Starts `learnctl arguments`, with its output read from a pipe.
    func start(_ cli: LearnctlRunner, _ arguments: [String]) throws -> (Process, LineReader) {
        let process = try cli.makeProcess(arguments)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.start()
        return (process, LineReader(pipe.fileHandleForReading))
    }

    @Test func everyLineWithTheOneHeardMarkedAndNoControls() throws {
        let (fake, cli) = try TranscriptFixture.fake(TranscriptFixture.status(line: 2))
        let result = try cli.run(["transcript"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count == 13, "twelve rows and the final newline: \(result.stdout)")
        #expect(Array(lines.prefix(5)) == Self.rows)
        #expect(lines[11] == "  12  0:44.2–0:47.7  Ben: Filler line 12.")
        #expect(lines.filter { $0.hasPrefix("▶") }.count == 1)
        #expect(DaemonTextTests.controls(in: result.stdout).isEmpty, "\(result.stdout.debugDescription)")
        #expect(fake.requests.compactMap { $0["cmd"] as? String } == ["transcript", "status"])

        fake.replies.status = FakeListend.json(TranscriptFixture.status(line: nil))
        #expect(!(try cli.run(["transcript"]).stdout.contains("▶")), "between lines no row is marked")
    }

    @Test func jsonIsTheDaemonsReply() throws {
        let (fake, cli) = try TranscriptFixture.fake()
        defer { _ = fake }
        let reply = try cli.json(["transcript", "--json"])
        let lines = try #require(reply["lines"] as? [[String: Any]])
        #expect(lines.count == 12)
        #expect(lines[3]["text"] as? String == TranscriptFixture.lines[3].text, "JSON keeps the text exact")
        #expect(lines[2]["speaker"] is NSNull)
        #expect(lines[1]["start"] as? Double == 4.25 && lines[1]["end"] as? Double == 6.05)
    }

    @Test func followPrintsTheLineHeardAndEachNewLine() throws {
        let (fake, cli) = try TranscriptFixture.fake(TranscriptFixture.status(line: 2))
        let (follow, output) = try start(cli, ["transcript", "--follow"])
        defer { if follow.isRunning { follow.terminate() } }
        #expect(output.next(timeout: 10) == "   2  0:04.2–0:06.0  Ben: Of course. Here you are.")
        try fake.waitForSubscriber()

        fake.push(.line, TranscriptFixture.status(line: 3))
        #expect(output.next(timeout: 10) == Self.rows[2])
        fake.push(.line, TranscriptFixture.status(line: nil))
        fake.push(.tick, TranscriptFixture.status(line: 5))
        fake.push(.seeked, TranscriptFixture.status(line: 1))
        fake.push(.line, TranscriptFixture.status(line: 4))
        #expect(output.next(timeout: 10) == Self.rows[3], "nothing for the silence between lines or for other events")

        fake.closeConnections()
        try waitForExit(of: follow, timeout: 10)
        #expect(follow.terminationStatus == 1, "the daemon went away")
        #expect(fake.requests("subscribe").count == 1)
    }

    @Test func followWithJSONPrintsEachLineAsAnObject() throws {
        let (fake, cli) = try TranscriptFixture.fake(TranscriptFixture.status(line: 1))
        let (follow, output) = try start(cli, ["transcript", "--follow", "--json"])
        defer { if follow.isRunning { follow.terminate() } }
        let first = try output.collect(timeout: 10) { $0.count == 1 }
        #expect(first[0]["index"] as? Int == 1)
        #expect(first[0]["speaker"] as? String == "Anna")
        #expect(first[0]["text"] as? String == TranscriptFixture.lines[0].text)
        try fake.waitForSubscriber()

        fake.push(.line, TranscriptFixture.status(line: 4))
        let next = try output.collect(timeout: 10) { $0.count == 1 }
        #expect(next[0]["index"] as? Int == 4)
        #expect(next[0]["text"] as? String == TranscriptFixture.lines[3].text, "exact, escaped by JSON")
        #expect(next[0]["end"] as? Double == 12.5)
    }

    @Test func withoutATranscriptItSaysSoWithStatusOne() throws {
        let (refusing, cli) = try TranscriptFixture.fake(transcript: false)
        defer { _ = refusing }
        for arguments in [["transcript"], ["transcript", "--json"]] {
            let result = try cli.run(arguments)
            #expect(result.status == 1, "\(arguments)")
            #expect(result.stdout.isEmpty)
            #expect(result.stderr == "learnctl: The selected recording has no transcript.\n", "\(arguments): \(result.stderr)")
        }

        let unreadable = TranscriptFixture.status(line: nil, transcriptError: "/audio/cafe.vtt line 3: \u{1B}[2Jno timing")
        let (empty, emptyCLI) = try TranscriptFixture.fake(unreadable)
        empty.replies.transcript = #"{"lines":[]}"#
        let result = try emptyCLI.run(["transcript"])
        #expect(result.status == 1)
        #expect(result.stderr == "learnctl: The transcript of At the Café could not be read: /audio/cafe.vtt line 3: [2Jno timing\n",
                "\(result.stderr.debugDescription)")
    }
}
