import FoundationEssentials
import Testing
@testable import ListenProtocol

/// The status lines written and read directly are the same as their `Codable` forms.
@Suite struct ProtocolJSONTests {
    static let statuses: [StatusPayload] = [
        StatusPayload(state: .stopped, track: nil, position: 0, duration: nil, error: nil),
        StatusPayload(state: .playing, track: TrackPayload(id: "travel-1", title: "Travel Dialogue 1", level: "A2",
                                                           duration: 105.827, source: .file, bundled: true,
                                                           description: "Two friends \"plan\" a trip\n", transcript: "/x/travel.vtt"),
                      position: 41.123456, duration: 105.8274, error: nil,
                      line: TranscriptLine(index: 12, start: 40.0004, end: 44.9, text: "Could I see the menu?", speaker: "Anna"),
                      lines: 40, speed: 0.75, loop: LoopPayload(a: 10, b: 20.5, repeat: 3, done: 1, gap: 1.5),
                      autopause: true, transcriptError: nil),
        StatusPayload(state: .error, track: TrackPayload(id: "url:https://x/a.mp3", title: "Live \u{1B}[31m", level: nil,
                                                         duration: nil, source: .url),
                      position: 3, duration: nil, error: "The server answered 404 Not Found.",
                      line: TranscriptLine(index: 1, start: 0, end: 2, text: "tab\there"), lines: 1, speed: 1.5,
                      loop: LoopPayload(a: 0, b: 1, repeat: nil, done: 0, gap: 0), autopause: false,
                      transcriptError: "talk.vtt line 3: end before start"),
        StatusPayload(state: .loading, track: TrackPayload(id: "f", title: "", level: "C1", duration: 0, source: .file, bundled: false),
                      position: 1e-9, duration: 0, error: nil, speed: 2),
        StatusPayload(state: .paused, track: nil, position: 7.5, duration: 30, error: nil,
                      speech: SpeechPayload(utterance: 3, speaking: true, text: "Nice to \"meet\" you\n", voice: "en-us",
                                            rate: 175, duration: 0.86812)),
        StatusPayload(state: .playing, track: nil, position: 7.5, duration: 30, error: nil,
                      speech: SpeechPayload(utterance: 4, speaking: false, text: "¿Qué tal?", voice: "es", rate: 80,
                                            duration: nil, ended: .failed, error: "espeak-ng cannot load the voice \"es\".")),
        StatusPayload(state: .paused, track: nil, position: 2, duration: 30, error: nil,
                      recording: RecordingPayload(take: 2, recording: true, path: "/tmp/r/take-1-2.wav", duration: 1.23456,
                                                  level: 0.61234, speechHeard: true, limit: 15)),
        StatusPayload(state: .stopped, track: nil, position: 0, duration: nil, error: nil,
                      recording: RecordingPayload(take: 9, recording: false, path: "/tmp/\"q\"/t.wav", duration: 120, level: 0,
                                                  speechHeard: false, limit: 120.5, ended: .failed, error: "Lost the recording stream.")),
    ]

    @Test func aStatusReplyIsTheBytesJSONEncoderWrites() {
        for status in Self.statuses {
            for id: JSONValue? in [nil, .number(7), .string("a/b"), .null, .number(2.5), .bool(false)] {
                #expect(Wire.reply(id: id, .success(.status(status))) == Wire.success(id: id, status))
            }
        }
    }

    @Test func anEventLineIsTheBytesJSONEncoderWrites() {
        for status in Self.statuses {
            for event in [EventName.tick, .state, .seeked, .line] {
                #expect(Wire.event(event, status) == Wire.encodedEvent(event, status))
            }
        }
    }

    @Test func statusAndEventsReadBackAsJSONDecoderReadsThem() throws {
        for status in Self.statuses {
            let reply = Wire.reply(id: .number(3), .success(.status(status)))
            let direct = IncomingLine<StatusPayload>.decode(reply)
            let decoded = try JSONDecoder().decode(IncomingLine<StatusPayload>.self, from: Data(reply.utf8))
            guard case .reply(let id, .success(let read))? = direct, case .reply(_, .success(let expected)) = decoded else {
                Issue.record("not read: \(reply)")
                continue
            }
            #expect(id == .number(3))
            #expect(read == expected)
            let event = Wire.event(.seeked, status)
            guard case .event(.seeked, let fromEvent)? = IncomingLine<StatusPayload>.decode(event) else {
                Issue.record("event not read: \(event)")
                continue
            }
            #expect(fromEvent == expected)
        }
    }

    @Test func aStatusOfTheWrongShapeIsUnreadableNotAFailure() {
        let line = #"{"data":{"state":"playing","position":"soon"},"id":1,"ok":true}"#
        guard case .unreadableReply(let id, let detail)? = IncomingLine<StatusPayload>.decode(line) else {
            Issue.record("read as something else")
            return
        }
        #expect(id == .number(1))
        #expect(detail.contains("position"), "\(detail)")
        #expect(IncomingLine<StatusPayload>.decode("not json") == nil)
        guard case .reply(_, .failure(let error))? = IncomingLine<StatusPayload>.decode(
            #"{"error":{"code":"unknown_command","message":"Unknown command."},"id":2,"ok":false}"#) else {
            Issue.record("a failure not read")
            return
        }
        #expect(error.message == "Unknown command.")
    }
}
