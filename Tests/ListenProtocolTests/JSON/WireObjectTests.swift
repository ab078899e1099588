import FoundationEssentials
import Testing
import ListenProtocol

/// A wire object's fields are declared once: a member added to ``StatusPayload`` or one of its
/// parts is written, read and encoded by adding its one ``WireField``, and this suite fails until
/// ``everyMember`` gives it a value of its own.
@Suite struct WireObjectTests {
    /// A status whose every member, and every member of its parts, differs from its
    /// `wireDefaults` (times are whole milliseconds, so that they are written as they are).
    static let everyMember = StatusPayload(
        state: .playing,
        track: TrackPayload(id: "travel-1", title: "Travel \"Dialogue\" 1", level: "A2", duration: 105.827, source: .url,
                            bundled: true, description: "Two friends plan a trip", transcript: "/x/travel.vtt",
                            container: "M4A", codec: "AAC", resumeAt: 61.5, location: "/home/a/talk.m4a"),
        position: 41.123, duration: 105.827, error: "The server answered 404.",
        line: TranscriptLine(index: 12, start: 40.001, end: 44.9, text: "Could I see the menu?", speaker: "Anna",
                             words: [TranscriptWord(text: "Could", start: 40.001, end: 40.3), TranscriptWord(text: "I", start: 40.3, end: 40.4)]),
        lines: 40, speed: 0.75, loop: LoopPayload(a: 10, b: 20.5, repeat: 3, done: 1, gap: 1.5), autopause: true,
        transcriptError: "talk.vtt line 3: end before start",
        speech: SpeechPayload(utterance: 3, speaking: true, text: "Nice to meet you", voice: "en-us", rate: 175,
                              duration: 0.868, ended: .replaced, error: "espeak-ng stopped."),
        recording: RecordingPayload(take: 2, recording: true, path: "/tmp/r/take-1-2.wav", duration: 1.234, level: 0.612,
                                    speechHeard: true, limit: 15, ended: .limit, error: "Lost the stream."),
        chapter: ChapterPayload(index: 2, title: "Café Talk", start: 40.5, end: 80.25), chapters: 3, container: "M4B", codec: "AAC",
        transcriptSource: "track 2 (eng)", word: 2)

    /// Each wire object of ``everyMember`` with its declared keys.
    static var parts: [(value: Any, defaults: Any, keys: [String])] {
        let status = everyMember
        return [
            (status, StatusPayload.wireDefaults, StatusPayload.wireFields.keys),
            (status.track!, TrackPayload.wireDefaults, TrackPayload.wireFields.keys),
            (status.line!, TranscriptLine.wireDefaults, TranscriptLine.wireFields.keys),
            (status.line!.words![0], TranscriptWord.wireDefaults, TranscriptWord.wireFields.keys),
            (status.loop!, LoopPayload.wireDefaults, LoopPayload.wireFields.keys),
            (status.speech!, SpeechPayload.wireDefaults, SpeechPayload.wireFields.keys),
            (status.recording!, RecordingPayload.wireDefaults, RecordingPayload.wireFields.keys),
            (status.chapter!, ChapterPayload.wireDefaults, ChapterPayload.wireFields.keys),
        ]
    }

    @Test func everyStoredMemberIsDeclaredOnceAndPopulatedHere() {
        for part in Self.parts {
            let members = Mirror(reflecting: part.value).children
            let defaults = Mirror(reflecting: part.defaults).children
            #expect(members.count == part.keys.count, "\(type(of: part.value)): \(members.count) members, \(part.keys.count) fields")
            #expect(part.keys == part.keys.sorted())
            for (member, unset) in zip(members, defaults) {
                #expect("\(member.value)" != "\(unset.value)",
                        "\(type(of: part.value)).\(member.label ?? "?") keeps its default in everyMember")
            }
        }
    }

    @Test func everyFieldIsWrittenUnderItsKey() throws {
        let line = Wire.reply(id: .number(1), .success(.status(Self.everyMember)))
        guard case .object(let reply) = try JSONParser.parse(line.dropLast()),
              case .object(let data)? = reply["data"] else {
            Issue.record("not a reply: \(line)")
            return
        }
        #expect(data.keys.sorted() == StatusPayload.wireFields.keys)
        let nested: [(String, [String])] = [("track", TrackPayload.wireFields.keys), ("line", TranscriptLine.wireFields.keys),
                                            ("loop", LoopPayload.wireFields.keys), ("speech", SpeechPayload.wireFields.keys),
                                            ("recording", RecordingPayload.wireFields.keys), ("chapter", ChapterPayload.wireFields.keys)]
        for (key, keys) in nested {
            guard case .object(let fields)? = data[key] else {
                Issue.record("\(key) is not an object")
                continue
            }
            #expect(fields.keys.sorted() == keys, "\(key)")
        }
    }

    @Test func everyFieldRoundTripsDirectlyAndThroughFoundation() throws {
        let status = Self.everyMember
        guard case .reply(_, .success(let reply))? = IncomingLine<StatusPayload>.decode(Wire.reply(id: nil, .success(.status(status)))) else {
            Issue.record("the reply was not read")
            return
        }
        #expect(reply == status)
        guard case .event(.recording, let event)? = IncomingLine<StatusPayload>.decode(Wire.event(.recording, status)) else {
            Issue.record("the event was not read")
            return
        }
        #expect(event == status)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let encoded = try encoder.encode(status)
        #expect(String(decoding: encoded, as: UTF8.self) == status.jsonText)
        #expect(try JSONDecoder().decode(StatusPayload.self, from: encoded) == status)
        #expect(try StatusPayload(json: JSONParser.parse(status.jsonText)) == status)
    }

    @Test func aMissingOrMistypedFieldIsNamedWithItsPath() throws {
        func failure(_ text: String) throws -> String? {
            let json = try JSONParser.parse(text)
            do throws(JSONShapeError) {
                _ = try StatusPayload(json: json)
                return nil
            } catch {
                return error.field
            }
        }
        #expect(try failure(#"{"position":1}"#) == "state")
        #expect(try failure(#"{"state":"playing","position":null}"#) == "position")
        #expect(try failure(#"{"state":"dancing","position":1}"#) == "state")
        #expect(try failure(#"{"state":"playing","position":1,"lines":1.5}"#) == "lines")
        #expect(try failure(#"{"state":"playing","position":1,"track":{"id":"a","title":"A","source":"tape"}}"#) == "track.source")
        #expect(try failure(#"{"state":"playing","position":1,"loop":{"a":1,"b":2,"done":0}}"#) == "loop.gap")
        #expect(try failure(#"[1]"#) == "")
    }

    @Test func fieldsAddedAfterTheFirstReleaseMayBeAbsent() throws {
        let status = try StatusPayload(json: JSONParser.parse(#"{"state":"paused","position":3,"unknown":[1]}"#))
        #expect(status == StatusPayload(state: .paused, track: nil, position: 3, duration: nil, error: nil))
        let take = try RecordingPayload(json: JSONParser.parse(#"{"take":1,"recording":false,"path":"/t.wav","duration":2,"level":0,"limit":15}"#))
        #expect(!take.speechHeard && take.ended == nil)
    }
}
