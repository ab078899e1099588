import Foundation
import Testing
import TestSupport

/// Line practice on an M4A (AAC, through FFmpeg) with a WebVTT beside it, heard through the
/// private PulseAudio: `line N`, `line next`, `line replay` and `loop line` land on the cue.
@Suite(.tags(.realAudio)) struct LinePracticeOnM4ATests {
    typealias S = LineTestSupport

    @Test func linesAreHeardAtTheirCues() throws {
        let pulse = PrivatePulseAudio.shared
        let sink = try pulse.makeSink("m4a")
        defer { sink.remove() }
        let daemon = try DaemonProcess(output: "pulse", pulse: pulse, sink: sink.name)
        defer { daemon.close() }
        let audio = "\(daemon.folder.path)/lesson.m4a"
        try FileManager.default.copyItem(atPath: Fixtures.path("marks-aac.m4a"), toPath: audio)
        try S.write(S.webVTT(LineNavigationTests.gappedCues), to: "\(daemon.folder.path)/lesson.vtt")
        let client = try daemon.connect()
        let status = try S.play(audio, on: client, daemon: daemon)
        #expect((status["lines"] as? NSNumber)?.intValue == 5, "\(status)")
        #expect(status["container"] as? String == "M4A" && status["codec"] as? String == "AAC", "\(status)")
        let recorder = try sink.record()
        defer { recorder.stop() }
        recorder.waitFor(count: 4410)

        // The cues are [2,4) [5,7) [8,10) [11,13) [14,16): each starts on a second of the marks.
        var mark = recorder.count
        #expect(try client.request("line 3").isOK)
        #expect(recorder.secondHeard(after: mark) == 8, "line 3")
        mark = recorder.count
        #expect(try client.request("line next").isOK)
        #expect(recorder.secondHeard(after: mark) == 11, "line next")
        usleep(600_000)
        mark = recorder.count
        #expect(try client.request("line replay").isOK)
        #expect(recorder.secondHeard(after: mark) == 11, "line replay")
        mark = recorder.count
        #expect(try client.request("line prev").isOK)
        #expect(recorder.secondHeard(after: mark) == 8, "line prev")

        // `loop line` repeats cue 3 ([8, 10)): 9 is followed by 8 again, never by 10.
        #expect(try client.request("loop line").isOK)
        mark = recorder.count
        recorder.waitFor(count: mark + Int(4.5 * 44100), timeout: 10)
        let heard = MarksHeard.inTurn(in: recorder.samples, from: mark)
        #expect(heard.contains(9) && !heard.contains(10), "heard \(heard)")
        #expect(zip(heard, heard.dropFirst()).contains { $0 == 9 && $1 == 8 }, "heard \(heard)")
    }
}

/// The seconds of the marks recording heard one after another (onsets after ≥ 12 ms of silence).
enum MarksHeard {
    static func inTurn(in samples: [Float], from start: Int) -> [Int] {
        let window = 44
        var seconds: [Int] = []
        var silent = 0
        var index = start
        while index + window + 3000 <= samples.count {
            if ToneAnalysis.rms(samples[index..<index + window]) < 0.01 {
                silent += 1
            } else {
                if silent >= 12, let second = ToneAnalysis.second(of: samples[(index + 441)..<(index + 3000)]) { seconds.append(second) }
                silent = 0
            }
            index += window
        }
        return seconds
    }
}
