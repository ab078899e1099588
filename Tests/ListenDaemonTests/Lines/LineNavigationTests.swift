import Foundation
import Testing
import TestSupport

/// `line`, `loop`, `speed` and `autopause` over the socket. The null output keeps time like a
/// sound card; most checks are made paused, where the position stays exactly where it was put.
@Suite struct LineNavigationTests {
    typealias S = LineTestSupport

    /// Five 2-second cues with a second of silence between them: [2,4) [5,7) [8,10) [11,13) [14,16).
    static let gappedCues: [WrittenCue] = (1...5).map { i in
        let start = Double(3 * i - 1)
        return WrittenCue(start: start, end: start + 2, source: ["<v Anna>Cue \(i)"], text: "Cue \(i)", speaker: "Anna")
    }

    /// A daemon playing marks.wav with `gappedCues` beside it, paused at 0.
    static func pausedWithGappedCues() throws -> (DaemonProcess, ProtocolClient) {
        let daemon = try DaemonProcess()
        do {
            let audio = try S.copyMarks(into: daemon.folder)
            try S.write(S.webVTT(gappedCues), to: "\(daemon.folder.path)/marks.vtt")
            let client = try daemon.connect()
            let status = try S.play(audio, on: client, daemon: daemon)
            try #require((status["lines"] as? NSNumber)?.intValue == 5, "\(status)")
            try #require(try client.request("pause").isOK)
            try #require(try client.request("seek 0").isOK)
            return (daemon, client)
        } catch {
            daemon.close()
            throw error
        }
    }

    /// Seeks to `from` (when given), sends `request` and checks that the reply's status is at
    /// `position` in the line numbered `index` (nil: between lines).
    static func expectMove(_ client: ProtocolClient, from: Double? = nil, _ request: String, to position: Double, line index: Int?,
                           sourceLocation: SourceLocation = #_sourceLocation) throws {
        if let from {
            let seek = try client.request(#"{"cmd":"seek","position":\#(from)}"#)
            try #require(S.number(seek.data?["position"]) == from, "\(seek)", sourceLocation: sourceLocation)
        }
        let reply = try client.request(request)
        #expect(reply.isOK, "\(request) from \(String(describing: from)): \(reply)", sourceLocation: sourceLocation)
        let status = reply.data
        #expect(S.number(status?["position"]) == position,
                "\(request) from \(String(describing: from)): position \(String(describing: status?["position"])), expected \(position)",
                sourceLocation: sourceLocation)
        #expect(S.index(S.line(status)) == index,
                "\(request) from \(String(describing: from)): line \(String(describing: status?["line"]))", sourceLocation: sourceLocation)
        #expect(status?["state"] as? String == "paused", "\(request): \(String(describing: status))", sourceLocation: sourceLocation)
        // The reply tells the same as a status asked for afterwards.
        let after = try client.request("status").data
        #expect(S.number(after?["position"]) == position, "status after \(request): \(String(describing: after))",
                sourceLocation: sourceLocation)
    }

    /// Checks that `request` is refused with `code` and leaves the position where it was.
    static func expectRefusal(_ client: ProtocolClient, _ request: String, code: String,
                              sourceLocation: SourceLocation = #_sourceLocation) throws {
        let before = S.number(try client.request("status").data?["position"])
        let reply = try client.request(request)
        #expect(reply.errorCode == code, "\(request): \(reply)", sourceLocation: sourceLocation)
        #expect(reply.errorMessage?.isEmpty == false, "\(request): \(reply)", sourceLocation: sourceLocation)
        let after = S.number(try client.request("status").data?["position"])
        #expect(after == before, "\(request) moved from \(String(describing: before)) to \(String(describing: after))",
                sourceLocation: sourceLocation)
    }

    @Test func lineNumberGoesToTheStartOfThatCue() throws {
        let (daemon, client) = try Self.pausedWithGappedCues()
        defer { daemon.close() }
        try Self.expectMove(client, "line 3", to: 8, line: 3)
        let status = try #require(try client.request("status").data)
        S.expect(S.line(status), is: Self.gappedCues[2], index: 3)
        try Self.expectMove(client, #"{"cmd":"line","to":5}"#, to: 14, line: 5)
        try Self.expectMove(client, #"{"cmd":"line","to":"1"}"#, to: 2, line: 1)
        // While playing too: the reply is at the start, and it plays on from there.
        #expect(try client.request("resume").isOK)
        let playing = try #require(try client.request("line 4").data)
        let position = try #require(S.number(playing["position"]))
        #expect((11...11.5).contains(position), "\(playing)")
        #expect(S.index(S.line(playing)) == 4, "\(playing)")
        #expect(playing["state"] as? String == "playing")
    }

    @Test func nextPrevAndReplayFromInsideACue() throws {
        let (daemon, client) = try Self.pausedWithGappedCues()
        defer { daemon.close() }
        try Self.expectMove(client, from: 9.2, "line next", to: 11, line: 4)
        try Self.expectMove(client, from: 9.2, "line prev", to: 5, line: 2)
        try Self.expectMove(client, from: 9.2, "line replay", to: 8, line: 3)
        // At a cue's very start it is that cue.
        try Self.expectMove(client, from: 8, "line next", to: 11, line: 4)
        try Self.expectMove(client, from: 8, "line prev", to: 5, line: 2)
        // One after another, as a listener presses the keys.
        try Self.expectMove(client, from: 3, "line next", to: 5, line: 2)
        try Self.expectMove(client, "line next", to: 8, line: 3)
        try Self.expectMove(client, "line next", to: 11, line: 4)
        try Self.expectMove(client, "line prev", to: 8, line: 3)
        try Self.expectMove(client, #"{"cmd":"line","to":"replay"}"#, to: 8, line: 3)
    }

    @Test func nextPrevAndReplayFromBetweenCues() throws {
        let (daemon, client) = try Self.pausedWithGappedCues()
        defer { daemon.close() }
        // In the gap after cue 3 ([10, 11)), cue 3 is the last one started.
        let gap = try #require(try client.request("seek 10.5").data)
        #expect(S.isNull(gap["line"]), "\(gap)")
        try Self.expectMove(client, from: 10.5, "line next", to: 11, line: 4)
        try Self.expectMove(client, from: 10.5, "line replay", to: 8, line: 3)
        try Self.expectMove(client, from: 10.5, "line prev", to: 5, line: 2)
        // Right at a cue's end (the end is not in the cue).
        try Self.expectMove(client, from: 7, "line next", to: 8, line: 3)
        // Before the first cue, every one of them goes to the first.
        try Self.expectMove(client, from: 0.5, "line next", to: 2, line: 1)
        try Self.expectMove(client, from: 0.5, "line prev", to: 2, line: 1)
        try Self.expectMove(client, from: 0.5, "line replay", to: 2, line: 1)
        // After the last cue, `next` has nowhere to go and `prev` steps back from the last.
        try Self.expectMove(client, from: 30, "line replay", to: 14, line: 5)
        try Self.expectMove(client, from: 30, "line prev", to: 11, line: 4)
    }

    @Test func theEdgesOfTheTranscript() throws {
        let (daemon, client) = try Self.pausedWithGappedCues()
        defer { daemon.close() }
        try Self.expectMove(client, from: 3.5, "line prev", to: 2, line: 1)
        try Self.expectMove(client, "line prev", to: 2, line: 1)

        #expect(try client.request("seek 15").isOK)
        try Self.expectRefusal(client, "line next", code: "bad_argument")
        #expect(try client.request("seek 40").isOK)
        try Self.expectRefusal(client, "line next", code: "bad_argument")
        try Self.expectRefusal(client, "line 0", code: "bad_argument")
        try Self.expectRefusal(client, "line 99", code: "bad_argument")
        try Self.expectRefusal(client, "line 6", code: "bad_argument")
        try Self.expectRefusal(client, "line -1", code: "bad_argument")
        try Self.expectRefusal(client, #"{"cmd":"line","to":0}"#, code: "bad_argument")
        try Self.expectRefusal(client, #"{"cmd":"line","to":"sideways"}"#, code: "bad_argument")
        let message = try client.request("line 99").errorMessage ?? ""
        #expect(message.contains("5"), "\(message)")
    }

    @Test func loopLineTakesTheCueHeard() throws {
        let (daemon, client) = try Self.pausedWithGappedCues()
        defer { daemon.close() }
        #expect(try client.request("seek 6.1").isOK)
        let reply = try client.request("loop line")
        #expect(reply.isOK, "\(reply)")
        let loop = try #require(reply.data?["loop"] as? [String: Any], "\(reply)")
        #expect(S.number(loop["a"]) == 5 && S.number(loop["b"]) == 7, "\(loop)")
        #expect(S.isNull(loop["repeat"]), "\(loop)")
        #expect(S.number(loop["done"]) == 0 && S.number(loop["gap"]) == 0, "\(loop)")
        #expect(loop.count == 5, "\(loop)")
        // Inside the loop's span, the position stays.
        #expect(S.number(reply.data?["position"]) == 6.1, "\(reply)")
        #expect((try client.request("status").data?["loop"] as? [String: Any])?.count == 5)

        let off = try client.request("loop off")
        #expect(off.isOK, "\(off)")
        #expect(S.isNull(off.data?["loop"]), "\(off)")
        #expect(S.isNull(try client.request("status").data?["loop"]))

        // Between cues, the last cue started; with a repeat count and a gap in the JSON form.
        #expect(try client.request("seek 10.5").isOK)
        let between = try client.request(#"{"cmd":"loop","line":true,"repeat":2,"gap":0.5}"#)
        let second = try #require(between.data?["loop"] as? [String: Any], "\(between)")
        #expect(S.number(second["a"]) == 8 && S.number(second["b"]) == 10, "\(second)")
        #expect((second["repeat"] as? NSNumber)?.intValue == 2 && S.number(second["gap"]) == 0.5, "\(second)")
        #expect(try client.request("loop off").isOK)
        // Before the first cue there is no line to loop.
        #expect(try client.request("seek 1").isOK)
        let early = try client.request("loop line")
        #expect(early.errorCode == "invalid_state", "\(early)")
        #expect(S.isNull(try client.request("status").data?["loop"]))
    }

    @Test func aLoopBetweenTwoTimesEndsWithASeekOutsideIt() throws {
        let (daemon, client) = try Self.pausedWithGappedCues()
        defer { daemon.close() }
        let reply = try client.request("loop 10 20 3 1.5")
        #expect(reply.isOK, "\(reply)")
        let loop = try #require(reply.data?["loop"] as? [String: Any], "\(reply)")
        #expect(S.number(loop["a"]) == 10 && S.number(loop["b"]) == 20, "\(loop)")
        #expect((loop["repeat"] as? NSNumber)?.intValue == 3, "\(loop)")
        #expect(S.number(loop["done"]) == 0 && S.number(loop["gap"]) == 1.5, "\(loop)")
        // From outside its span, playback moves to its start.
        #expect(S.number(reply.data?["position"]) == 10, "\(reply)")

        let inside = try #require(try client.request("seek 15").data)
        #expect(S.number(inside["position"]) == 15)
        #expect(S.number((inside["loop"] as? [String: Any])?["a"]) == 10, "\(inside)")
        #expect(S.number((try client.request("seek 20").data?["loop"] as? [String: Any])?["b"]) == 20, "b is in the span")
        let outside = try #require(try client.request("seek 30").data)
        #expect(S.number(outside["position"]) == 30)
        #expect(S.isNull(outside["loop"]), "\(outside)")
        #expect(S.isNull(try client.request("status").data?["loop"]))

        #expect(try client.request(#"{"cmd":"loop","a":10,"b":20}"#).isOK)
        let before = try #require(try client.request("seek 9.9").data)
        #expect(S.isNull(before["loop"]), "a seek before the span ends the loop too: \(before)")
        // A loop that makes no sense is refused.
        #expect(try client.request("loop 20 10").errorCode == "bad_argument")
        #expect(S.isNull(try client.request("status").data?["loop"]))
    }

    @Test func speedAndAutopause() throws {
        let (daemon, client) = try Self.pausedWithGappedCues()
        defer { daemon.close() }
        #expect(S.number(try client.request("status").data?["speed"]) == 1)
        let slower = try client.request("speed 0.75")
        #expect(S.number(slower.data?["speed"]) == 0.75, "\(slower)")
        let step = try client.request("speed +0.1")
        #expect(S.number(step.data?["speed"]) == 0.85, "\(step)")
        let tooFast = try client.request("speed 2.5")
        #expect(tooFast.errorCode == "bad_argument", "\(tooFast)")
        #expect(try client.request(#"{"cmd":"speed","value":0.4}"#).errorCode == "bad_argument")
        #expect(try client.request("speed fast").errorCode == "bad_argument")
        #expect(S.number(try client.request("status").data?["speed"]) == 0.85)
        let stepDown = try client.request(#"{"cmd":"speed","delta":-0.1}"#)
        #expect(S.number(stepDown.data?["speed"]) == 0.75, "\(stepDown)")

        #expect(try client.request("status").data?["autopause"] as? Bool == false)
        let on = try client.request("autopause on")
        #expect(on.data?["autopause"] as? Bool == true, "\(on)")
        #expect(try client.request("status").data?["autopause"] as? Bool == true)
        let off = try client.request(#"{"cmd":"autopause","on":false}"#)
        #expect(off.data?["autopause"] as? Bool == false, "\(off)")
    }
}
