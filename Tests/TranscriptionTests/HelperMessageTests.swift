import Testing
@testable import Transcription

struct HelperMessageTests {
    private func decode(_ json: String) -> HelperMessage? { HelperMessage.decode(Array(json.utf8)) }

    @Test func info() throws {
        let message = try #require(decode(#"{"type":"info","duration":105.8,"language":"en","language_probability":0.99}"#))
        #expect(message.type == "info")
        #expect(message.duration == 105.8)
        #expect(message.language == "en")
        #expect(message.languageProbability == 0.99)
        #expect(message.segment == nil)
    }

    @Test func segment() throws {
        let message = try #require(decode("""
            {"type":"segment","start":1.2,"end":3.4,"text":"Hello there.","words":[{"text":"Hello","start":1.2,"end":1.5,"probability":0.93},\
            {"text":"there.","start":1.6,"end":3.4,"probability":0.8}]}
            """))
        #expect(message.segment == RecognisedSegment(start: 1.2, end: 3.4, text: "Hello there.", words: [
            RecognisedWord(text: "Hello", start: 1.2, end: 1.5, probability: 0.93),
            RecognisedWord(text: "there.", start: 1.6, end: 3.4, probability: 0.8),
        ]))
    }

    @Test func aSegmentWithoutWordsOrProbabilities() throws {
        let bare = try #require(decode(#"{"type":"segment","start":0,"end":2,"text":" Hi "}"#))
        #expect(bare.segment == RecognisedSegment(start: 0, end: 2, text: "Hi", words: []))
        let noProbability = try #require(decode(#"{"type":"segment","start":0,"end":2,"text":"Hi","words":[{"text":"Hi","start":0,"end":1}]}"#))
        #expect(noProbability.segment?.words == [RecognisedWord(text: "Hi", start: 0, end: 1, probability: 1)])
    }

    @Test func done() throws {
        let message = try #require(decode(#"{"type":"done","segments":12,"seconds":7.3}"#))
        #expect(message.type == "done")
        #expect(message.segment == nil)
    }

    @Test func ready() throws {
        let message = try #require(decode(#"{"type":"ready","faster_whisper":"1.2.1","model":"/m/whisper-base","load_seconds":0.6}"#))
        #expect(message.type == "ready")
    }

    @Test(arguments: ["model", "audio", "usage", "internal"])
    func error(_ kind: String) throws {
        let message = try #require(decode(#"{"type":"error","kind":"\#(kind)","message":"the model folder /m does not exist"}"#))
        #expect(message.type == "error")
        #expect(message.kind == kind)
        #expect(message.message == "the model folder /m does not exist")
    }

    @Test func controlCharactersAreStrippedFromText() throws {
        let message = try #require(decode(#"""
            {"type":"segment","start":0,"end":2,"text":"\u001b[31mRed\u0007 alert\n\u009b","words":[{"text":"\u001b[31mRed\u0007","start":0,"end":1},{"text":"al\u007fert\r","start":1,"end":2}]}
            """#))
        let segment = try #require(message.segment)
        #expect(segment.text == "[31mRed alert")
        #expect(segment.words.map(\.text) == ["[31mRed", "alert"])
    }

    @Test func tabsAndOrdinaryUnicodeAreKept() {
        #expect(ControlCharacters.stripped("a\tb «ç» — 日本") == "a\tb «ç» — 日本")
    }

    @Test func wordsWithEmptyTextAreDropped() throws {
        let message = try #require(decode(#"""
            {"type":"segment","start":0,"end":3,"text":"One two","words":[{"text":"One","start":0,"end":1},{"text":"","start":1,"end":1.5},{"text":" \u0000 ","start":1.5,"end":2},{"text":"two","start":2,"end":3}]}
            """#))
        #expect(message.segment?.words.map(\.text) == ["One", "two"])
    }

    @Test func aSegmentWithoutTimesIsNoSegment() throws {
        #expect(try #require(decode(#"{"type":"segment","text":"Hi"}"#)).segment == nil)
        #expect(try #require(decode(#"{"type":"info","start":0,"end":1,"text":"Hi"}"#)).segment == nil)
    }

    @Test(arguments: ["", "not json", "{\"duration\":3}", "[1,2]", "{\"type\":\"segment\",\"start\":\"soon\",\"end\":1}"])
    func anythingElseIsNoMessage(_ line: String) {
        #expect(decode(line) == nil)
    }
}
