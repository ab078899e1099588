import Testing
import Feeds

struct FeedErrorTests {
    @Test func anXMLErrorNamesTheFeedAndWhere() {
        let error = FeedError(feedURL: "http://x/feed.xml", reason: .notXML(line: 3, column: 7, problem: "a tag is not finished"))
        #expect(error.description == "The feed at http://x/feed.xml is not valid XML: line 3, column 7: a tag is not finished.")
    }

    @Test func aDocumentThatIsNoFeedSaysWhatItIs() {
        #expect(FeedError(feedURL: "https://t.example/", reason: .notAFeed(rootElement: "html")).description
            == "The document at https://t.example/ is not a feed: its root element is <html>, not <rss>, <feed> or <rdf:RDF>.")
        #expect(FeedError(feedURL: "https://t.example/", reason: .notAFeed(rootElement: nil)).description
            == "The document at https://t.example/ is not a feed: it has no elements.")
    }
}
