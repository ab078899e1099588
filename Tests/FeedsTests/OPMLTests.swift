import Foundation
import Testing
import Feeds

struct OPMLTests {
    @Test func nestedOutlinesAreFlattenedAndOnlyFeedsKept() throws {
        let feeds = try OPML.read(FeedFixtures.bytes("subscriptions.opml"))
        #expect(feeds == [
            OPMLFeed(title: "Café Lento: Slow Spanish for Learners", feedURL: "https://cafelento.example.org/feed.xml", pageURL: "https://cafelento.example.org/"),
            OPMLFeed(title: "Deutsch im Alltag", feedURL: "https://alltag.example.de/feed.xml", pageURL: "https://alltag.example.de"),
            OPMLFeed(title: "Écoute & Répète", feedURL: "https://ecoute.example.fr/podcast/atom.xml"),
            OPMLFeed(title: "https://grammarminute.example.com/rss?format=mp3&lang=es", feedURL: "https://grammarminute.example.com/rss?format=mp3&lang=es", pageURL: "https://grammarminute.example.com/"),
        ])
    }

    @Test func writtenFeedsReadBackTheSame() throws {
        let feeds = [
            OPMLFeed(title: #"Tom & Jerry's "<Best>" Bits"#, feedURL: "https://t.example/rss?a=1&b=2", pageURL: "https://t.example/"),
            OPMLFeed(title: "Deutsch im Alltag", feedURL: "https://alltag.example.de/feed.xml"),
        ]
        let written = OPML.write(feeds, title: "My <podcasts> & more")
        #expect(written.hasPrefix(#"<?xml version="1.0" encoding="UTF-8"?>"# + "\n" + #"<opml version="2.0">"#))
        #expect(written.contains("<title>My &lt;podcasts&gt; &amp; more</title>"))
        #expect(written.contains(#"<outline type="rss" text="Tom &amp; Jerry&apos;s &quot;&lt;Best&gt;&quot; Bits""#))
        #expect(try OPML.read(Data(written.utf8)) == feeds)
    }

    @Test func controlCharactersAndLineBreaksDoNotBreakTheFile() throws {
        let feeds = [OPMLFeed(title: "Two\nlines\u{1B}[31m", feedURL: "https://t.example/feed")]
        let written = OPML.write(feeds, title: "T")
        #expect(!written.contains("\u{1B}"))
        #expect(try OPML.read(Data(written.utf8)) == [OPMLFeed(title: "Two lines[31m", feedURL: "https://t.example/feed")])
    }

    @Test func somethingElseIsAClearError() {
        #expect(throws: OPMLError(reason: .notOPML(rootElement: "rss"))) {
            try OPML.read(Data("<rss><channel/></rss>".utf8))
        }
        #expect(throws: OPMLError(reason: .notOPML(rootElement: nil))) { try OPML.read(Data()) }
        let error = #expect(throws: OPMLError.self) { try OPML.read(Data("<opml>\n<body><outline></body></opml>".utf8)) }
        guard case .notXML(let line, _, _) = error?.reason else {
            Issue.record("expected an XML error")
            return
        }
        #expect(line == 2)
        #expect(error?.description.hasPrefix("The subscription list is not valid XML: line 2, column ") == true)
    }
}
