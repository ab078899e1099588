import Testing
@testable import Feeds

struct ControlCharactersTests {
    @Test func c0ExceptLineFeedAndTabDELAndC1AreRemoved() {
        let every = String(String.UnicodeScalarView((0...0xA0).compactMap(Unicode.Scalar.init)))
        let kept = ControlCharacters.removed(from: every)
        // Tab, line feed, and the carriage return read as a line feed.
        #expect(kept.unicodeScalars.map(\.value) == [0x09, 0x0A, 0x0A] + Array(0x20...0x7E) + [0xA0])
    }

    @Test func carriageReturnsBecomeLineFeeds() {
        #expect(ControlCharacters.removed(from: "a\r\nb\rc\n\rd") == "a\nb\nc\n\nd")
    }

    @Test func textWithoutControlsIsUnchanged() {
        #expect(ControlCharacters.removed(from: "Café – “quoted”\tand\nmore") == "Café – “quoted”\tand\nmore")
    }
}
