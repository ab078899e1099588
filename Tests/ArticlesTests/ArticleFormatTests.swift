import Articles
import Foundation
import Testing

@Suite struct ArticleFormatTests {
    @Test(arguments: [
        ("text/html; charset=utf-8", ArticleFormat.html),
        ("application/xhtml+xml", .html),
        ("text/markdown", .markdown),
        ("text/x-markdown; charset=UTF-8", .markdown),
    ])
    func theMediaTypeDecidesFirst(mediaType: String, format: ArticleFormat) {
        #expect(ArticleFormat.detect(fileName: "notes.txt", mediaType: mediaType, text: "plain words") == format)
    }

    @Test(arguments: [
        ("essay.md", ArticleFormat.markdown), ("README.markdown", .markdown), ("page.HTML", .html), ("page.htm", .html),
        ("notes.txt", .plainText),
    ])
    func elseTheFileNamesExtension(fileName: String, format: ArticleFormat) {
        #expect(ArticleFormat.detect(fileName: fileName, mediaType: nil, text: "<p>looks like HTML</p><p>but is not</p>") == format)
        #expect(ArticleFormat.detect(fileName: fileName, mediaType: "text/plain", text: "# Heading") == format)
        #expect(ArticleFormat.detect(fileName: fileName, mediaType: "application/octet-stream", text: "# Heading") == format)
    }

    @Test func textPlainWithNoKnownExtensionIsPlainText() {
        #expect(ArticleFormat.detect(fileName: "article", mediaType: "text/plain", text: "# Looks like Markdown") == .plainText)
    }

    @Test(arguments: [
        ("<!DOCTYPE html>\n<html><body><p>Hi</p></body></html>", ArticleFormat.html),
        ("  <html lang=\"en\"><p>Hi</p></html>", .html),
        ("Some text<body>and more", .html),
        ("<p>One paragraph.</p>\n<p>Two.</p>", .html),
        ("# A title\n\nSome text.", .markdown),
        ("Text with a [link](https://example.com) in it.", .markdown),
        ("Title\n=====\n\nText.", .markdown),
        ("- one\n- two", .markdown),
        ("```\ncode\n```", .markdown),
        ("Text with **strong** words.", .markdown),
        ("The Night Bus\n\nIt leaves at midnight. 2 < 3 and #5 is not a heading.", .plainText),
    ])
    func elseTheTextItself(text: String, format: ArticleFormat) {
        #expect(ArticleFormat.detect(fileName: nil, mediaType: nil, text: text) == format)
        #expect(ArticleFormat.detect(fileName: "https-download", mediaType: "", text: text) == format)
    }

    @Test func documentReadsTheTextInItsFormat() throws {
        let plain = try ArticleFormat.document(from: "Title\n\nText.", format: .plainText, fallbackTitle: "x")
        #expect(plain == ArticleDocument(title: "Title", blocks: [.paragraph("Text.")]))

        let markdown = try ArticleFormat.document(from: "# Title\n\n*Text*.", format: .markdown, fallbackTitle: "x")
        #expect(markdown == ArticleDocument(title: "Title", blocks: [.paragraph("Text.")]))

        let sentence = "The river rose through the night, and by morning the lower streets were under water, so the market moved to the hill."
        let html = "<html><body><article><p>\(sentence)</p><p>\(sentence)</p><p>\(sentence)</p></article></body></html>"
        let page = try ArticleFormat.document(from: html, format: .html, fallbackTitle: "From the file name")
        #expect(page.title == "From the file name")
        #expect(page.paragraphs == [sentence, sentence, sentence])
        let withAddress = try ArticleFormat.document(from: html, format: .html, fallbackTitle: "", url: URL(string: "https://example.com/floods/river-rises"))
        #expect(withAddress.title == "River rises")

        #expect(throws: ArticleImportError.noMainText) {
            try ArticleFormat.document(from: "<html><body><nav><a href=/>Home</a></nav></body></html>", format: .html, fallbackTitle: "x")
        }
        #expect(throws: ArticleImportError.empty) { try ArticleFormat.document(from: "\n", format: .plainText, fallbackTitle: "x") }
    }

    @Test func formatsAreNamedForStorage() {
        #expect(ArticleFormat.allCases.map(\.rawValue) == ["plainText", "markdown", "html"])
        #expect(ArticleFormat(rawValue: "markdown") == .markdown)
    }
}
