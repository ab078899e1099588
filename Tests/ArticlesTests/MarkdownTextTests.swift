import Articles
import Testing

@Suite struct MarkdownTextTests {
    @Test func aLeadingHeadingIsTheTitleAndTheRestHeadingsAndParagraphs() throws {
        let markdown = """
            # The night bus

            The bus leaves at midnight.
            It stops at every corner
            of the old town.

            ## Who takes it

            Nurses, cooks and students.

            ### At the weekend
            Almost everyone.
            """
        let document = try MarkdownText.document(fromMarkdown: markdown, fallbackTitle: "night-bus")
        #expect(document.title == "The night bus")
        #expect(document.blocks == [
            .paragraph("The bus leaves at midnight. It stops at every corner of the old town."),
            .heading("Who takes it"),
            .paragraph("Nurses, cooks and students."),
            .heading("At the weekend"),
            .paragraph("Almost everyone."),
        ])
    }

    @Test func frontMatterIsDroppedAndItsTitleUsedWhenNoHeadingLeads() throws {
        let markdown = """
            ---
            title: "Bread in a small kitchen"
            date: 2023-10-14
            tags: [bread, kitchens]
            ---

            A year ago I could not bake bread.
            """
        let document = try MarkdownText.document(fromMarkdown: markdown, fallbackTitle: "bread")
        #expect(document.title == "Bread in a small kitchen")
        #expect(document.blocks == [.paragraph("A year ago I could not bake bread.")])

        let toml = "+++\ntitle = 'Swifts'\n+++\nThey come back in May.\n"
        #expect(try MarkdownText.document(fromMarkdown: toml, fallbackTitle: "x").title == "Swifts")
    }

    @Test func withoutHeadingOrFrontMatterTheFallbackIsTheTitle() throws {
        let document = try MarkdownText.document(fromMarkdown: "Just a paragraph.\n\n## A section\n\nMore text.", fallbackTitle: "notes")
        #expect(document.title == "notes")
        #expect(document.blocks == [.paragraph("Just a paragraph."), .heading("A section"), .paragraph("More text.")])
    }

    @Test func setextHeadingsAreHeadingsAndTheFirstOneCanBeTheTitle() throws {
        let markdown = """
            Swifts
            ======

            They nest under roofs.

            Where they go
            -------------

            To central Africa, every autumn.
            """
        let document = try MarkdownText.document(fromMarkdown: markdown, fallbackTitle: "x")
        #expect(document.title == "Swifts")
        #expect(document.blocks == [
            .paragraph("They nest under roofs."),
            .heading("Where they go"),
            .paragraph("To central Africa, every autumn."),
        ])
    }

    @Test func closingHashesOfAnATXHeadingAreRemoved() throws {
        let document = try MarkdownText.document(fromMarkdown: "## Tools ##\n\nA scraper.", fallbackTitle: "x")
        #expect(document.blocks == [.heading("Tools"), .paragraph("A scraper.")])
    }

    @Test func eachListItemIsAParagraphWithItsContinuationLines() throws {
        let markdown = """
            What to buy:

            - Digital scales
            * A dough scraper,
              which costs almost nothing
            + A pot with a lid
            1. First, weigh the flour
            2) Then add the water
            - [x] Bake on Saturday
            - [ ] Eat on Sunday

            After the list.
            """
        let document = try MarkdownText.document(fromMarkdown: markdown, fallbackTitle: "x")
        #expect(document.paragraphs == [
            "What to buy:",
            "Digital scales",
            "A dough scraper, which costs almost nothing",
            "A pot with a lid",
            "First, weigh the flour",
            "Then add the water",
            "Bake on Saturday",
            "Eat on Sunday",
            "After the list.",
        ])
    }

    @Test func inlineMarkupIsReducedToItsText() throws {
        let markdown = """
            Bake *slowly*, **never** rush, _wait_ and __wait__; ~~old~~ tips go, `code` stays as text.
            Read [the recipe](https://example.com/recipe "Recipe") or [the other one][other] at <https://example.com>.
            Images go: ![a loaf](loaf.jpg) and [![badge](badge.svg)](https://ci.example).
            Words_with_underscores stay, 2 * 3 = 6 stays, \\*escaped\\* stars stay, a note[^1] goes.
            <span class="x">Tags</span> are stripped<br>and &amp; &eacute; &#8217; decoded.

            [other]: https://example.com/other "Other"
            [^1]: The footnote is dropped.
            """
        let document = try MarkdownText.document(fromMarkdown: markdown, fallbackTitle: "x")
        #expect(document.blocks == [.paragraph(
            "Bake slowly, never rush, wait and wait; old tips go, code stays as text. "
                + "Read the recipe or the other one at https://example.com. "
                + "Images go: and . "
                + "Words_with_underscores stay, 2 * 3 = 6 stays, *escaped* stars stay, a note goes. "
                + "Tags are stripped and & é ’ decoded."
        )])
    }

    @Test func codeBlocksTablesRulesCommentsAndHTMLBlocksAreDropped() throws {
        let markdown = """
            Before.

            ```swift
            let dropped = true
            ```

            ~~~
            also dropped
            ~~~

                indented code is dropped too

            | Name | Value |
            |------|------:|
            | a    | 1     |

            ***
            - - -
            ___

            <!-- a comment
            over two lines -->

            <div class="note">
            <script>
            var tracking = 1;
            </script>
            </div>

            After.
            """
        let document = try MarkdownText.document(fromMarkdown: markdown, fallbackTitle: "x")
        #expect(document.blocks == [.paragraph("Before."), .paragraph("After.")])
    }

    @Test func aQuotationsParagraphsAndHeadingsAreKept() throws {
        let markdown = """
            > A quotation that runs
            > over two lines.
            >
            > ## Inside the quotation
            > Its second paragraph.

            Outside.
            """
        let document = try MarkdownText.document(fromMarkdown: markdown, fallbackTitle: "x")
        #expect(document.blocks == [
            .paragraph("A quotation that runs over two lines."),
            .heading("Inside the quotation"),
            .paragraph("Its second paragraph."),
            .paragraph("Outside."),
        ])
    }

    @Test func hardLineBreaksJoinWithASpace() throws {
        let document = try MarkdownText.document(fromMarkdown: "One line  \nand a second\\\nand a third.", fallbackTitle: "x")
        #expect(document.paragraphs == ["One line and a second and a third."])
    }

    @Test func controlCharactersAreRemoved() throws {
        let document = try MarkdownText.document(fromMarkdown: "# Ti\u{1B}[2Jtle\r\n\r\nText\u{7} with\u{0} bells.\r\n", fallbackTitle: "x")
        #expect(document.title == "Ti[2Jtle")
        #expect(document.paragraphs == ["Text with bells."])
    }

    @Test func textWithNothingToReadIsEmpty() {
        #expect(throws: ArticleImportError.empty) { try MarkdownText.document(fromMarkdown: "", fallbackTitle: "x") }
        #expect(throws: ArticleImportError.empty) {
            try MarkdownText.document(fromMarkdown: "---\ntitle: Only front matter\n---\n\n```\ncode\n```\n\n---\n", fallbackTitle: "x")
        }
        #expect(throws: ArticleImportError.empty) { try MarkdownText.document(fromMarkdown: "# Only a title\n", fallbackTitle: "x") }
    }
}
