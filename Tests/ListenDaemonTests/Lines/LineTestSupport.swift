import Foundation
import Testing
import TestSupport

/// One cue as a test writes it into a transcript file and expects it back from the daemon.
struct WrittenCue: Sendable {
    var start: Double
    var end: Double
    /// The text as it stands in the file (markup included), one string per line.
    var source: [String]
    /// The text the daemon should show: markup removed, lines joined by "\n".
    var text: String
    var speaker: String?
}

/// Writing transcripts and recordings for the line tests, and reading what the daemon answers.
enum LineTestSupport {
    /// A copy of the 120 s marks recording in `folder`, named `name` (a sidecar is looked up by that name).
    static func copyMarks(into folder: TemporaryFolder, as name: String = "marks.wav") throws -> String {
        let path = "\(folder.path)/\(name)"
        try FileManager.default.copyItem(atPath: Fixtures.path("marks.wav"), toPath: path)
        return path
    }

    /// `seconds` as a WebVTT (`.`) or SubRip (`,`) timestamp, hh:mm:ss.ttt.
    static func timestamp(_ seconds: Double, separator: String) -> String {
        let milliseconds = Int((seconds * 1000).rounded())
        let (h, m, s, f) = (milliseconds / 3_600_000, milliseconds / 60_000 % 60, milliseconds / 1000 % 60, milliseconds % 1000)
        return String(format: "%02d:%02d:%02d", h, m, s) + separator + String(format: "%03d", f)
    }

    static func webVTT(_ cues: [WrittenCue]) -> String {
        var text = "WEBVTT\n\n"
        for (offset, cue) in cues.enumerated() {
            text += "cue-\(offset + 1)\n"
            text += "\(timestamp(cue.start, separator: ".")) --> \(timestamp(cue.end, separator: ".")) line:90%\n"
            text += cue.source.joined(separator: "\n") + "\n\n"
        }
        return text
    }

    static func subRip(_ cues: [WrittenCue]) -> String {
        var text = ""
        for (offset, cue) in cues.enumerated() {
            text += "\(offset + 1)\r\n"
            text += "\(timestamp(cue.start, separator: ",")) --> \(timestamp(cue.end, separator: ","))\r\n"
            text += cue.source.joined(separator: "\r\n") + "\r\n\r\n"
        }
        return text
    }

    /// One cue per 2-second range over the 120 s recording (cue i from 2(i−1) to 2i): voices and
    /// bold markup in WebVTT.
    static let twoSecondVTTCues: [WrittenCue] = (1...60).map { i in
        let start = Double(2 * (i - 1)), end = Double(2 * i)
        switch i % 3 {
        case 1: return WrittenCue(start: start, end: end, source: ["<v Anna>Line \(i) from Anna</v>"], text: "Line \(i) from Anna", speaker: "Anna")
        case 2: return WrittenCue(start: start, end: end, source: ["Line <b>\(i)</b> in bold"], text: "Line \(i) in bold", speaker: nil)
        default: return WrittenCue(start: start, end: end, source: ["<v Ben><b>Two</b> lines", "for cue \(i) &amp; more"],
                                   text: "Two lines\nfor cue \(i) & more", speaker: "Ben")
        }
    }

    /// The same ranges in SubRip, with SubRip's own markup.
    static let twoSecondSRTCues: [WrittenCue] = (1...60).map { i in
        let start = Double(2 * (i - 1)), end = Double(2 * i)
        switch i % 3 {
        case 1: return WrittenCue(start: start, end: end, source: ["<i>Line \(i)</i> in italics"], text: "Line \(i) in italics", speaker: nil)
        case 2: return WrittenCue(start: start, end: end, source: ["{\\an8}Line <b>\(i)</b> on top"], text: "Line \(i) on top", speaker: nil)
        default: return WrittenCue(start: start, end: end, source: ["<font color=\"#ff0000\">Red</font> line", "number \(i)"],
                                   text: "Red line\nnumber \(i)", speaker: nil)
        }
    }

    static func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// A JSON string literal for `text` (quotes included).
    static func json(_ text: String) -> String {
        let data = try! JSONSerialization.data(withJSONObject: [text], options: [.withoutEscapingSlashes])
        return String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
    }

    static func number(_ value: Any?) -> Double? {
        (value as? NSNumber)?.doubleValue
    }

    static func isNull(_ value: Any?) -> Bool {
        value is NSNull
    }

    /// The status's `line`, or nil when it is null or absent.
    static func line(_ status: [String: Any]?) -> [String: Any]? {
        status?["line"] as? [String: Any]
    }

    static func index(_ line: [String: Any]?) -> Int? {
        (line?["index"] as? NSNumber)?.intValue
    }

    /// Asks for the status until `condition` holds (or `timeout` passes); returns the last status.
    @discardableResult
    static func status(of client: ProtocolClient, timeout: Double = 10,
                       until condition: ([String: Any]) -> Bool) throws -> [String: Any]? {
        let deadline = Date().addingTimeInterval(timeout)
        var last: [String: Any]?
        repeat {
            last = try client.request("status").data
            if let last, condition(last) { return last }
            usleep(20_000)
        } while Date() < deadline
        return last
    }

    /// Sends `request` while `recorder` records the sink, and returns the reply with the second
    /// of the marks recording heard 0.3 to 0.5 s after it was sent (where a jump has landed).
    static func secondHeard(after request: String, on client: ProtocolClient,
                            recorder: MonitorRecorder) throws -> (reply: [String: Any], second: Int?) {
        let reply = try client.request(request)
        let sent = MonitorRecorder.now()
        let mark = try #require(recorder.sampleIndex(at: sent))
        return (reply, recorder.secondHeard(after: mark, from: 0.3, to: 0.5))
    }

    /// Plays `path` and waits until it has loaded and plays; returns that status.
    @discardableResult
    static func play(_ path: String, on client: ProtocolClient, daemon: DaemonProcess) throws -> [String: Any] {
        let reply = try client.request(#"{"cmd":"play","file":\#(json(path))}"#)
        try #require(reply.isOK, "play \(path): \(reply)")
        let status = try #require(try client.waitUntilLoaded(), "no status after play: \(daemon.log(tail: 10))")
        try #require(status["state"] as? String == "playing", "\(status) \(daemon.log(tail: 10))")
        return status
    }

    /// Checks that a cue from the daemon (in `transcript` or the status) is `expected`, number `index`.
    static func expect(_ line: [String: Any]?, is expected: WrittenCue, index: Int,
                       sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(Self.index(line) == index, "index of \(String(describing: line))", sourceLocation: sourceLocation)
        #expect(number(line?["start"]) == expected.start, "start of line \(index)", sourceLocation: sourceLocation)
        #expect(number(line?["end"]) == expected.end, "end of line \(index)", sourceLocation: sourceLocation)
        #expect(line?["text"] as? String == expected.text, "text of line \(index)", sourceLocation: sourceLocation)
        if let speaker = expected.speaker {
            #expect(line?["speaker"] as? String == speaker, "speaker of line \(index)", sourceLocation: sourceLocation)
        } else {
            #expect(isNull(line?["speaker"]), "speaker of line \(index): \(String(describing: line?["speaker"]))",
                    sourceLocation: sourceLocation)
        }
    }
}
