import Foundation
import Testing
import TestSupport

/// `learnctl articles feeds`: an RSS feed served over local HTTP whose items link to saved pages;
/// its items become articles, a refresh takes only the new ones (a 304 when nothing changed),
/// and unfollowing the feed removes its articles.
@Suite struct ArticlesFeedsTests {
    /// One item of the feed.
    struct Item {
        let guid: String, title: String, day: Int
        var link: String?
        var description: String?
    }

    static func rss(_ items: [Item]) -> String {
        let entries = items.map { item in
            """
              <item>
                <title>\(item.title)</title>
                <guid isPermaLink="false">\(item.guid)</guid>
                <pubDate>\(String(format: "%02d", item.day)) Nov 2026 08:00:00 +0000</pubDate>
                \(item.link.map { "<link>\($0)</link>" } ?? "")
                \(item.description.map { "<description><![CDATA[\($0)]]></description>" } ?? "")
              </item>
            """
        }.joined(separator: "\n")
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <rss version="2.0">
            <channel>
              <title>Harbourside Reading</title>
              <link>https://harbourside.example/</link>
              <description>Longer reads from the Courier.</description>
            \(entries)
            </channel>
            </rss>
            """
    }

    static func feed(_ items: [Item], etag: String) -> FaultyHTTPServer.Route {
        var route = FaultyHTTPServer.Route(body: Array(rss(items).utf8), contentType: "application/rss+xml")
        route.etag = etag
        return route
    }

    @Test func aFeedsItemsBecomeArticlesAndARefreshTakesOnlyTheNewOnes() throws {
        let server = try FaultyHTTPServer()
        defer { server.shutdown() }
        server.serve("/night-buses.html", try ArticlesAddCommandTests.page("news-article.html"))
        server.serve("/swifts.html", try ArticlesAddCommandTests.page("div-soup.html"))
        server.serve("/lighthouse-keepers.html", try ArticlesAddCommandTests.page("wiki-page.html"))
        var items = [
            Item(guid: "courier-1", title: "Night buses return", day: 2, link: server.url("/night-buses.html")),
            Item(guid: "courier-2", title: "Why swifts come back", day: 3, link: server.url("/swifts.html")),
        ]
        server.serve("/feed.xml", Self.feed(items, etag: "\"v1\""))
        let cli = try LearnctlRunner.signedInForArticles()
        let feedURL = server.url("/feed.xml")

        let followed = try cli.output(["articles", "feeds", "add", feedURL])
        #expect(followed.hasPrefix("Following Harbourside Reading: 2 articles added.\n"), "\(followed)")
        #expect(followed.contains("\tNight buses return\n") && followed.contains("\tWhy swifts come back\n"), "\(followed)")
        let feeds = try cli.succeed(["articles", "feeds", "--json"]).jsonLines
        #expect(feeds.count == 1)
        #expect(feeds.first?["title"] as? String == "Harbourside Reading" && feeds.first?["url"] as? String == feedURL)
        #expect(feeds.first?["error"] == nil, "\(feeds)")

        var fromFeed = try cli.articleEntries().filter { $0["source"] as? String == "feed" }
        #expect(Set(fromFeed.compactMap { $0["title"] as? String }) == ["Night buses return", "Why swifts come back"])
        #expect(fromFeed.allSatisfy { ($0["words"] as? Int ?? 0) > 200 && $0["questions"] as? Int == 0 }, "\(fromFeed)")
        #expect(fromFeed.allSatisfy { $0["feed"] as? String == "Harbourside Reading" && ($0["location"] as? String ?? "").hasPrefix("http") }, "\(fromFeed)")
        let table = try cli.output(["articles"]).split(separator: "\n")
        for title in ["Night buses return", "Why swifts come back"] {
            let row = try #require(table.first { $0.contains(title) })
            #expect(row.hasSuffix("  Harbourside Reading"), "the source of a feed's article is the feed: \(row)")
        }
        let buses = try #require(fromFeed.first { $0["title"] as? String == "Night buses return" }?["id"] as? String)
        let busText = try #require(try cli.json(["articles", "read", buses, "--json"])["blocks"] as? [[String: String]])
        #expect(busText.first?["text"] == "Three routes will run through the night from April, linking the hospital, the port and the university.")
        #expect(!busText.contains { ($0["text"] ?? "").contains("We value your privacy") || ($0["text"] ?? "").contains("Most read") })

        // Nothing new: the feed answers 304 to the validator it gave, and no page is fetched again.
        let unchanged = try cli.output(["articles", "feeds", "refresh"])
        #expect(unchanged == "Harbourside Reading: 0 new articles.\n")
        let feedRequests = server.received.filter { $0.path == "/feed.xml" }
        #expect(feedRequests.count == 2)
        #expect(feedRequests.last?.ifNoneMatch == "\"v1\"")
        #expect(server.received.filter { $0.path == "/night-buses.html" }.count == 1)

        // A new item with a page and one with only the feed's text.
        items.append(Item(guid: "courier-3", title: "Lighthouse keepers", day: 4, link: server.url("/lighthouse-keepers.html")))
        items.append(Item(guid: "courier-4", title: "Letters to the editor", day: 5,
                          description: "The new night buses are a good idea. I hope they run on Sundays as well."))
        server.serve("/feed.xml", Self.feed(items, etag: "\"v2\""))
        let refreshed = try cli.output(["articles", "feeds", "refresh", "Harbourside Reading"])
        #expect(refreshed.hasPrefix("Harbourside Reading: 2 new articles.\n"), "\(refreshed)")
        #expect(refreshed.contains("\tLighthouse keepers\n") && refreshed.contains("\tLetters to the editor\n"), "\(refreshed)")
        #expect(server.received.filter { $0.path == "/night-buses.html" || $0.path == "/swifts.html" }.count == 2,
                "items already taken are not fetched again")
        fromFeed = try cli.articleEntries().filter { $0["source"] as? String == "feed" }
        #expect(fromFeed.count == 4)
        let letters = try #require(fromFeed.first { $0["title"] as? String == "Letters to the editor" }?["id"] as? String)
        let letterText = try cli.json(["articles", "read", letters, "--json"])["blocks"] as? [[String: String]]
        #expect(letterText == [["kind": "paragraph", "text": "The new night buses are a good idea. I hope they run on Sundays as well."]])
        #expect(try cli.output(["articles", "feeds", "refresh"]) == "Harbourside Reading: 0 new articles.\n")
        #expect(server.received.filter { $0.path == "/feed.xml" }.last?.ifNoneMatch == "\"v2\"")

        let refollow = try cli.run(["articles", "feeds", "add", feedURL])
        #expect(refollow.status == 1 && refollow.stderr == "Error: You already follow \(feedURL).\n", "\(refollow.stderr)")

        #expect(try cli.output(["articles", "feeds", "remove", "harbourside reading"]) == "No longer following Harbourside Reading.\n")
        #expect(try cli.articleEntries().allSatisfy { $0["source"] as? String == "bundled" }, "the feed's articles go with it")
        #expect(try cli.run(["articles", "read", buses, "--json"]).status == 1)
        #expect(try cli.output(["articles", "feeds"]) == "You follow no feed of articles yet: learnctl articles feeds add URL\n")
        let unknown = try cli.run(["articles", "feeds", "remove", "Harbourside Reading"])
        #expect(unknown.status == 1)
        #expect(unknown.stderr == "Error: You follow no feed of articles “Harbourside Reading”; `learnctl articles feeds` lists them.\n")
    }
}
