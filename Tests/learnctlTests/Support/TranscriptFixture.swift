import Foundation
import ListenProtocol

/// A recording with a twelve-line transcript, and the statuses a fake listend sends about it.
enum TranscriptFixture {
    static let track = TrackPayload(id: "cafe", title: "At the Café", level: "A2", duration: 97.5, source: .file,
                                    bundled: true, transcript: "/audio/cafe.vtt")

    /// Twelve cues: two speakers, a cue of two lines without a speaker, control characters in
    /// one from the file, and filler after them.
    static let lines: [TranscriptLine] = [
        TranscriptLine(index: 1, start: 0.5, end: 3.7, text: "Good morning. Could I see the menu, please?", speaker: "Anna"),
        TranscriptLine(index: 2, start: 4.25, end: 6.05, text: "Of course. Here you are.", speaker: "Ben"),
        TranscriptLine(index: 3, start: 6.4, end: 9.9, text: "The café is quiet\nat this hour."),
        TranscriptLine(index: 4, start: 10, end: 12.5, text: "Evil \u{1B}]0;pwned\u{07}cue\u{202E}", speaker: "Ma\u{1B}[2Jrk"),
    ] + (5...12).map { index in
        let start = Double(index) * 4 - 4 + 0.2
        return TranscriptLine(index: index, start: start, end: start + 3.5, text: "Filler line \(index).",
                              speaker: index.isMultiple(of: 2) ? "Ben" : "Anna")
    }

    /// `line` with word times: its text split at white space, the words spread evenly over the line.
    static func timed(_ line: TranscriptLine) -> TranscriptLine {
        let texts = line.text.split(whereSeparator: \.isWhitespace).map(String.init)
        let step = (line.end - line.start) / Double(max(1, texts.count))
        var timed = line
        timed.words = texts.enumerated().map { offset, text in
            TranscriptWord(text: text, start: line.start + Double(offset) * step,
                           end: offset == texts.count - 1 ? line.end : line.start + Double(offset + 1) * step)
        }
        return timed
    }

    /// The `transcript` reply's data.
    static var transcriptJSON: String { FakeListend.json(TranscriptPayload(lines: lines)) }

    /// The status while cue `line` (1-based; nil: between cues) is heard; with `timed`, the cue
    /// has word times (``timed(_:)``), and `word` is the status's word heard.
    static func status(line: Int?, state: StatusPayload.State = .playing, speed: Double = 1, loop: LoopPayload? = nil,
                       autopause: Bool = false, transcriptError: String? = nil, timed: Bool = false, word: Int? = nil) -> StatusPayload {
        let cue = line.map { timed ? Self.timed(lines[$0 - 1]) : lines[$0 - 1] }
        return StatusPayload(state: state, track: track, position: cue.map { $0.start + 0.3 } ?? 40.1, duration: 97.5,
                             error: nil, line: cue, lines: transcriptError == nil ? lines.count : 0, speed: speed, loop: loop,
                             autopause: autopause, transcriptError: transcriptError, word: word)
    }

    /// A fake listend answering with `status` (its transcript: the twelve cues), and a runner
    /// talking to it.
    static func fake(_ status: StatusPayload = status(line: 2), transcript: Bool = true) throws -> (FakeListend, LearnctlRunner) {
        let fake = try FakeListend(FakeListend.Replies(status: FakeListend.json(status), tracks: [FakeListend.json(track)],
                                                       transcript: transcript ? transcriptJSON : nil))
        let cli = try LearnctlRunner()
        cli.environment["LISTEND_SOCKET"] = fake.socketPath
        return (fake, cli)
    }
}
