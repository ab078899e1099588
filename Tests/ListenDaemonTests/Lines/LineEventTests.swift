import Foundation
import Testing
import TestSupport

/// `line` events follow what is heard: real PulseAudio output on a private sink, so the position
/// comes from the sound server's timing. Each event must be pushed when its line starts to be
/// heard, not on the next tick: its position lies within 5 ms of track time (scaled by the speed)
/// plus 10 ms of the line's start.
@Suite(.tags(.realAudio)) struct LineEventTests {
    typealias S = LineTestSupport

    /// Ten contiguous 1-second cues: cue i is [9+i, 10+i).
    static let secondCues: [WrittenCue] = (1...10).map { i in
        WrittenCue(start: Double(9 + i), end: Double(10 + i), source: ["<v Anna>Second <b>\(9 + i)</b>"], text: "Second \(9 + i)", speaker: "Anna")
    }

    /// Three cues with silence between the first two: [10, 11), [12, 13), [13.5, 14.5).
    static let gappedCues: [WrittenCue] = [
        WrittenCue(start: 10, end: 11, source: ["One"], text: "One", speaker: nil),
        WrittenCue(start: 12, end: 13, source: ["Two"], text: "Two", speaker: nil),
        WrittenCue(start: 13.5, end: 14.5, source: ["Three"], text: "Three", speaker: nil),
    ]

    /// A daemon on a private sink playing marks.wav with `cues` beside it, a control connection
    /// and a subscribed one (ticks a minute apart, so that they do not crowd the lines).
    struct Setup {
        let sink: TestSink
        let daemon: DaemonProcess
        let control: ProtocolClient
        let watcher: ProtocolClient

        init(cues: [WrittenCue]) throws {
            let sink = try PrivatePulseAudio.shared.makeSink("line")
            let daemon: DaemonProcess
            do {
                daemon = try DaemonProcess(output: "pulse", pulse: .shared, sink: sink.name)
            } catch {
                sink.remove()
                throw error
            }
            do {
                let audio = try S.copyMarks(into: daemon.folder)
                try S.write(S.webVTT(cues), to: "\(daemon.folder.path)/marks.vtt")
                let control = try daemon.connect()
                let watcher = try daemon.connect()
                try #require(try watcher.request(#"{"cmd":"subscribe","interval_ms":60000}"#).isOK)
                try S.play(audio, on: control, daemon: daemon)
                self.sink = sink
                self.daemon = daemon
                self.control = control
                self.watcher = watcher
            } catch {
                daemon.close()
                sink.remove()
                throw error
            }
        }

        func close() {
            daemon.close()
            sink.remove()
        }

        /// Seeks to `position` and waits for the `seeked` event on the watcher, so that what
        /// follows on it comes after the seek.
        func seek(to position: Double) throws {
            let reply = try control.request(#"{"cmd":"seek","position":\#(position)}"#)
            try #require(reply.isOK, "\(reply)")
            let seeked = try #require(try watcher.waitForEvent("seeked", timeout: 10), "no seeked event: \(daemon.log(tail: 10))")
            try #require(S.number(seeked["position"]).map { abs($0 - position) < 0.05 } == true, "\(seeked)")
        }

        /// The `line` events on the watcher until `enough` holds for them (or `timeout` passes),
        /// each with the time it arrived in `arrivals`.
        func lineEvents(timeout: Double = 20, arrivals: inout [Date],
                        until enough: ([[String: Any]]) -> Bool) throws -> [[String: Any]] {
            try Self.lineEvents(on: watcher, timeout: timeout, arrivals: &arrivals, until: enough)
        }

        static func lineEvents(on watcher: ProtocolClient, timeout: Double, arrivals: inout [Date],
                               until enough: ([[String: Any]]) -> Bool) throws -> [[String: Any]] {
            var events: [[String: Any]] = []
            let deadline = Date().addingTimeInterval(timeout)
            while !enough(events), let line = watcher.readLine(timeout: max(0, deadline.timeIntervalSinceNow)) {
                let event = try ProtocolClient.parse(line)
                if event["event"] as? String == "line" {
                    events.append(event)
                    arrivals.append(Date())
                }
            }
            return events
        }

        func lineEvents(timeout: Double = 20, until enough: ([[String: Any]]) -> Bool) throws -> [[String: Any]] {
            var arrivals: [Date] = []
            return try lineEvents(timeout: timeout, arrivals: &arrivals, until: enough)
        }
    }

    /// The latest a line event may come after the line starts, in track seconds (plus the
    /// rounding of positions to the millisecond).
    static func lateness(speed: Double) -> Double {
        0.005 * speed + 0.010 + 0.0005
    }

    /// Checks that `events` announce `cues` from the first on, one after another, each pushed as
    /// its line starts to be heard at `speed`.
    static func expectAnnounced(_ events: [[String: Any]], cues: [WrittenCue], count: Int, speed: Double,
                                sourceLocation: SourceLocation = #_sourceLocation) {
        let indexes = events.map { S.index(S.line($0)) }
        #expect(indexes == (1...count).map { Optional($0) }, "line indexes at speed \(speed): \(indexes)", sourceLocation: sourceLocation)
        for event in events {
            guard let index = S.index(S.line(event)), let position = S.number(event["position"]) else { continue }
            let start = cues[index - 1].start
            #expect(position >= start && position <= start + lateness(speed: speed),
                    "line \(index) announced at \(position) s at speed \(speed); it starts at \(start) s",
                    sourceLocation: sourceLocation)
            #expect(S.number(event["speed"]) == speed, "\(event)", sourceLocation: sourceLocation)
            #expect(event["id"] == nil && event["state"] as? String == "playing", "\(event)", sourceLocation: sourceLocation)
            S.expect(S.line(event), is: cues[index - 1], index: index, sourceLocation: sourceLocation)
        }
    }

    /// Checks that 1-second lines arrived 1/`speed` s apart in wall-clock time (the median gap,
    /// within 0.2 s, so that one late delivery on a busy machine does not count).
    static func expectPace(_ arrivals: [Date], speed: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        let gaps = zip(arrivals.dropFirst(), arrivals).map { $0.timeIntervalSince($1) }.sorted()
        guard !gaps.isEmpty else { return }
        let median = gaps[gaps.count / 2]
        #expect(abs(median - 1 / speed) <= 0.2, "1-second lines arrived \(median) s apart at speed \(speed): \(gaps)",
                sourceLocation: sourceLocation)
    }

    @Test func contiguousLinesAreAnnouncedAsTheyAreHeardAtEachSpeed() throws {
        let setup = try Setup(cues: Self.secondCues)
        defer { setup.close() }
        try setup.seek(to: 9.5)
        var normalArrivals: [Date] = []
        let normal = try setup.lineEvents(arrivals: &normalArrivals) { $0.count >= 5 }
        Self.expectAnnounced(normal, cues: Self.secondCues, count: 5, speed: 1)
        Self.expectPace(normalArrivals, speed: 1)

        // At 1.5: paused, sped up and moved back before the first line, which announces that no
        // line is heard; then the same lines again, from the first.
        #expect(try setup.control.request("pause").isOK)
        #expect(S.number(try setup.control.request("speed 1.5").data?["speed"]) == 1.5)
        try setup.seek(to: 9.5)
        let cleared = try setup.lineEvents(timeout: 10) { events in
            events.contains { S.line($0) == nil && S.number($0["position"]) == 9.5 }
        }
        #expect(cleared.last.map { S.isNull($0["line"]) } == true, "after moving back: \(cleared)")
        #expect(try setup.control.request("resume").isOK)
        var fasterArrivals: [Date] = []
        let faster = try setup.lineEvents(arrivals: &fasterArrivals) { $0.count >= 5 }
        Self.expectAnnounced(faster, cues: Self.secondCues, count: 5, speed: 1.5)
        Self.expectPace(fasterArrivals, speed: 1.5)
    }

    @Test func aGapBetweenLinesIsAnnouncedAsNoLine() throws {
        let setup = try Setup(cues: Self.gappedCues)
        defer { setup.close() }
        try setup.seek(to: 9.5)
        let events = try setup.lineEvents { events in events.contains { S.index(S.line($0)) == 2 } }
        let indexes = events.map { S.index(S.line($0)) }
        try #require(indexes == [1, nil, 2], "line indexes: \(indexes)")
        let gap = events[1]
        #expect(S.isNull(gap["line"]), "\(gap)")
        let position = try #require(S.number(gap["position"]))
        #expect(position >= 11 && position <= 11 + Self.lateness(speed: 1), "no line announced at \(position) s; cue 1 ends at 11 s")
        #expect((gap["lines"] as? NSNumber)?.intValue == 3, "\(gap)")
        for (event, cue) in [(events[0], 0), (events[2], 1)] {
            let at = try #require(S.number(event["position"]))
            let start = Self.gappedCues[cue].start
            #expect(at >= start && at <= start + Self.lateness(speed: 1), "line \(cue + 1) announced at \(at) s; it starts at \(start) s")
        }
    }

    /// Another recording whose first line also has number 1 is another line: its text is announced
    /// (a client that shows the line from the events must not keep the old recording's words).
    @Test func anotherRecordingAnnouncesItsOwnFirstLine() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        var recordings: [String] = []
        for name in ["alpha", "bravo"] {
            recordings.append(try S.copyMarks(into: daemon.folder, as: "\(name).wav"))
            let cue = WrittenCue(start: 0, end: 100, source: ["Words of \(name)"], text: "Words of \(name)", speaker: nil)
            try S.write(S.webVTT([cue]), to: "\(daemon.folder.path)/\(name).vtt")
        }
        let control = try daemon.connect()
        let watcher = try daemon.connect()
        try #require(try watcher.request(#"{"cmd":"subscribe","interval_ms":60000}"#).isOK)
        var arrivals: [Date] = []
        func announced(_ text: String) throws -> [String: Any]? {
            try Setup.lineEvents(on: watcher, timeout: 10, arrivals: &arrivals) { events in
                events.contains { S.line($0)?["text"] as? String == text }
            }.last { S.line($0)?["text"] as? String == text }
        }

        let first = try S.play(recordings[0], on: control, daemon: daemon)
        #expect(S.line(first)?["text"] as? String == "Words of alpha", "\(first)")
        #expect(try announced("Words of alpha") != nil, "no line event for the first recording")
        let second = try S.play(recordings[1], on: control, daemon: daemon)
        #expect(S.line(second)?["text"] as? String == "Words of bravo", "\(second)")
        let event = try announced("Words of bravo")
        #expect(event != nil, "no line event when another recording's line 1 is heard instead of the first's line 1")
        #expect(S.number(try control.request("status").data?["position"]).map { $0 < 100 } == true)
    }
}

