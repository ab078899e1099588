import Testing
import Feeds

struct HTMLTextTests {
    @Test func tagsAreRemovedAndInlineTextJoined() {
        #expect(HTMLText.plainText(fromHTML: #"A <b>bold</b> and <a href="https://x.example/?a=1&amp;b=2">linked</a> word."#)
            == "A bold and linked word.")
    }

    @Test func blocksBecomeLineBreaksAndParagraphsBlankLines() {
        let html = "<h1>Notes</h1><p>First line<br>second line<br/>third</p><ul><li>one</li><li>two</li></ul><div>after</div>"
        #expect(HTMLText.plainText(fromHTML: html) == "Notes\n\nFirst line\nsecond line\nthird\n\none\ntwo\n\nafter")
    }

    @Test func scriptsStylesAndCommentsAreRemoved() {
        let html = """
            <style>p { color: red; }</style><p>Kept<!-- not this --> text</p>\
            <SCRIPT type="text/javascript">if (a < b) { document.write("</p>no"); }</SCRIPT><p>end</p>
            """
        #expect(HTMLText.plainText(fromHTML: html) == "Kept text\n\nend")
    }

    @Test func referencesAreDecoded() {
        #expect(HTMLText.plainText(fromHTML: "Tom &amp; Jerry &mdash; caf&eacute; &#8220;quoted&#x201D; &lt;tag&gt; &hellip;")
            == "Tom & Jerry — café “quoted” <tag> …")
        #expect(HTMLText.plainText(fromHTML: "AT&T &bogus; &#xZZ; & more") == "AT&T &bogus; &#xZZ; & more")
    }

    @Test func whiteSpaceCollapsesAndNonBreakingSpacesReadAsSpaces() {
        #expect(HTMLText.plainText(fromHTML: "  one \n\t two&nbsp;&nbsp;three  ") == "one two three")
    }

    @Test func aLessThanSignThatStartsNoTagIsText() {
        #expect(HTMLText.plainText(fromHTML: "<p>1 < 2 and 3 <= 4</p>") == "1 < 2 and 3 <= 4")
    }

    @Test func controlCharactersAreRemovedIncludingReferencedOnes() {
        #expect(HTMLText.plainText(fromHTML: "red&#27;[31m\u{1B}[0m \u{9B}ok\u{7F}") == "red[31m[0m ok")
    }

    @Test func textWithoutTagsKeepsItsLineBreaks() {
        let text = "First paragraph,\r\nstill first.\n\n\n\nSecond   paragraph &amp; more.\n\n"
        #expect(HTMLText.plainText(from: text) == "First paragraph,\nstill first.\n\nSecond paragraph & more.")
    }

    @Test func textWithTagsIsReadAsHTML() {
        #expect(HTMLText.plainText(from: "Line one\nstill one<br>line two") == "Line one still one\nline two")
    }

    @Test func aSingleLineHasNoBreaks() {
        #expect(HTMLText.singleLine("  Ep. 4:\n  the\tend &amp; more ") == "Ep. 4: the end & more")
    }
}
