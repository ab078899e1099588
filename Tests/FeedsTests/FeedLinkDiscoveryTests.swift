import Foundation
import Testing
import Feeds

struct FeedLinkDiscoveryTests {
    @Test func aPagesFeedLinksAreFoundWhateverTheirSpelling() throws {
        let links = FeedLinkDiscovery.feedLinks(inHTML: try FeedFixtures.bytes("page.html"), pageURL: "https://cafelento.example.org/")
        #expect(links == [
            "https://cafelento.example.org/podcast/feed.xml?format=mp3&quality=high",
            "https://cafelento.example.org/feeds/atom.xml",
            "https://feeds.example.net/cafelento",
        ])
    }

    @Test func withoutABaseLinksResolveAgainstThePage() {
        let html = #"<html><head><link rel="alternate" type="application/rss+xml" href="../feed"></head></html>"#
        #expect(FeedLinkDiscovery.feedLinks(inHTML: Data(html.utf8), pageURL: "https://t.example/shows/one/") == ["https://t.example/shows/feed"])
    }

    @Test func aPageWithoutFeedLinksHasNone() {
        let html = #"<p>No feed <link rel="stylesheet" href="a.css"> here</p><a rel="alternate" type="application/rss+xml" href="x">"#
        #expect(FeedLinkDiscovery.feedLinks(inHTML: Data(html.utf8), pageURL: "https://t.example/").isEmpty)
        #expect(FeedLinkDiscovery.feedLinks(inHTML: Data(), pageURL: "https://t.example/").isEmpty)
    }

    @Test(arguments: ["rss-itunes.xml", "podcasting20.xml", "atom.xml", "rss1.xml", "broken.xml"])
    func feedsLookLikeFeeds(name: String) throws {
        #expect(FeedLinkDiscovery.looksLikeFeed(try FeedFixtures.bytes(name)))
    }

    @Test func aFeedWithAByteOrderMarkDoctypeAndCommentsLooksLikeAFeed() {
        let xml = "\u{FEFF}<?xml version=\"1.0\"?>\n<!-- generated <rss> -->\n<!DOCTYPE rss [ <!ENTITY nbsp \"&#160;\"> ]>\n<?xml-stylesheet href=\"s.xsl\"?>\n<rss version=\"2.0\">"
        #expect(FeedLinkDiscovery.looksLikeFeed(Data(xml.utf8)))
        #expect(FeedLinkDiscovery.looksLikeFeed(Data(#"<atom:feed xmlns:atom="http://www.w3.org/2005/Atom">"#.utf8)))
    }

    @Test func pagesAndOtherFilesDoNotLookLikeFeeds() throws {
        #expect(!FeedLinkDiscovery.looksLikeFeed(try FeedFixtures.bytes("page.html")))
        #expect(!FeedLinkDiscovery.looksLikeFeed(try FeedFixtures.bytes("subscriptions.opml")))
        #expect(!FeedLinkDiscovery.looksLikeFeed(try FeedFixtures.bytes("chapters.json")))
        #expect(!FeedLinkDiscovery.looksLikeFeed(Data()))
        #expect(!FeedLinkDiscovery.looksLikeFeed(Data("<feedback>".utf8)))
    }
}
