import Testing
@testable import ListenAdapters
@testable import ListenEngine

/// ID3v2.3 and 2.4 `CHAP` frames read from tags built byte by byte: sizes, synchsafe numbers,
/// unsynchronisation, text encodings, order, and malformed tags (whose bad chapters are dropped).
@Suite struct ID3ChaptersTests {
    // MARK: - Writing tags

    static func synchsafe(_ n: Int) -> [UInt8] {
        [UInt8(n >> 21 & 0x7F), UInt8(n >> 14 & 0x7F), UInt8(n >> 7 & 0x7F), UInt8(n & 0x7F)]
    }

    static func bigEndian(_ n: Int) -> [UInt8] {
        [UInt8(n >> 24 & 0xFF), UInt8(n >> 16 & 0xFF), UInt8(n >> 8 & 0xFF), UInt8(n & 0xFF)]
    }

    /// A frame: 2.3 writes its size in 32 bits, 2.4 synchsafe.
    static func frame(_ id: String, _ content: [UInt8], version: UInt8, flags: [UInt8] = [0, 0]) -> [UInt8] {
        Array(id.utf8) + (version == 3 ? bigEndian(content.count) : synchsafe(content.count)) + flags + content
    }

    static func latin1(_ text: String) -> [UInt8] { text.unicodeScalars.map { UInt8($0.value) } }

    static func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
        text.utf16.flatMap { bigEndian ? [UInt8($0 >> 8), UInt8($0 & 0xFF)] : [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    }

    /// `TIT2` in `encoding`: 0 Latin-1, 1 UTF-16 with a (little-endian) byte-order mark, 2 UTF-16BE, 3 UTF-8.
    static func title(_ text: String, encoding: UInt8, version: UInt8) -> [UInt8] {
        let body: [UInt8]
        switch encoding {
        case 0: body = latin1(text) + [0]
        case 1: body = [0xFF, 0xFE] + utf16(text, bigEndian: false) + [0, 0]
        case 2: body = utf16(text, bigEndian: true) + [0, 0]
        default: body = Array(text.utf8) + [0]
        }
        return frame("TIT2", [encoding] + body, version: version)
    }

    static func chap(_ id: String, start: Int, end: Int, _ subframes: [UInt8] = [], version: UInt8) -> [UInt8] {
        let content = latin1(id) + [0] + bigEndian(start) + bigEndian(end) + [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF] + subframes
        return frame("CHAP", content, version: version)
    }

    static func ctoc(_ id: String, flags: UInt8 = 0x03, _ children: [String], version: UInt8) -> [UInt8] {
        let content = latin1(id) + [0, flags, UInt8(children.count)] + children.flatMap { latin1($0) + [0] }
        return frame("CTOC", content, version: version)
    }

    /// The header and `body` (and `padding` zeros); `unsynchronise` applies the scheme to the body
    /// and sets the header's flag.
    static func tag(version: UInt8, _ body: [UInt8], padding: Int = 16, unsynchronise: Bool = false) -> [UInt8] {
        var body = body + [UInt8](repeating: 0, count: padding)
        if unsynchronise { body = unsynchronised(body) }
        return Array("ID3".utf8) + [version, 0, unsynchronise ? 0x80 : 0] + synchsafe(body.count) + body
    }

    /// 0x00 after every 0xFF, as a writer's unsynchronisation does.
    static func unsynchronised(_ bytes: [UInt8]) -> [UInt8] {
        bytes.flatMap { $0 == 0xFF ? [0xFF, 0x00] : [$0] }
    }

    static func summary(_ chapters: [MediaChapter]) -> [String] {
        chapters.map { "\($0.title)@\($0.start)-\($0.end)" }
    }

    // MARK: - Tests

    @Test func version3WithATableOfContentsAndThreeEncodings() {
        let bytes = Self.tag(version: 3,
            Self.ctoc("toc", ["ch0", "ch1", "ch2"], version: 3)
            + Self.chap("ch0", start: 0, end: 40000, Self.title("Opening", encoding: 0, version: 3), version: 3)
            + Self.chap("ch1", start: 40000, end: 80000, Self.title("Café Talk", encoding: 1, version: 3), version: 3)
            + Self.chap("ch2", start: 80500, end: 120000, Self.title("Ending", encoding: 2, version: 3), version: 3))
        let chapters = ID3Chapters.parse(bytes, duration: 120.25)
        // Each ends where the next starts; the last at the duration, not at its own end time.
        #expect(Self.summary(chapters) == ["Opening@0.0-40.0", "Café Talk@40.0-80.5", "Ending@80.5-120.25"])
    }

    @Test func version4SynchsafeSizesUTF8AndControlCharactersRemoved() {
        // A title long enough that its frame size differs read as synchsafe and as plain 32 bits.
        let long = String(repeating: "Long chapter title ", count: 10) + "end"
        let bytes = Self.tag(version: 4,
            Self.chap("a", start: 0, end: 1000, Self.title("Intro\u{1}duction\t\n", encoding: 3, version: 4), version: 4)
            + Self.chap("b", start: 61_000, end: 62_000, Self.title(long, encoding: 3, version: 4), version: 4)
            + Self.chap("c", start: 90_000, end: 95_000, Self.title("Ünïcödé ✓", encoding: 3, version: 4), version: 4))
        let chapters = ID3Chapters.parse(bytes, duration: 100)
        #expect(Self.summary(chapters) == ["Introduction@0.0-61.0", "\(long)@61.0-90.0", "Ünïcödé ✓@90.0-100.0"])
    }

    @Test func aTagUnsynchronisedAsAWholeInVersion3() {
        // 65,280 ms is 0x0000FF00, and ÿ is 0xFF in Latin-1: both are unsynchronised.
        let body = Self.chap("x", start: 0, end: 65280, Self.title("First ÿ", encoding: 0, version: 3), version: 3)
            + Self.chap("y", start: 65280, end: 70000, Self.title("Second", encoding: 0, version: 3), version: 3)
        let bytes = Self.tag(version: 3, body, unsynchronise: true)
        #expect(bytes.count > body.count + 26, "the test tag must carry unsynchronised bytes")
        #expect(Self.summary(ID3Chapters.parse(bytes, duration: 80)) == ["First ÿ@0.0-65.28", "Second@65.28-80.0"])
    }

    @Test func aFrameUnsynchronisedWithADataLengthIndicatorInVersion4() {
        let plain = Array("x".utf8) + [0] + Self.bigEndian(65280) + Self.bigEndian(70000) + [UInt8](repeating: 0xFF, count: 8)
            + Self.title("Late ÿ", encoding: 0, version: 4)
        let stored = Self.unsynchronised(plain)
        // Flags: unsynchronisation (0x02) and a data length indicator (0x01), which comes first.
        let frame = Array("CHAP".utf8) + Self.synchsafe(stored.count + 4) + [0, 0x03] + Self.synchsafe(plain.count) + stored
        let bytes = Self.tag(version: 4, Self.chap("w", start: 0, end: 65280, version: 4) + frame)
        #expect(Self.summary(ID3Chapters.parse(bytes, duration: 90)) == ["@0.0-65.28", "Late ÿ@65.28-90.0"])
    }

    @Test func withoutATableOfContentsTheStartTimesGiveTheOrder() {
        let bytes = Self.tag(version: 3,
            Self.chap("c", start: 20000, end: 30000, Self.title("Third", encoding: 0, version: 3), version: 3)
            + Self.chap("a", start: 0, end: 10000, Self.title("First", encoding: 0, version: 3), version: 3)
            + Self.chap("b", start: 10000, end: 20000, Self.title("Second", encoding: 0, version: 3), version: 3))
        #expect(Self.summary(ID3Chapters.parse(bytes, duration: 30)) == ["First@0.0-10.0", "Second@10.0-20.0", "Third@20.0-30.0"])
    }

    @Test func aTableOfContentsChoosesTheChaptersAndNestedOnesAreFlattened() {
        let bytes = Self.tag(version: 4,
            Self.ctoc("toc", ["a", "part2"], version: 4)
            + Self.ctoc("part2", flags: 0x01, ["c"], version: 4)
            + Self.chap("a", start: 0, end: 10000, Self.title("A", encoding: 3, version: 4), version: 4)
            + Self.chap("hidden", start: 5000, end: 6000, Self.title("Not listed", encoding: 3, version: 4), version: 4)
            + Self.chap("c", start: 20000, end: 30000, Self.title("C", encoding: 3, version: 4), version: 4))
        #expect(Self.summary(ID3Chapters.parse(bytes, duration: 30)) == ["A@0.0-20.0", "C@20.0-30.0"])
        // A table whose order goes back in time is not followed: the start times are.
        let backwards = Self.tag(version: 3,
            Self.ctoc("toc", ["b", "a"], version: 3)
            + Self.chap("a", start: 0, end: 10000, Self.title("A", encoding: 0, version: 3), version: 3)
            + Self.chap("b", start: 10000, end: 20000, Self.title("B", encoding: 0, version: 3), version: 3))
        #expect(Self.summary(ID3Chapters.parse(backwards, duration: 20)) == ["A@0.0-10.0", "B@10.0-20.0"])
    }

    @Test func badChaptersAreDroppedAndTheRestKept() {
        let good = Self.chap("ok", start: 0, end: 1000, Self.title("Good", encoding: 0, version: 3), version: 3)
        // No null after the element id; too short for its times; an unknown text encoding (title
        // left empty); a start past the end of the recording; the same start as another; an id used twice.
        let noNull = Self.frame("CHAP", Self.latin1("abc"), version: 3)
        let short = Self.frame("CHAP", Self.latin1("s") + [0, 0, 0, 1], version: 3)
        let badText = Self.chap("enc", start: 5000, end: 6000, Self.frame("TIT2", [7, 0x41, 0x42], version: 3), version: 3)
        let late = Self.chap("late", start: 500_000, end: 600_000, Self.title("Too late", encoding: 0, version: 3), version: 3)
        let sameStart = Self.chap("same", start: 5000, end: 6000, Self.title("Same start", encoding: 0, version: 3), version: 3)
        let twice = Self.chap("ok", start: 8000, end: 9000, Self.title("Twice", encoding: 0, version: 3), version: 3)
        // A compressed frame (2.3 flag 0x80) cannot be read: left out.
        let compressed = Self.frame("CHAP", Self.latin1("z") + [0] + Self.bigEndian(7000) + [UInt8](repeating: 0, count: 12),
                                    version: 3, flags: [0, 0x80])
        let bytes = Self.tag(version: 3, good + noNull + short + badText + late + sameStart + twice + compressed)
        #expect(Self.summary(ID3Chapters.parse(bytes, duration: 10)) == ["Good@0.0-5.0", "@5.0-10.0"])
    }

    @Test func aTruncatedTagKeepsTheChaptersBeforeTheCut() {
        let full = Self.tag(version: 4,
            Self.chap("a", start: 0, end: 1000, Self.title("One", encoding: 3, version: 4), version: 4)
            + Self.chap("b", start: 2000, end: 3000, Self.title("Two", encoding: 3, version: 4), version: 4))
        let cut = Array(full.prefix(full.count - 30))
        #expect(Self.summary(ID3Chapters.parse(cut, duration: 5)) == ["One@0.0-5.0"])
        // A frame whose size runs past the tag ends the frames.
        let oversized = Self.tag(version: 3, Array("CHAP".utf8) + Self.bigEndian(1_000_000) + [0, 0] + Self.latin1("q") + [0])
        #expect(ID3Chapters.parse(oversized, duration: 5).isEmpty)
    }

    @Test func noTagOrAnotherVersionGivesNoChapters() {
        let chapter = Self.chap("a", start: 0, end: 1000, version: 3)
        #expect(ID3Chapters.parse([], duration: 5).isEmpty)
        #expect(ID3Chapters.parse(Array("ID3".utf8), duration: 5).isEmpty)
        var version2 = Self.tag(version: 3, chapter)
        version2[3] = 2
        #expect(ID3Chapters.parse(version2, duration: 5).isEmpty)
        #expect(ID3Chapters.parse([0xFF, 0xFB, 0x90, 0x00] + chapter, duration: 5).isEmpty)
        #expect(Self.summary(ID3Chapters.parse(Self.tag(version: 3, chapter), duration: 5)) == ["@0.0-5.0"])
    }

    @Test func damagedTagsNeverTrapAndGiveOrderedChaptersWithinTheRecording() {
        let valid = Self.tag(version: 4,
            Self.ctoc("toc", ["a", "b", "c"], version: 4)
            + Self.chap("a", start: 0, end: 1000, Self.title("One", encoding: 1, version: 4), version: 4)
            + Self.chap("b", start: 2000, end: 3000, Self.title("Two", encoding: 2, version: 4), version: 4)
            + Self.chap("c", start: 4000, end: 5000, Self.title("Three", encoding: 3, version: 4), version: 4))
        var generator = SystemRandomNumberGenerator()
        for round in 0..<3000 {
            var bytes = valid
            for _ in 0..<(1 + round % 6) {
                let at = Int.random(in: 0..<bytes.count, using: &generator)
                bytes[at] = UInt8.random(in: 0...255, using: &generator)
            }
            if round % 7 == 0 { bytes = Array(bytes.prefix(Int.random(in: 0...bytes.count, using: &generator))) }
            let chapters = ID3Chapters.parse(bytes, duration: 6)
            #expect(zip(chapters, chapters.dropFirst()).allSatisfy { $0.end == $1.start && $0.start < $1.start })
            #expect(chapters.allSatisfy { $0.start >= 0 && $0.start < $0.end && $0.end <= 6 })
            #expect(chapters.allSatisfy { !$0.title.unicodeScalars.contains { $0.value < 0x20 } })
        }
    }
}
