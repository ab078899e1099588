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

    /// A fake listend whose transcript has word times in its first line and says what it skipped.
    func exportingFake() throws -> (FakeListend, LearnctlRunner) {
        let (fake, cli) = try TranscriptFixture.fake(TranscriptFixture.status(line: 2))
        var lines = TranscriptFixture.lines
        lines[0] = TranscriptFixture.timed(lines[0])
        fake.replies.transcript = FakeListend.json(TranscriptPayload(lines: lines, problems: ["/audio/cafe.vtt line 40: no timing"]))
        return (fake, cli)
    }

    @Test func exportWritesWebVTTToStandardOutput() throws {
        let (fake, cli) = try exportingFake()
        defer { _ = fake }
        let result = try cli.run(["transcript", "--export", "vtt"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("""
            WEBVTT

            1
            00:00:00.500 --> 00:00:03.700
            <v Anna>Good <00:00:00.900>morning. <00:00:01.300>Could <00:00:01.700>I <00:00:02.100>see <00:00:02.500>the \
            <00:00:02.900>menu, <00:00:03.300>please?

            2
            00:00:04.250 --> 00:00:06.050
            <v Ben>Of course. Here you are.

            3
            00:00:06.400 --> 00:00:09.900
            The café is quiet
            at this hour.

            4
            00:00:10.000 --> 00:00:12.500
            <v Ma[2Jrk>Evil ]0;pwnedcue

            """), "\(result.stdout.debugDescription)")
        #expect(result.stdout.hasSuffix("\n\n12\n00:00:44.200 --> 00:00:47.700\n<v Ben>Filler line 12.\n"))
        #expect(DaemonTextTests.controls(in: result.stdout).isEmpty, "no control characters from the daemon")
        #expect(result.stderr == "learnctl: skipped in the transcript: /audio/cafe.vtt line 40: no timing\n", "\(result.stderr)")

        let srt = try cli.run(["transcript", "--export", "srt", "-"])
        #expect(srt.stdout.hasPrefix("1\n00:00:00,500 --> 00:00:03,700\nAnna: Good morning. Could I see the menu, please?\n\n2\n"),
                "\(srt.stdout.debugDescription)")
    }

    @Test func exportToAFileReplacesItWholeAndSaysSo() throws {
        let (fake, cli) = try exportingFake()
        defer { _ = fake }
        let folder = try TemporaryFolder("export")
        defer { folder.remove() }
        let path = folder.path + "/cafe.txt"
        try "an older file, longer than the transcript is …".write(toFile: path, atomically: false, encoding: .utf8)
        let result = try cli.run(["transcript", "--export", "txt", path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Exported 12 lines to \(path).\n")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasPrefix("Anna: Good morning. Could I see the menu, please?\nBen: Of course. Here you are.\nThe café is quiet at this hour.\n"),
                "\(text.debugDescription)")
        #expect(text.split(separator: "\n").count == 12 && text.hasSuffix("Ben: Filler line 12.\n"))
        let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(permissions == 0o644)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["cafe.txt"])

        let failed = try cli.run(["transcript", "--export", "vtt", folder.path + "/missing/cafe.vtt"])
        #expect(failed.status == 1)
        #expect(failed.stderr.hasSuffix("learnctl: Could not write \(folder.path)/missing/cafe.vtt: No such file or directory.\n"),
                "\(failed.stderr)")
    }

    @Test func exportTakesAKnownFormatAndGoesWithNeitherFollowNorJSON() throws {
        let (fake, cli) = try exportingFake()
        defer { _ = fake }
        let unknown = try cli.run(["transcript", "--export", "pdf"])
        #expect(unknown.status != 0 && unknown.stderr.contains("vtt") && unknown.stderr.contains("srt"), "\(unknown.stderr)")
        for (arguments, message) in [(["transcript", "out.vtt"], "FILE is where --export writes"),
                                     (["transcript", "--export", "vtt", "--follow"], "--export and --follow"),
                                     (["transcript", "--export", "vtt", "--json"], "--export and --json")] {
            let result = try cli.run(arguments)
            #expect(result.status != 0 && result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
        #expect(fake.requests.isEmpty, "nothing is asked of the daemon")
        let (refusing, refusingCLI) = try TranscriptFixture.fake(transcript: false)
        defer { _ = refusing }
        let none = try refusingCLI.run(["transcript", "--export", "srt"])
        #expect(none.status == 1 && none.stdout.isEmpty && none.stderr == "learnctl: The selected recording has no transcript.\n")
    }
}
