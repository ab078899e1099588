import Foundation
import Testing
import TestSupport

/// `learnctl articles add` of a Markdown file and of saved web pages served over local HTTP,
/// then `read --json` and `remove`; pages without an article refused.
@Suite struct ArticlesAddCommandTests {
    static let pages = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/articles/html")

    /// A saved page of Tests/Fixtures/articles/html as a server sends it.
    static func page(_ name: String) throws -> FaultyHTTPServer.Route {
        FaultyHTTPServer.Route(body: [UInt8](try Data(contentsOf: pages.appendingPathComponent(name))),
                               contentType: "text/html; charset=UTF-8")
    }

    static let walk = """
        # A Walk by the River

        We walked by the **river** on Sunday. The water was cold and [clear](https://example.org/clear).

        ## Lunch

        We ate bread and cheese under a tree.
        A dog came to say hello.

        """

    @Test func aMarkdownFileIsAddedReadAndRemoved() throws {
        let cli = try LearnctlRunner.signedInForArticles()
        let file = cli.root.appendingPathComponent("a-walk.md")
        try Self.walk.write(to: file, atomically: true, encoding: .utf8)
        let bundled = try cli.articleEntries().count

        let added = try cli.json(["articles", "add", file.path, "--json"])
        let id = try #require(added["id"] as? String)
        #expect(added["title"] as? String == "A Walk by the River")
        #expect(added["source"] as? String == "file")
        #expect(added["words"] as? Int == 28, "the title is not counted: \(added)")
        #expect(added["minutes"] as? Int == 1 && added["read"] as? Bool == false && added["questions"] as? Int == 0)
        #expect(added["stated_level"] == nil && added["recording"] == nil)

        let entries = try cli.articleEntries()
        #expect(entries.count == bundled + 1)
        #expect(entries.last?["id"] as? String == id, "added articles come after the bundled ones")
        let table = try cli.output(["articles"])
        let row = try #require(table.split(separator: "\n").first { $0.hasPrefix("\(id) ") })
        #expect(row.contains("A Walk by the River") && row.hasSuffix(file.path), "\(row)")

        let read = try cli.json(["articles", "read", id, "--json"])
        #expect(read["title"] as? String == "A Walk by the River")
        let blocks = try #require(read["blocks"] as? [[String: String]])
        #expect(blocks == [
            ["kind": "paragraph", "text": "We walked by the river on Sunday. The water was cold and clear."],
            ["kind": "heading", "text": "Lunch"],
            ["kind": "paragraph", "text": "We ate bread and cheese under a tree. A dog came to say hello."],
        ])
        #expect(read["position"] as? Int == 0 && read["read"] as? Bool == false && read["questions"] as? Int == 0)
        #expect(try cli.output(["articles", "read", "a walk by the river"]) == """
            A Walk by the River

            We walked by the river on Sunday. The water was cold and clear.

            ## Lunch

            We ate bread and cheese under a tree. A dog came to say hello.

            """)
        let analysis = try cli.json(["articles", "analyse", id, "--json"])
        #expect(analysis["words"] as? Int == 28 && analysis["sentences"] as? Int == 4 && analysis["stated_level"] == nil)
        #expect(analysis["new_word_share"] as? Double == added["new_word_share"] as? Double)

        let again = try cli.run(["articles", "add", file.path])
        #expect(again.status == 1)
        #expect(again.stderr == "Error: “A Walk by the River” is already in your articles (ID \(id)).\n")

        #expect(try cli.output(["articles", "remove", id]) == "Removed article \(id): A Walk by the River\n")
        #expect(try cli.articleEntries().count == bundled)
        let gone = try cli.run(["articles", "read", id, "--json"])
        #expect(gone.status == 1 && gone.stderr.hasPrefix("Error: There is no article “\(id)”"), "\(gone.stderr)")
    }

    @Test func aBlogPostKeepsItsTextWithoutSidebarNorComments() throws {
        let server = try FaultyHTTPServer()
        defer { server.shutdown() }
        server.serve("/2023/10/bread.html", try Self.page("blog-post.html"))
        let cli = try LearnctlRunner.signedInForArticles()
        let url = server.url("/2023/10/bread.html")

        let added = try cli.succeed(["articles", "add", url])
        #expect(added.stdout.hasPrefix("Added article 1: Learning to bake bread in a small kitchen ("), "\(added.stdout)")
        #expect(added.stdout.hasSuffix(" new to you). Read it: learnctl articles read 1\n"), "\(added.stdout)")
        #expect(server.received.map(\.path) == ["/2023/10/bread.html"])

        let entry = try #require(try cli.articleEntries().first { $0["id"] as? String == "1" })
        #expect(entry["title"] as? String == "Learning to bake bread in a small kitchen")
        #expect(entry["source"] as? String == "web")
        let read = try cli.json(["articles", "read", "1", "--json"])
        let blocks = try #require(read["blocks"] as? [[String: String]])
        #expect(blocks.filter { $0["kind"] == "heading" }.map { $0["text"] ?? "" }
                == ["Start with the simplest recipe", "Make the space work for you", "Three things I would buy again"])
        let paragraphs = blocks.filter { $0["kind"] == "paragraph" }.map { $0["text"] ?? "" }
        #expect(paragraphs.count == 9)
        #expect(paragraphs.first?.hasPrefix("A year ago I could not bake bread. My kitchen is two metres long") == true)
        #expect(paragraphs.last == "If you have a small kitchen and think bread is not for you, try one simple loaf this weekend. It will probably not be perfect. Mine weren’t either, and I ate every one of them.")
        let text = paragraphs.joined(separator: "\n")
        for fragment in ["Tom Hughes", "tray of water is brilliant", "gluten-free", "Leave a Reply", // comments
                         "size of a cupboard", "Archives", "October 2023", "Search", // sidebar
                         "Priya writes about", "One-pan lentils", "Share this", "Posted in", "Proudly powered", "_stq"] {
            #expect(!text.contains(fragment), "“\(fragment)” is in the article")
        }
        // 332 words in the headings and paragraphs, counted as Content/articles/check.py counts them.
        #expect(entry["words"] as? Int == 332, "\(entry)")

        #expect(try cli.output(["articles", "remove", "Learning to bake bread"]) == "Removed article 1: Learning to bake bread in a small kitchen\n")
        #expect(try cli.articleEntries().allSatisfy { $0["source"] as? String == "bundled" })
    }

    @Test func aPageWithNoArticleIsRefusedAndNothingIsAdded() throws {
        let server = try FaultyHTTPServer()
        defer { server.shutdown() }
        server.serve("/login", try Self.page("login.html"))
        server.serve("/", try Self.page("front-page.html"))
        var missing = FaultyHTTPServer.Route(body: Array("Not here".utf8), contentType: "text/plain")
        missing.status = .notFound
        server.serve("/missing.html", missing)
        let cli = try LearnctlRunner.signedInForArticles()
        let before = try cli.articleEntries().count

        for path in ["/login", "/"] {
            let url = server.url(path)
            let result = try cli.run(["articles", "add", url])
            #expect(result.status == 1, "\(path): \(result)")
            #expect(result.stdout.isEmpty)
            #expect(result.stderr == "Error: No article was found on \(url): it looks like a page of links or a form.\n", "\(result.stderr)")
        }
        let notFound = try cli.run(["articles", "add", server.url("/missing.html")])
        #expect(notFound.status == 1 && notFound.stdout.isEmpty)
        #expect(notFound.stderr.hasPrefix("Error: ") && notFound.stderr.contains("404"), "\(notFound.stderr)")
        let noFile = try cli.run(["articles", "add", cli.root.appendingPathComponent("nowhere.md").path])
        #expect(noFile.status == 1)
        #expect(noFile.stderr == "Error: \(cli.root.appendingPathComponent("nowhere.md").path) cannot be read.\n", "\(noFile.stderr)")
        #expect(try cli.articleEntries().count == before)
    }
}
