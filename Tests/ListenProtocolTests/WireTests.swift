import Testing
@testable import ListenProtocol

@Suite struct WireTests {
    let status = StatusPayload(
        state: .playing,
        track: TrackPayload(id: "travel-dialogue-1", title: "Travel Dialogue 1", level: "A2", duration: 97.89, source: .file),
        position: 12.34567, duration: 97.89, error: nil)

    @Test func controlCharactersInTextAreEscapedOnTheWire() throws {
        var hostile = status
        hostile.track?.title = "Evil \u{1B}]0;pwned\u{07} Song"
        hostile.error = "404 Not\u{1B}[2JFound\nnow"
        let line = Wire.event(.error, hostile)
        #expect(!line.dropLast().unicodeScalars.contains { $0.value < 0x20 }, "\(line.debugDescription)")
        guard case .event(_, let decoded)? = IncomingLine<StatusPayload>.decode(line) else {
            Issue.record("not an event: \(line)")
            return
        }
        #expect(decoded.track?.title == hostile.track?.title)
        #expect(decoded.error == hostile.error)
    }

    @Test func successLinesAreSortedSingleLines() {
        let line = Wire.success(id: .number(3), Wire.Empty())
        #expect(line == #"{"data":{},"id":3,"ok":true}"# + "\n")
        #expect(Wire.success(id: nil, Wire.Empty()) == #"{"data":{},"ok":true}"# + "\n")
    }

    @Test func failureLinesCarryCodeAndMessage() {
        let line = Wire.failure(id: .string("a"), ProtocolError(.unknownTrack, "No recording is called \"x\"."))
        #expect(line == #"{"error":{"code":"unknown_track","message":"No recording is called \"x\"."},"id":"a","ok":false}"# + "\n")
    }

    @Test func eventsCarryTheWholeStatusAndNoId() throws {
        let line = Wire.event(.tick, status)
        #expect(!line.contains(#"},"id""#) && !line.hasPrefix(#"{"id""#), "an event has no id: \(line)")
        #expect(line.hasPrefix(#"{"autopause":false,"chapter":null,"chapters":0,"codec":null,"container":null,"duration":97.89,"error":null,"event":"tick","line":null,"lines":0,"loop":null,"position":12.346,"recording":null,"speech":null,"speed":1,"state":"playing","track":{"#))
        guard case .event(let name, let decoded)? = IncomingLine<StatusPayload>.decode(line) else {
            Issue.record("not decoded as an event: \(line)")
            return
        }
        #expect(name == .tick)
        #expect(decoded.track == status.track)
        #expect(decoded.position == 12.346)
    }

    @Test func repliesRoundTripForClients() throws {
        let line = Wire.success(id: .number(1), status)
        guard case .reply(let id, .success(let decoded))? = IncomingLine<StatusPayload>.decode(line) else {
            Issue.record("not decoded as a reply")
            return
        }
        #expect(id == .number(1))
        #expect(decoded.state == .playing)
        #expect(decoded.track?.title == "Travel Dialogue 1")
        guard case .reply(_, .failure(let error))? = IncomingLine<StatusPayload>.decode(Wire.failure(id: nil, ProtocolError(.badArgument, "x"))) else {
            Issue.record("not decoded as a failure")
            return
        }
        #expect(error.code == .badArgument)
    }

    @Test func anEventWithThePlayersErrorMessageIsDecoded() {
        var failed = status
        failed.state = .error
        failed.error = "Cannot play /tmp/broken.mp3: not a recognised audio format."
        let line = Wire.event(.error, failed)
        guard case .event(let name, let decoded)? = IncomingLine<StatusPayload>.decode(line) else {
            Issue.record("not decoded as an event: \(line)")
            return
        }
        #expect(name == .error)
        #expect(decoded.state == .error)
        #expect(decoded.error == failed.error)
    }
}
