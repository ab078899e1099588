import Articles
import Testing

@Suite struct PlainTextTests {
    @Test func blankLinesSeparateParagraphsAndLinesWithinOneAreJoined() throws {
        let text = """
            The bus leaves at midnight.
            It stops at every corner.

            Nurses, cooks and students
              take it   every night.
            \t
            The end.
            """
        let document = try PlainText.document(fromPlainText: text, fallbackTitle: "night-bus")
        #expect(document.title == "night-bus")
        #expect(document.blocks == [
            .paragraph("The bus leaves at midnight. It stops at every corner."),
            .paragraph("Nurses, cooks and students take it every night."),
            .paragraph("The end."),
        ])
    }

    @Test func aShortFirstLineFollowedByABlankLineIsTheTitle() throws {
        let document = try PlainText.document(fromPlainText: "\n\nThe Night Bus\n\nIt leaves at midnight.\n", fallbackTitle: "x")
        #expect(document.title == "The Night Bus")
        #expect(document.paragraphs == ["It leaves at midnight."])

        let question = try PlainText.document(fromPlainText: "Why do swifts come back?\n\nThey remember the roof.", fallbackTitle: "x")
        #expect(question.title == "Why do swifts come back?")
    }

    @Test(arguments: [
        // ends with a full stop
        "The bus leaves at midnight.\n\nIt stops at every corner.",
        // not followed by a blank line
        "The Night Bus\nIt leaves at midnight.\n\nMore.",
        // longer than 80 characters
        String(repeating: "Long title ", count: 8) + "end\n\nText.",
        // the only paragraph
        "The Night Bus",
    ])
    func otherwiseTheFallbackIsTheTitleAndTheFirstLineStaysText(text: String) throws {
        let document = try PlainText.document(fromPlainText: text, fallbackTitle: "fallback")
        #expect(document.title == "fallback")
        #expect(document.paragraphs.first == text.components(separatedBy: "\n\n")[0].replacingOccurrences(of: "\n", with: " "))
    }

    @Test func aTitleOfExactlyEightyCharactersIsKept() throws {
        let title = String(repeating: "a", count: 80)
        #expect(try PlainText.document(fromPlainText: title + "\n\nText.", fallbackTitle: "x").title == title)
        #expect(try PlainText.document(fromPlainText: title + "b\n\nText.", fallbackTitle: "x").title == "x")
    }

    @Test func windowsLineEndsControlAndInvisibleCharactersAreHandled() throws {
        let text = "\u{FEFF}Title\r\n\r\nFirst line\r\nsecond\u{1B}[31m line\u{7}.\r\n\r\nSoft\u{AD}ware\u{200B} text."
        let document = try PlainText.document(fromPlainText: text, fallbackTitle: "x")
        #expect(document.title == "Title")
        #expect(document.paragraphs == ["First line second[31m line.", "Software text."])
    }

    @Test(arguments: ["", "   \n\n\t\n", "\u{7}\u{1B}\n"])
    func textWithNoWordsIsEmpty(text: String) {
        #expect(throws: ArticleImportError.empty) { try PlainText.document(fromPlainText: text, fallbackTitle: "x") }
    }
}
