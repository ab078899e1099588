import Foundation
import ListenProtocol
import Testing
import TestSupport
@testable import ListenDaemon

/// Words with their times: the status names the word being heard, a `word` event follows each
/// new word, and rolling automatic captions are heard at their clean lines.
@Suite struct WordTimingTests {
    typealias S = LineTestSupport

    static let timed = "WEBVTT\n\n00:01.000 --> 00:04.000\nHello <00:01.500>big <00:02.250>wide <00:03.000>world\n\n00:05.000 --> 00:06.000\nNo word times\n"

    @Test(arguments: [(0.5, nil), (1.2, 1), (1.5, 2), (2.0, 2), (2.5, 3), (3.5, 4), (4.5, nil), (5.5, nil)] as [(Double, Int?)])
    func aStatusDuringATimedLineNamesTheWordHeard(position: Double, word: Int?) throws {
        let harness = try InProcessDaemon(clock: VirtualClock())
        defer { harness.close() }
        let audio = try harness.recordingFile("talk.mp3")
        try Self.timed.write(toFile: "\(harness.folder.path)/talk.vtt", atomically: true, encoding: .utf8)
        _ = try harness.request("play \(audio)").get()
        #expect(harness.wait { harness.daemon.status().state == .playing })
        _ = try harness.request("pause").get()
        _ = try harness.request("seek \(position)").get()
        let status = harness.daemon.status()
        #expect(status.word == word, "at \(position): \(String(describing: status.line))")
        if position > 1, position < 4 {
            #expect(status.line?.words?.map(\.text) == ["Hello", "big", "wide", "world"])
        }
    }

    @Test func aWordEventFollowsEachNewWordWithinALine() throws {
        let clock = VirtualClock()
        let harness = try InProcessDaemon(clock: clock)
        defer { harness.close() }
        let socket = try harness.serve()
        let audio = try harness.recordingFile("talk.mp3")
        try Self.timed.write(toFile: "\(harness.folder.path)/talk.vtt", atomically: true, encoding: .utf8)
        _ = try harness.request("play \(audio)").get()
        #expect(harness.wait { harness.daemon.status().state == .playing })
        let client = try ProtocolClient(path: socket)
        _ = try client.request(#"{"cmd":"subscribe","interval_ms":5000}"#)
        clock.advance(by: 1.2)
        let line = try #require(try client.waitForEvent("line"))
        #expect(S.index(S.line(line)) == 1)
        #expect((line["word"] as? NSNumber)?.intValue == 1, "\(line)")
        clock.advance(by: 0.5)
        let word = try #require(try client.waitForEvent("word"))
        #expect((word["word"] as? NSNumber)?.intValue == 2, "\(word)")
        #expect(S.index(S.line(word)) == 1)
        clock.advance(by: 0.6)
        #expect((try client.waitForEvent("word")?["word"] as? NSNumber)?.intValue == 3)
    }

    /// The rolling fixture's clean lines: start, text, and the start of each word (from its tags).
    static let rollingLines: [(start: Double, text: String, wordStarts: [Double]?)] = [
        (2.080, "so today we're going to talk about", [2.080, 2.320, 2.639, 2.879, 3.040, 3.199, 3.439]),
        (5.120, "the weather in spring", [5.120, 5.440, 5.920, 6.080]),
        (8.400, "[Music]", nil),
        (12.000, "and then it rains a lot", [12.000, 12.480, 12.960, 13.200, 13.600, 13.760]),
        (16.240, "so bring an umbrella", [16.240, 16.560, 16.880, 17.040]),
        (19.760, "thanks", nil),
        (21.280, "see you next time", [21.280, 21.600, 21.840, 22.160]),
    ]

    @Test func rollingCaptionsGiveEachLineOnceInOrderWithItsWordTimes() throws {
        let transcript = try TranscriptFile.load(Fixtures.caption("youtube-auto.en.vtt"))
        #expect(transcript.lines.map(\.text) == Self.rollingLines.map(\.text))
        #expect(transcript.lines.map(\.start) == Self.rollingLines.map(\.start))
        // Each line ends where the next starts; the last where its cue ends.
        #expect(transcript.lines.map(\.end) == Self.rollingLines.dropFirst().map(\.start) + [24.49])
        for (line, expected) in zip(transcript.lines, Self.rollingLines) {
            guard let starts = expected.wordStarts else {
                #expect(line.words == nil, "\(line)")
                continue
            }
            let words = try #require(line.words, "\(line)")
            #expect(words.map(\.text).joined(separator: " ") == expected.text)
            #expect(zip(words.map(\.start), starts).allSatisfy { abs($0 - $1) < 0.001 }, "\(words)")
            #expect(words.last?.end == line.end)
        }
        #expect(transcript.problems.isEmpty)
    }

    @Test(.tags(.realAudio))
    func lineNextOnRollingCaptionsIsHeardAtTheCleanLine() throws {
        let sink = try PrivatePulseAudio.shared.makeSink("rolling")
        defer { sink.remove() }
        let daemon = try DaemonProcess(output: "pulse", pulse: .shared, sink: sink.name)
        defer { daemon.close() }
        let audio = try S.copyMarks(into: daemon.folder, as: "talk.wav")
        try FileManager.default.copyItem(atPath: Fixtures.caption("youtube-auto.en.vtt"), toPath: "\(daemon.folder.path)/talk.en.vtt")
        let client = try daemon.connect()
        let status = try S.play(audio, on: client, daemon: daemon)
        #expect((status["lines"] as? NSNumber)?.intValue == 7, "\(status)")
        let json = try #require(try client.request("transcript").data)
        let lines = try #require(json["lines"] as? [[String: Any]])
        #expect(lines.map { $0["text"] as? String } == Self.rollingLines.map(\.text))
        #expect((lines[0]["words"] as? [[String: Any]])?.map { $0["text"] as? String } == ["so", "today", "we're", "going", "to", "talk", "about"])
        #expect(lines[2]["words"] == nil, "a line without word times has no words member")

        #expect(try client.request("line 3").isOK)
        let recorder = try sink.record()
        defer { recorder.stop() }
        recorder.waitFor(count: MonitorRecorder.rate / 10)
        let (reply, second) = try S.secondHeard(after: "line next", on: client, recorder: recorder)
        let position = try #require(S.number(reply.data?["position"]), "\(reply)")
        #expect(position >= 12 && position < 12.03, "\(reply)")
        #expect(S.index(S.line(reply.data)) == 4, "\(reply)")
        // After the jump the marks recording's second 12 is heard: the fourth clean line's start.
        #expect(second == 12, "\(daemon.log(tail: 10))")
    }
}
