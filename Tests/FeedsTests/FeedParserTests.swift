import Foundation
import Testing
import Feeds

struct FeedParserTests {
    // MARK: RSS 2.0 with the iTunes namespace

    private func cafeLento() throws -> Feed {
        try FeedParser.parse(FeedFixtures.bytes("rss-itunes.xml"), url: "https://cafelento.example.org/feed.xml")
    }

    @Test func anRSSShowIsReadWithItsITunesFields() throws {
        let feed = try cafeLento()
        #expect(feed.title == "Café Lento: Slow Spanish for Learners")
        #expect(feed.link == "https://cafelento.example.org/")
        #expect(feed.language == "es-ES")
        #expect(feed.author == "Lucía Ortega & Tom Reed")
        #expect(feed.imageURL == "https://cdn.cafelento.example.org/artwork/cafe-lento-3000.jpg")
        #expect(feed.newFeedURL == "https://feeds.cafelento.example.org/slow-spanish.xml")
        #expect(feed.description == """
            Short stories and everyday conversations in slow, clear Spanish.

            New episodes every Tuesday & Friday. Transcripts at our site.
            """)
    }

    @Test func theItemsComeInDocumentOrderWithTheirEnclosures() throws {
        let items = try cafeLento().items
        #expect(items.map(\.guid) == [
            "cafelento-ep-042", "cafelento-ep-041", "cafelento-ep-040",
            "https://cafelento.example.org/episodes/39-receta", "cafelento-ep-038", "cafelento-ep-037",
        ])
        #expect(items[0].enclosure == FeedEnclosure(
            url: "https://media.cafelento.example.org/episodes/cafe-lento-042.mp3", type: "audio/mpeg", length: 28_734_122))
        #expect(items[0].link == "https://cafelento.example.org/episodes/42-en-el-mercado")
        #expect(items[0].season == 3)
        #expect(items[0].episode == 42)
        #expect(items[1].enclosure?.length == nil, "a length of 0 is no length")
        #expect(items[2].enclosure?.length == nil, "a length that is not a number is no length")
        #expect(items[3].enclosure?.type == "audio/x-m4a")
    }

    @Test func aPermalinkGUIDIsTheLinkOfAnItemWithoutOne() throws {
        let items = try cafeLento().items
        #expect(items[3].link == "https://cafelento.example.org/episodes/39-receta")
        #expect(items[4].link == nil, "a GUID that is not a permalink is no link")
    }

    @Test func everyFormOfITunesDurationIsRead() throws {
        let items = try cafeLento().items
        #expect(items.map(\.duration) == [1795, 3723, 3723, 3723.5, nil, 2710])
    }

    @Test func publicationDatesAreReadInTheirZones() throws {
        let items = try cafeLento().items
        #expect(items.map(\.published) == [
            FeedFixtures.utc(2024, 3, 5, 5, 0),
            FeedFixtures.utc(2024, 3, 1, 6, 0),
            FeedFixtures.utc(2024, 2, 27, 11, 0),
            FeedFixtures.utc(2024, 2, 23, 14, 0),
            FeedFixtures.utc(2024, 2, 20, 6, 0),
            nil,
        ])
    }

    @Test func anItemWithAnUnreadableDateIsKept() throws {
        let item = try #require(try cafeLento().items.last)
        #expect(item.published == nil)
        #expect(item.title == "Ep. 37 – El tiempo")
        #expect(item.description == "Talking about the weather: hace calor, hace frío, llueve.")
    }

    @Test func htmlDescriptionsBecomePlainText() throws {
        let items = try cafeLento().items
        #expect(items[0].description == """
            Lucía buys fruit at the market and haggles (a little).

            Vocabulary: la fruta, el kilo, barato
            Grammar: ¿cuánto cuesta…?

            Music by Los Ejemplos – used with permission.
            """)
        #expect(items[2].description == "Telling the time.\nEs la una. Son las dos.\nSon las tres y media.")
    }

    @Test func theDescriptionComesFromDescriptionThenContentEncodedThenITunesSummary() throws {
        let items = try cafeLento().items
        #expect(items[1].description == "Tom misses his train to Sevilla.\nLucía explains the 24-hour clock & how to ask for a ticket.")
        #expect(items[2].description?.hasPrefix("Telling the time.") == true, "content:encoded without a description")
        #expect(items[3].description == "Lucía's grandmother's tortilla, step by step.")
    }

    @Test func aTitleInCDATAWithHTMLIsPlainText() throws {
        #expect(try cafeLento().items[2].title == "Ep. 40 – ¿Qué hora es?")
    }

    @Test func controlCharactersAreRemovedEvenWhenWrittenAsReferences() throws {
        let title = try cafeLento().items[4].title
        #expect(title == "Ep. 38 – Bonus: 31mlistener questions[0m")
        #expect(!title.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }

    // MARK: Podcasting 2.0

    private func alltag() throws -> Feed {
        try FeedParser.parse(FeedFixtures.bytes("podcasting20.xml"), url: "https://alltag.example.de/feed.xml")
    }

    @Test func transcriptsOfEveryTypeAreReadWithTheirLanguages() throws {
        let transcripts = try alltag().items[0].transcripts
        #expect(transcripts.map(\.kind) == [.html, .plainText, .json, .subRip, .webVTT, .webVTT])
        #expect(transcripts.map(\.language) == ["de", nil, "de", "de", "en", "de-DE"])
        #expect(transcripts.map(\.rel) == [nil, nil, nil, "captions", nil, "captions"])
        #expect(transcripts[5] == FeedTranscript(
            url: "https://media.alltag.example.de/s2/e07.vtt", type: "text/vtt; charset=utf-8", language: "de-DE", rel: "captions"))
    }

    @Test func theGermanCaptionsAreThePreferredTranscriptForAGermanLearner() throws {
        let transcripts = try alltag().items[0].transcripts
        #expect(FeedTranscript.preferred(transcripts, language: "de")?.url == "https://media.alltag.example.de/s2/e07.vtt")
        #expect(FeedTranscript.preferred(transcripts, language: "en")?.url == "https://media.alltag.example.de/s2/e07-en.vtt")
    }

    @Test func chaptersAndPersonsAreRead() throws {
        let feed = try alltag()
        let item = feed.items[0]
        #expect(item.chapters == FeedChaptersLink(url: "https://media.alltag.example.de/s2/e07-chapters.json", type: "application/json+chapters"))
        #expect(item.persons == [
            FeedPerson(name: "Dr. Elif Yılmaz", role: "guest", group: "cast", link: "https://www.example.org/dr-yilmaz"),
            FeedPerson(name: "Anna Becker"),
        ])
        #expect(feed.persons == [
            FeedPerson(name: "Anna Becker", link: "https://alltag.example.de/team/anna", imageURL: "https://alltag.example.de/team/anna.jpg"),
            FeedPerson(name: "Jonas Weber", role: "producer", group: "audio post-production"),
        ])
    }

    @Test func podcastSeasonAndEpisodeWinOverITunesOnes() throws {
        let items = try alltag().items
        #expect(items.map(\.season) == [2, 2, nil])
        #expect(items.map(\.episode) == [7, 6, nil], "a fractional episode number is no episode number")
    }

    @Test func theOlderPodcastNamespaceIsReadToo() throws {
        let feed = try FeedParser.parse(FeedFixtures.bytes("podcasting20-old-namespace.xml"), url: "https://radio.example.net/feed")
        let item = try #require(feed.items.first)
        #expect(item.transcripts == [FeedTranscript(url: "https://radio.example.net/audio/ear-12.srt", type: "application/srt")])
        #expect(item.transcripts.first?.kind == .subRip)
        #expect(item.chapters?.url == "https://radio.example.net/audio/ear-12.json")
    }

    // MARK: Atom

    private func ecoute() throws -> Feed {
        try FeedParser.parse(FeedFixtures.bytes("atom.xml"), url: "https://ecoute.example.fr/podcast/atom.xml")
    }

    @Test func anAtomFeedIsReadWithItsTextConstructs() throws {
        let feed = try ecoute()
        #expect(feed.title == "Écoute & Répète")
        #expect(feed.description == "French listening practice: one short dialogue a week, read twice.")
        #expect(feed.link == "https://ecoute.example.fr/podcast/")
        #expect(feed.author == "Claire Dubois")
        #expect(feed.imageURL == "https://ecoute.example.fr/podcast/images/logo.png")
        #expect(feed.language == "fr-FR")
        #expect(feed.items.map(\.title) == ["Au café", "À la boulangerie", "Les nombres < 100"])
        #expect(feed.items.map(\.guid) == [
            "tag:ecoute.example.fr,2024-05-10:/episodes/12",
            "tag:ecoute.example.fr,2024-05-03:/episodes/11",
            "tag:ecoute.example.fr,2024-04-26:/episodes/10",
        ])
    }

    @Test func atomEntriesHaveTheirEnclosuresLinksAndDates() throws {
        let items = try ecoute().items
        #expect(items[0].enclosure == FeedEnclosure(url: "https://ecoute.example.fr/podcast/audio/12-au-cafe.mp3", type: "audio/mpeg", length: 5_242_880))
        #expect(items[0].link == "https://ecoute.example.fr/podcast/episodes/12-au-cafe.html")
        #expect(items[1].link == "https://ecoute.example.fr/podcast/episodes/11-boulangerie.html", "a link without rel is the alternate")
        #expect(items[2].enclosure == FeedEnclosure(url: "https://ecoute.example.fr/podcast/audio/10-nombres.ogg", type: "audio/ogg"))
        #expect(items.map(\.published) == [
            FeedFixtures.utc(2024, 5, 10, 7, 0), FeedFixtures.utc(2024, 5, 3, 9, 0), FeedFixtures.utc(2024, 4, 26),
        ], "published, else updated")
    }

    @Test func xmlBaseOnAnEntryResolvesItsURLs() throws {
        #expect(try ecoute().items[1].enclosure?.url == "https://cdn.ecoute.example.fr/saison-1/11-boulangerie.mp3")
    }

    @Test func atomSummaryAndContentOfEveryTypeBecomePlainText() throws {
        let items = try ecoute().items
        #expect(items[0].description == "Ordering a café crème and a croissant.\n\nVocabulaire : l’addition, un pourboire.")
        #expect(items[1].description == """
            Buying bread: une baguette, s’il vous plaît.

            la baguette
            le pain au chocolat

            Prices & numbers < 100.
            """)
        #expect(items[2].description == "Counting from one to a hundred.\nSoixante-dix, quatre-vingts, quatre-vingt-dix.")
    }

    // MARK: RSS 1.0

    @Test func anRSS1FeedIsRead() throws {
        let feed = try FeedParser.parse(FeedFixtures.bytes("rss1.xml"), url: "https://radio.example.jp/rss")
        #expect(feed.title == "Nihongo Radio Notes")
        #expect(feed.language == "ja")
        #expect(feed.author == "Kenji Sato")
        #expect(feed.imageURL == "https://radio.example.jp/logo.png")
        #expect(feed.items.map(\.title) == ["Broadcast 2: At the station", "Broadcast 1: Greetings"])
        #expect(feed.items.map(\.guid) == ["https://radio.example.jp/notes/2", "https://radio.example.jp/notes/1"])
        #expect(feed.items.map(\.published) == [FeedFixtures.utc(2024, 2, 2, 11, 0), FeedFixtures.utc(2024, 1, 26, 11, 0)])
    }

    // MARK: Identity, duplicates and relative URLs

    @Test func itemsWithoutAGUIDAreToldByEnclosureThenLinkThenTitleAndDate() throws {
        let feed = try FeedParser.parse(FeedFixtures.bytes("no-guid-duplicates.xml"), url: "https://grammarminute.example.com/rss")
        #expect(feed.items.map(\.guid) == [
            "https://grammarminute.example.com/audio/subjunctive-2.mp3",
            "https://grammarminute.example.com/subjunctive-1",
            "Ser and estar Tue, 07 May 2024 07:00:00 GMT",
            "gm-por-para",
            "https://grammarminute.example.com/audio/untitled.mp3",
        ])
    }

    @Test func ofItemsSharingAGUIDTheFirstIsKept() throws {
        let feed = try FeedParser.parse(FeedFixtures.bytes("no-guid-duplicates.xml"), url: "https://grammarminute.example.com/rss")
        let porPara = feed.items.filter { $0.guid == "gm-por-para" }
        #expect(porPara.map(\.title) == ["Por and para"])
        #expect(porPara.first?.enclosure?.url == "https://grammarminute.example.com/audio/por-para.mp3")
        #expect(feed.items.filter { $0.title == "The subjunctive, part 2" }.count == 1)
    }

    @Test func anItemWithoutATitleIsCalledByItsDate() throws {
        let feed = try FeedParser.parse(FeedFixtures.bytes("no-guid-duplicates.xml"), url: "https://grammarminute.example.com/rss")
        #expect(feed.items.last?.title == "2024-05-05")
        let undated = try FeedParser.parse(Data("""
            <rss version="2.0"><channel><title>T</title><item><guid>x</guid></item></channel></rss>
            """.utf8), url: "https://t.example/feed")
        #expect(undated.items.map(\.title) == ["Untitled episode"])
    }

    @Test func relativeURLsAreResolvedAgainstTheFeedsURL() throws {
        let feed = try FeedParser.parse(FeedFixtures.bytes("relative-urls.xml"), url: "https://italiano.example.org/podcast/feed.xml")
        #expect(feed.link == "https://italiano.example.org/")
        #expect(feed.imageURL == "https://italiano.example.org/images/cover%20art.jpg")
        let first = feed.items[0]
        #expect(first.link == "https://italiano.example.org/podcast/lezioni/1.html")
        #expect(first.enclosure?.url == "https://italiano.example.org/podcast/audio/lezione-1.mp3")
        #expect(first.transcripts.map(\.url) == ["https://italiano.example.org/podcast/audio/lezione-1.vtt"])
        #expect(first.chapters?.url == "https://italiano.example.org/podcast/audio/lezione-1-chapters.json")
        #expect(first.persons.first?.imageURL == "https://italiano.example.org/podcast/people/marco.jpg")
        #expect(first.persons.first?.link == "https://people.example.it/marco")
        let second = feed.items[1]
        #expect(second.link == "https://elsewhere.example.com/italian/2")
        #expect(second.enclosure?.url == "https://cdn.example.it/italiano/lezione-2.mp3?src=feed&v=2")
    }

    // MARK: Documents that are not feeds

    @Test func aTruncatedFeedIsAnErrorNamingTheFeedAndWhere() throws {
        let bytes = try FeedFixtures.bytes("broken.xml")
        let error = try #require(throws: FeedError.self) { try FeedParser.parse(bytes, url: "https://half.example.com/feed.xml") }
        guard case .notXML(let line, let column, _) = error.reason else {
            Issue.record("expected an XML error, got \(error)")
            return
        }
        #expect(error.feedURL == "https://half.example.com/feed.xml")
        #expect(line == 12)
        #expect(column > 0)
        #expect(error.description.hasPrefix("The feed at https://half.example.com/feed.xml is not valid XML: line 12, column \(column): "))
    }

    @Test func mismatchedTagsAreAnErrorAtTheirLine() {
        let bytes = Data("<rss>\n<channel>\n  <title>A</titel>\n</channel></rss>".utf8)
        #expect(throws: FeedError(feedURL: "f.xml", reason: .notXML(line: 3, column: 19, problem: "an end tag does not match its start tag"))) {
            try FeedParser.parse(bytes, url: "f.xml")
        }
    }

    @Test func anEntityXMLDoesNotKnowIsAnError() {
        let bytes = Data("<rss><channel>\n<title>Caf&eacute; Lento</title></channel></rss>".utf8)
        #expect(throws: FeedError(feedURL: "f.xml", reason: .notXML(
            line: 2, column: 19, problem: "it uses an entity XML does not know (HTML's &nbsp; is one)"))) {
            try FeedParser.parse(bytes, url: "f.xml")
        }
    }

    @Test func aPrefixNobodyDeclaredIsReadAsTheNamespaceItUsuallyMeans() throws {
        let bytes = Data("""
            <rss version="2.0"><channel><title>T</title><itunes:author>Ann Lee</itunes:author>
            <item><guid>a</guid><itunes:duration>12:00</itunes:duration><podcast:transcript url="a.vtt" type="text/vtt"/></item>
            </channel></rss>
            """.utf8)
        let feed = try FeedParser.parse(bytes, url: "https://t.example/feed")
        #expect(feed.author == "Ann Lee")
        #expect(feed.items.first?.duration == 720)
        #expect(feed.items.first?.transcripts == [FeedTranscript(url: "https://t.example/a.vtt", type: "text/vtt")])
    }

    @Test func rawControlCharactersDoNotMakeTheFeedUnreadable() throws {
        let bytes = Data("<rss><channel><title>Bad\u{0B}Title\u{08}</title><item><guid>g\u{1}1</guid></item></channel></rss>".utf8)
        let feed = try FeedParser.parse(bytes, url: "https://t.example/feed")
        #expect(feed.title == "Bad Title")
        #expect(feed.items.map(\.guid) == ["g 1"])
    }

    @Test func aWebPageIsNotAFeed() {
        let page = Data("<!DOCTYPE html>\n<html><head><title>Hi</title></head><body><p>Hello<br></body></html>".utf8)
        #expect(throws: FeedError(feedURL: "https://example.com/", reason: .notAFeed(rootElement: "html"))) {
            try FeedParser.parse(page, url: "https://example.com/")
        }
        #expect(throws: FeedError(feedURL: "https://example.com/", reason: .notAFeed(rootElement: nil))) {
            try FeedParser.parse(Data(), url: "https://example.com/")
        }
    }

    // MARK: Size

    @Test func tenThousandItemsPassThroughAsAStream() throws {
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"><channel><title>Daily Words</title>

            """
        for number in 1...10_000 {
            xml += """
                <item><title>Word \(number)</title><guid isPermaLink="false">word-\(number)</guid>\
                <pubDate>Mon, 01 Jan 2024 00:00:00 GMT</pubDate>\
                <description><![CDATA[<p>Word <b>\(number)</b> of the year.</p>]]></description>\
                <enclosure url="audio/\(number).mp3" length="\(number * 1000)" type="audio/mpeg"/>\
                <itunes:duration>\(number % 60):\(String(format: "%02d", number % 60))</itunes:duration></item>

                """
        }
        xml += "</channel></rss>\n"
        let feed = try FeedParser.parse(Data(xml.utf8), url: "https://words.example.com/feed.xml")
        #expect(feed.items.count == 10_000)
        let first = try #require(feed.items.first)
        let last = try #require(feed.items.last)
        #expect(first.guid == "word-1")
        #expect(first.title == "Word 1")
        #expect(first.enclosure == FeedEnclosure(url: "https://words.example.com/audio/1.mp3", type: "audio/mpeg", length: 1000))
        #expect(first.duration == 61)
        #expect(last.guid == "word-10000")
        #expect(last.description == "Word 10000 of the year.")
        #expect(last.enclosure?.length == 10_000_000)
        let fortyMinutesForty: Double = 40 * 60 + 40
        #expect(last.duration == fortyMinutesForty)
    }
}
