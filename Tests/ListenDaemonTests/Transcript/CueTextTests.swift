import Testing
@testable import ListenDaemon

/// Cue text: markup removed, the speaker found, entities decoded, control characters dropped.
struct CueTextTests {
    static func text(_ lines: String...) -> CueText {
        CueText(lines: lines)
    }

    @Test func aVoiceTagNamesTheSpeakerAndTagsAreRemoved() {
        #expect(Self.text("<v Anna>Hello <b>there</b></v>") == CueText(text: "Hello there", speaker: "Anna"))
        #expect(Self.text("<v.loud.first  Anna Smith >Hi") == CueText(text: "Hi", speaker: "Anna Smith"))
        #expect(Self.text("<v\tBen>Hi") == CueText(text: "Hi", speaker: "Ben"))
    }

    @Test func theFirstVoiceWithANameIsTheSpeaker() {
        #expect(Self.text("<v Anna>Hi</v>", "<v Ben>Hello</v>").speaker == "Anna")
        #expect(Self.text("<v>Hi</v> <v Ben>Hello</v>").speaker == "Ben")
        #expect(Self.text("<v  >Hi").speaker == nil)
        #expect(Self.text("Just words").speaker == nil)
        #expect(Self.text("<video>Not a voice</video>").speaker == nil)
        #expect(Self.text("<v Tom &amp; Jerry>Hi").speaker == "Tom & Jerry")
    }

    @Test func everyKindOfTagKeepsItsWords() {
        #expect(Self.text("<c.yellow.bg_blue>Yellow</c> <i>it</i><u>al</u>").text == "Yellow ital")
        #expect(Self.text("<ruby>漢<rt>kan</rt>字<rt>ji</rt></ruby>").text == "漢kan字ji")
        #expect(Self.text("<lang en-GB>colour</lang>").text == "colour")
        #expect(Self.text("One <00:00:01.000>two <00:00:01.500>three").text == "One two three")
        #expect(Self.text("I <3 you").text == "I <3 you")
    }

    @Test func entitiesAreDecodedAfterTagsAreRemoved() {
        #expect(Self.text("&amp; &lt;b&gt; &quot;q&quot; &apos;a&apos;").text == "& <b> \"q\" 'a'")
        #expect(Self.text("a&nbsp;b&lrm;c&rlm;d").text == "a\u{00A0}b\u{200E}c\u{200F}d")
        #expect(Self.text("&#65;&#x42;&#X43;&#233;").text == "ABCé")
        #expect(Self.text("AT&T &unknown; &#; &#xZZ; &#0; &#x110000; &amp").text == "AT&T &unknown; &#; &#xZZ; &#0; &#x110000; &amp")
    }

    @Test func controlCharactersNeverSurvive() {
        #expect(Self.text("a\u{1B}[31mred\u{7F}\u{9B}b\u{07}").text == "a[31mredb")
        #expect(Self.text("a&#27;[2Jb&#x9B;c&#127;").text == "a[2Jbc")
        #expect(Self.text("tab\tbetween").text == "tab between")
        #expect(Self.text("<v Eve\u{1B}>Hi").speaker == "Eve")
    }

    @Test func linesAreTrimmedJoinedAndEmptyOnesDropped() {
        #expect(Self.text("  first  ", "\tsecond ").text == "first\nsecond")
        #expect(Self.text("first", "<i> </i>", "third").text == "first\nthird")
        #expect(Self.text("<b></b>", "  ") == CueText(text: "", speaker: nil))
        #expect(CueText(lines: [String]()).text == "")
    }
}
