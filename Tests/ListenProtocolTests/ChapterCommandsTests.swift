#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Testing
@testable import ListenProtocol

/// `chapters` and `chapter` in their text and JSON forms, what they refuse, and the status's
/// `chapter`, `chapters`, `container` and `codec` on the wire.
@Suite struct ChapterCommandsTests {
    private func parse(_ line: String) throws -> Command {
        try RequestParser.parse(line).get().command
    }

    private func refusal(_ line: String) -> ProtocolError? {
        if case .failure(let failure) = RequestParser.parse(line) { return failure.error }
        return nil
    }

    @Test func textAndJSONForms() throws {
        #expect(try parse("chapters") == .daemon(.chapters))
        #expect(try parse("chapter next") == .daemon(.chapter(.next)))
        #expect(try parse("chapter prev") == .daemon(.chapter(.previous)))
        #expect(try parse("chapter PREVIOUS") == .daemon(.chapter(.previous)))
        #expect(try parse("chapter 3") == .daemon(.chapter(.index(3))))
        #expect(try parse(#"{"cmd":"chapter","to":"next"}"#) == .daemon(.chapter(.next)))
        #expect(try parse(#"{"cmd":"chapter","to":2}"#) == .daemon(.chapter(.index(2))))
        #expect(try parse(#"{"cmd":"chapter","to":"2"}"#) == .daemon(.chapter(.index(2))))
        #expect(try parse(#"{"cmd":"chapters"}"#) == .daemon(.chapters))
    }

    @Test func whatIsRefused() {
        for line in ["chapter", "chapter next prev", "chapter sideways", "chapter replay", "chapter 1.5", "chapters 2",
                     #"{"cmd":"chapter"}"#, #"{"cmd":"chapter","to":1.5}"#, #"{"cmd":"chapter","to":true}"#, #"{"cmd":"chapter","to":"up"}"#] {
            #expect(refusal(line)?.code == .badArgument, "\(line)")
        }
        #expect(refusal("chapter sideways")?.message == "Cannot go to chapter \"sideways\": use next, prev or a chapter number.")
    }

    @Test func theStatusCarriesTheChapterAndTheFormat() throws {
        let chapter = ChapterPayload(index: 2, title: "Café Talk", start: 40, end: 80.0004)
        let status = StatusPayload(state: .paused, track: nil, position: 41, duration: 120, error: nil,
                                   chapter: chapter, chapters: 3, container: "M4B", codec: "AAC")
        let line = Wire.event(.chapter, status)
        #expect(line.contains(#""chapter":{"end":80,"index":2,"start":40,"title":"Café Talk"},"chapters":3,"codec":"AAC","container":"M4B""#), "\(line)")
        #expect(line.contains(#""event":"chapter""#))
        guard case .event(let name, let decoded)? = IncomingLine<StatusPayload>.decode(line) else {
            Issue.record("not an event: \(line)")
            return
        }
        #expect(name == .chapter)
        #expect(decoded.chapter == ChapterPayload(index: 2, title: "Café Talk", start: 40, end: 80))
        #expect(decoded.chapters == 3 && decoded.container == "M4B" && decoded.codec == "AAC")
        // A daemon from before chapters sends none of these members: nothing, and no chapters.
        let old = try StatusPayload(json: JSONParser.parse(#"{"state":"playing","position":1,"track":null}"#))
        #expect(old.chapter == nil && old.chapters == 0 && old.container == nil && old.codec == nil)
    }

    @Test func theChaptersReplyAlwaysSaysWhichIsCurrent() throws {
        let none = Wire.success(id: nil, ChaptersPayload(chapters: [], current: nil))
        #expect(none == #"{"data":{"chapters":[],"current":null},"ok":true}"# + "\n")
        let two = ChaptersPayload(chapters: [ChapterPayload(index: 1, title: "A", start: 0, end: 10),
                                             ChapterPayload(index: 2, title: "", start: 10, end: 20.5)], current: 2)
        let line = Wire.reply(id: .number(4), .success(.chapters(two)))
        #expect(line == #"{"data":{"chapters":[{"end":10,"index":1,"start":0,"title":"A"},{"end":20.5,"index":2,"start":10,"title":""}],"current":2},"id":4,"ok":true}"# + "\n")
        guard case .reply(_, .success(let decoded))? = IncomingLine<ChaptersPayload>.decode(line) else {
            Issue.record("not a reply: \(line)")
            return
        }
        #expect(decoded == two)
    }

    @Test func theErrorsNameTheirReasons() {
        #expect(ErrorReason(rawValue: "no_chapters") == .noChapters)
        #expect(ErrorReason(rawValue: "last_chapter") == .lastChapter)
        #expect(ErrorReason(rawValue: "no_such_chapter") == .noSuchChapter)
        #expect(EventName(rawValue: "chapter") == .chapter)
    }
}
