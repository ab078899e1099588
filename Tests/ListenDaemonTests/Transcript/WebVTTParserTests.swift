import Foundation
import ListenProtocol
import Testing
@testable import ListenDaemon

/// WebVTT files read by the WebVTT parser's rules: what rejects a file (only the signature), what
/// drops one cue and is named as a problem, and what is read from cue text. docs/transcripts.md
/// lists each rule with its test here.
struct WebVTTParserTests {
    static let name = "/x/talk.vtt"

    static func parse(_ text: String) throws(TranscriptError) -> Transcript {
        try Transcript.parse(Array(text.utf8), name: name, format: .webVTT)
    }

    /// The message `bytes` are refused with, or nil if they are accepted.
    static func refusal(_ bytes: [UInt8]) -> String? {
        do {
            _ = try Transcript.parse(bytes, name: name, format: .webVTT)
            return nil
        } catch {
            return error.message
        }
    }

    static func refusal(_ text: String) -> String? {
        refusal(Array(text.utf8))
    }

    static let realLooking = """
        WEBVTT - Travel Dialogue 1
        Kind: captions
        Language: en-GB

        STYLE
        ::cue { color: yellow; }

        NOTE This transcript was checked by hand.
        It has two speakers.

        REGION
        id:bottom width:40%

        intro
        00:00:01.000 --> 00:00:04.500 align:start position:10% line:85%
        <v Anna>Hello <b>there</b></v>

        2
        00:00:04.500 --> 00:00:07.250
        <v.loud Ben>Hi, Anna!
        How are you?</v>

        00:00:09.000 --> 00:00:10.000
        &lt;laughs&gt; Fine &amp; you?

        """

    @Test func aRealLookingFileGivesItsCuesWithSpeakers() throws {
        let transcript = try Self.parse(Self.realLooking)
        #expect(transcript.lines == [
            TranscriptLine(index: 1, start: 1, end: 4.5, text: "Hello there", speaker: "Anna"),
            TranscriptLine(index: 2, start: 4.5, end: 7.25, text: "Hi, Anna!\nHow are you?", speaker: "Ben"),
            TranscriptLine(index: 3, start: 9, end: 10, text: "<laughs> Fine & you?", speaker: nil),
        ])
        #expect(transcript.problems.isEmpty)
    }

    // MARK: The signature

    @Test(arguments: ["WEBVTT", "WEBVTT\n", "WEBVTT - a title\n", "WEBVTT\ttab\n", "\u{FEFF}WEBVTT\n"])
    func theSignatureAloneOrFollowedByASpaceOrTabIsAccepted(_ start: String) throws {
        let transcript = try Self.parse(start + (start.hasSuffix("\n") ? "" : "\n") + "\n00:01.000 --> 00:02.000\nHi\n")
        #expect(transcript.lines.map(\.text) == ["Hi"])
    }

    @Test(arguments: [
        ("WEBVTTX\n\n00:01.000 --> 00:02.000\nA\n", #"/x/talk.vtt, line 1: a WebVTT file must start with "WEBVTT" (alone on the line, or followed by a space and a title)."#),
        ("webvtt\n\n00:01.000 --> 00:02.000\nA\n", #"/x/talk.vtt, line 1: a WebVTT file must start with "WEBVTT" (alone on the line, or followed by a space and a title)."#),
        ("WEBVTT-\n", #"/x/talk.vtt, line 1: a WebVTT file must start with "WEBVTT" (alone on the line, or followed by a space and a title)."#),
        ("\nWEBVTT\n", #"/x/talk.vtt, line 1: a WebVTT file must start with "WEBVTT" (alone on the line, or followed by a space and a title)."#),
        ("1\n00:00:01,000 --> 00:00:02,000\nA\n", #"/x/talk.vtt, line 1: a WebVTT file must start with "WEBVTT" (alone on the line, or followed by a space and a title)."#),
        ("", #"/x/talk.vtt is empty; a WebVTT file starts with "WEBVTT"."#),
        ("\n\n", #"/x/talk.vtt is empty; a WebVTT file starts with "WEBVTT"."#),
    ])
    func onlyAMissingSignatureRejectsTheFile(text: String, message: String) {
        #expect(Self.refusal(text) == message)
    }

    @Test func binaryJunkIsRejectedByItsMissingSignature() {
        var generator = SystemRandomNumberGenerator()
        let junk = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let message = Self.refusal([0x89, 0x50, 0x4E, 0x47] + junk)
        #expect(message?.hasPrefix("/x/talk.vtt, line 1: a WebVTT file must start with \"WEBVTT\"") == true)
    }

    // MARK: Header and blocks

    @Test func headerLinesAndATimingLineRightAfterTheSignatureAreRead() throws {
        #expect(try Self.parse("WEBVTT\nKind: captions\nLanguage: en\n\n00:01.000 --> 00:02.000\nA\n").lines.map(\.text) == ["A"])
        // A timing line ends the header: the cue right after the signature is kept.
        #expect(try Self.parse("WEBVTT\n00:01.000 --> 00:02.000\nA\n").lines.map(\.text) == ["A"])
        #expect(try Self.parse("WEBVTT\nKind: captions\n00:01.000 --> 00:02.000\nA\n").lines.map(\.text) == ["A"])
    }

    @Test func noteStyleAndRegionBlocksHoldNoCues() throws {
        let text = "WEBVTT\n\nNOTE\na comment\n\nNOTE one line\n\nSTYLE\n::cue { color: red }\n\nREGION\nid:r1\n\n00:01.000 --> 00:02.000\nA\n\nNOTE after\n"
        let transcript = try Self.parse(text)
        #expect(transcript.lines.map(\.text) == ["A"])
        #expect(transcript.problems.isEmpty)
    }

    @Test func aSignatureAloneOrOnlyNotesLoadWithZeroCues() throws {
        #expect(try Self.parse("WEBVTT\n").lines.isEmpty)
        #expect(try Self.parse("WEBVTT").lines.isEmpty)
        #expect(try Self.parse("WEBVTT\nKind: captions\n\nNOTE nothing yet\n").lines.isEmpty)
    }

    @Test func cueIdentifiersAreOptionalAndAnyText() throws {
        let text = "WEBVTT\n\n1\n00:01.000 --> 00:02.000\nA\n\nintro – part 1\n00:02.000 --> 00:03.000\nB\n\n00:03.000 --> 00:04.000\nC\n"
        #expect(try Self.parse(text).lines.map(\.text) == ["A", "B", "C"])
    }

    @Test func crlfAndCrLineEndsReadLikeLf() throws {
        let lf = "WEBVTT\n\nid\n00:01.000 --> 00:02.000\nOne\nline two\n\n00:03.000 --> 00:04.000\nThree\n"
        let expected = try Self.parse(lf)
        #expect(expected.lines.count == 2)
        #expect(try Self.parse(lf.replacingOccurrences(of: "\n", with: "\r\n")) == expected)
        #expect(try Self.parse(lf.replacingOccurrences(of: "\n", with: "\r")) == expected)
        #expect(expected.lines[0].text == "One\nline two")
    }

    @Test func aLineHoldingAnArrowEndsTheCueTextBeforeIt() throws {
        let transcript = try Self.parse("WEBVTT\n\n00:01.000 --> 00:02.000\nOne\n00:02.000 --> 00:03.000\nTwo\n")
        #expect(transcript.lines.map(\.text) == ["One", "Two"])
    }

    @Test func aLineOfSpacesIsTextNotASeparator() throws {
        // Only an empty line ends a block: the " " line keeps "B" in the first cue.
        let transcript = try Self.parse("WEBVTT\n\n00:01.000 --> 00:02.000\nA\n \nB\n\n00:02.000 --> 00:03.000\nC\n")
        #expect(transcript.lines.map(\.text) == ["A\nB", "C"])
    }

    @Test func aCueWithoutWordsIsLeftOut() throws {
        let transcript = try Self.parse("WEBVTT\n\n00:01.000 --> 00:02.000\n\n00:02.000 --> 00:03.000\n<i></i>\n\n00:03.000 --> 00:04.000\nC\n")
        #expect(transcript.lines.map(\.text) == ["C"])
        #expect(transcript.lines.map(\.index) == [1])
    }

    // MARK: Timestamps and timings

    @Test func timestampsTakeAnyNumberOfHourDigits() throws {
        let transcript = try Self.parse("""
            WEBVTT

            00:01.000 --> 59:59.999
            A

            1:00:00.000 --> 100:00:01.001
            B

            999999:00:00.000 --> 999999:00:01.000
            C

            """)
        #expect(transcript.lines.map(\.start) == [1, 3600, 3_599_996_400])
        #expect(transcript.lines.map(\.end) == [3599.999, 360_001.001, 3_599_996_401])
        #expect(transcript.problems.isEmpty)
    }

    @Test(arguments: [
        "00:01:xx.000 --> 00:02.000", "00:01.000 --> 00:60.000", "00:01.00 --> 00:02.000", "00:01.0000 --> 00:02.000",
        "00:01,000 --> 00:02.000", "1:01.000 --> 1:02.000", "00:01.000 -> 00:02.000 -->", "--> 00:02.000",
        "00:01.000 --> ", "00:01.000\u{1B}[2J --> 00:02.000", "99999999999999999999:00:00.000 --> 00:01.000",
    ])
    func aBadTimingLineDropsItsCueAndNamesItsLine(_ timing: String) throws {
        let transcript = try Self.parse("WEBVTT\n\n00:00.000 --> 00:00.500\nBefore\n\n\(timing)\nDropped\n\n00:03.000 --> 00:04.000\nAfter\n")
        #expect(transcript.lines.map(\.text) == ["Before", "After"])
        let problem = try #require(transcript.problems.first)
        #expect(problem.hasPrefix("/x/talk.vtt, line 6: \""), "\(problem)")
        #expect(problem.hasSuffix("is not a timing line such as \"00:01.000 --> 00:04.000\"; this cue was skipped."), "\(problem)")
        // Control characters from the file are never shown raw.
        #expect(!problem.unicodeScalars.contains { $0.value == 0x1B })
    }

    @Test func aCueThatDoesNotEndAfterItStartsIsSkippedAndNamed() throws {
        let transcript = try Self.parse("WEBVTT\n\n00:02.000 --> 00:02.000\nA\n\n00:03.000 --> 00:02.000\nB\n\n00:04.000 --> 00:05.000\nC\n")
        #expect(transcript.lines.map(\.text) == ["C"])
        #expect(transcript.problems == [
            "/x/talk.vtt, line 3: this cue ends at 2.000 s, which is not after its start (2.000 s).",
            "/x/talk.vtt, line 6: this cue ends at 2.000 s, which is not after its start (3.000 s).",
        ])
    }

    @Test func unknownOrBadCueSettingsKeepTheCue() throws {
        let transcript = try Self.parse("""
            WEBVTT

            00:01.000 --> 00:02.000 align:start position:0%
            A

            00:02.000 --> 00:03.000 vertical:sideways line:-1x size:200% wibble:3 :x y:
            B

            00:03.000 --> 00:04.000align:end
            C

            """)
        #expect(transcript.lines.map(\.text) == ["A", "B", "C"])
        #expect(transcript.problems.isEmpty)
    }

    @Test func aBlockWithoutTimingsIsSkippedAndNamed() throws {
        let transcript = try Self.parse("WEBVTT\n\n00:01.000 -> 00:02.000\nA\n\n00:03.000 --> 00:04.000\nB\n")
        #expect(transcript.lines.map(\.text) == ["B"])
        #expect(transcript.problems == [
            #"/x/talk.vtt, line 3: this block has no timing line such as "00:01.000 --> 00:04.000" (a cue is an optional identifier line, its timing line and its text); it was skipped."#,
        ])
    }

    @Test func overlappingCuesAreKeptInStartOrder() throws {
        let transcript = try Self.parse("""
            WEBVTT

            00:05.000 --> 00:07.000
            <v Ben>Later

            00:01.000 --> 00:05.000
            <v Anna>First, and long

            00:03.000 --> 00:06.000
            <v Ben>At the same time

            """)
        #expect(transcript.lines.map(\.text) == ["First, and long", "At the same time", "Later"])
        #expect(transcript.lines.map(\.index) == [1, 2, 3])
        #expect(transcript.problems.isEmpty)
    }

    // MARK: Characters

    @Test func aNULCharacterIsReadAsAReplacementCharacter() throws {
        let transcript = try Transcript.parse(Array("WEBVTT\n\n00:01.000 --> 00:02.000\nA".utf8) + [0] + Array("B\n".utf8),
                                              name: Self.name, format: .webVTT)
        #expect(transcript.lines.map(\.text) == ["A\u{FFFD}B"])
    }

    @Test func bytesThatAreNotUTF8BecomeReplacementCharactersAndAreNamed() throws {
        let transcript = try Transcript.parse(Array("WEBVTT\n\n00:01.000 --> 00:02.000\ncaf".utf8) + [0xE9] + Array("\n".utf8),
                                              name: Self.name, format: .webVTT)
        #expect(transcript.lines.map(\.text) == ["caf\u{FFFD}"])
        #expect(transcript.problems.first?.hasPrefix("/x/talk.vtt, line 4: the text is not UTF-8, which WebVTT must be") == true)
    }

    // MARK: Cue text

    @Test(arguments: [
        ("Fish &amp; chips", "Fish & chips"), ("&lt;b&gt; is bold", "<b> is bold"), ("a&nbsp;b", "a\u{00A0}b"),
        ("&lrm;left&rlm;", "\u{200E}left\u{200F}"), ("&quot;q&quot; &apos;", "\"q\" '"), ("&#233;t&#xE9;", "été"),
        ("&unknown; & alone", "&unknown; & alone"),
    ])
    func characterReferencesAreDecoded(source: String, text: String) throws {
        #expect(try Self.parse("WEBVTT\n\n00:01.000 --> 00:02.000\n\(source)\n").lines.map(\.text) == [text])
    }

    @Test(arguments: [
        ("<i>Hello</i> <b>big</b> <u>world</u>", "Hello big world", nil),
        ("<c.yellow.bg_blue>Colour</c> <lang fr>bonjour</lang>", "Colour bonjour", nil),
        ("<v Anna Smith>Hi</v>", "Hi", "Anna Smith"),
        ("<v.loud.fast   Ben \t Jones >Hey", "Hey", "Ben Jones"),
        ("<v Anna &amp; Ben>Both", "Both", "Anna & Ben"),
        ("<v>Nobody", "Nobody", nil),
        ("<ruby>漢字<rt>かんじ</rt></ruby>を読む", "漢字を読む", nil),
        ("<blink>unknown</blink> tag", "unknown tag", nil),
        ("two <i>lines\nhere</i>", "two lines\nhere", nil),
        ("  padded  \n\n  ", "padded", nil),
        ("bell\u{07} and tab\there", "bell and tab here", nil),
    ])
    func tagsAreRemovedTheirWordsKeptAndVoicesNameTheSpeaker(source: String, text: String, speaker: String?) throws {
        let line = try #require(try Self.parse("WEBVTT\n\n00:01.000 --> 00:02.000\n\(source)\n").lines.first)
        #expect(line.text == text)
        #expect(line.speaker == speaker)
        #expect(line.words == nil)
    }

    @Test func timestampTagsGiveEachWordItsTime() throws {
        let line = try #require(try Self.parse(
            "WEBVTT\n\n00:01.000 --> 00:04.000\n<v Anna>Hello <00:01.500>big <00:02.250><c>wide</c> <00:03.000>world\n").lines.first)
        #expect(line.text == "Hello big wide world")
        #expect(line.speaker == "Anna")
        #expect(line.words == [
            TranscriptWord(text: "Hello", start: 1, end: 1.5), TranscriptWord(text: "big", start: 1.5, end: 2.25),
            TranscriptWord(text: "wide", start: 2.25, end: 3), TranscriptWord(text: "world", start: 3, end: 4),
        ])
    }

    @Test func timestampTagsOutOfOrderOrOutsideTheCueAreKeptWithinIt() throws {
        let line = try #require(try Self.parse(
            "WEBVTT\n\n00:01.000 --> 00:04.000\na <00:00.500>b <00:03.000>c <00:02.000>d <00:09.000>e <00:xx>f\n").lines.first)
        #expect(line.text == "a b c d e f")
        #expect(line.words?.map(\.start) == [1, 1, 3, 3, 4])
        #expect(line.words?.map(\.text) == ["a", "b", "c", "d", "e f"])
    }
}
