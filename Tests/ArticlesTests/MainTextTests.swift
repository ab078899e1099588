import Articles
import Foundation
import Testing

@Suite struct MainTextTests {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Tests/Fixtures/articles/html")

    static func page(_ name: String) throws -> String {
        try String(contentsOf: fixtures.appending(path: name), encoding: .utf8)
    }

    static func headings(_ document: ArticleDocument) -> [String] {
        document.blocks.compactMap { if case .heading(let text) = $0 { text } else { nil } }
    }

    /// Everything the reader would show, for checking what is not there.
    static func allText(_ document: ArticleDocument) -> String {
        ([document.title] + document.texts).joined(separator: "\n")
    }

    static func expectAbsent(_ fragments: [String], from document: ArticleDocument, sourceLocation: SourceLocation = #_sourceLocation) {
        let text = allText(document)
        for fragment in fragments {
            #expect(!text.contains(fragment), "\"\(fragment)\" is in the article", sourceLocation: sourceLocation)
        }
    }

    // MARK: Saved pages

    @Test func newsArticleKeepsTheStoryAndDropsTheSiteAroundIt() throws {
        let document = try MainText.document(fromHTML: try Self.page("news-article.html"))
        #expect(document.title == "Night buses return to Harbourside after five years")
        #expect(Self.headings(document) == ["Who will use the new routes?", "What happens next"])
        #expect(document.blocks.count == 15)
        #expect(document.blocks[4] == .heading("Who will use the new routes?"))
        #expect(document.blocks[9] == .heading("What happens next"))

        let paragraphs = document.paragraphs
        #expect(paragraphs.count == 13)
        #expect(paragraphs.first == "Three routes will run through the night from April, linking the hospital, the port and the university.")
        #expect(paragraphs.last == "Fares will be the same as during the day, and day tickets bought after six in the evening will be valid until five the next morning. The council will decide in a year whether to add more routes… or to cut the ones that are little used.")
        // The quotation and each list item are paragraphs of their own.
        #expect(paragraphs[5] == "I finish at two in the morning. Until now the choice was a taxi I can’t afford or a very long walk.")
        #expect(Array(paragraphs[9...11]) == [
            "The N1, from the railway station to the port, by way of the old town.",
            "The N2, from the university to the eastern housing estates.",
            "The N3, from the city centre to the General Hospital and the airport road.",
        ])
        // Character references decoded: &rsquo; &pound; &ldquo; &rdquo; &amp; &#8217; &#x2014; &hellip;
        #expect(paragraphs[1].hasPrefix("Harbourside’s night bus network is coming back."))
        #expect(paragraphs[2].contains("spent £30 or more"))
        #expect(paragraphs[3].hasPrefix("“We heard the same story again and again,” said Maria Costa"))
        #expect(paragraphs[7].contains("a regional fund for transport & jobs"))
        #expect(paragraphs[6].hasSuffix("staff entrance — “which is exactly where we need it”."))

        Self.expectAbsent([
            // cookie banner, header, navigation, search form
            "We value your privacy", "cookies", "Accept all", "Skip to main content", "Tuesday 12 March 2024",
            "Subscribe from", "Sport", "Search the Courier",
            // kicker, byline, date, share buttons, photograph and its caption
            "Anna Kowalska", "Transport correspondent", "12 March 2024", "Share on Facebook", "Copy link",
            "every 30 minutes", "Photograph",
            // advertisements, the "read more" link, topics, related and most-read lists, site footer
            "Advertisement", "Read more", "Council approves new bus fares", "Topics:", "Share this article",
            "Related stories", "Tram line", "Most read", "Storm warning", "morning briefing", "All rights reserved",
            // scripts and their JSON
            "gtag", "dataLayer", "Please enable cookies", "NewsArticle", "@context",
            // no character reference left undecoded
            "&rsquo;", "&pound;", "&ldquo;", "&#8217;", "&#x2014;", "&hellip;", "&amp;",
        ], from: document)
    }

    @Test func blogPostLeavesOutItsSidebarAuthorBoxAndComments() throws {
        let document = try MainText.document(fromHTML: try Self.page("blog-post.html"))
        // og:title is "… - Crumbs and Corners"; the site's name (og:site_name) is cut off.
        #expect(document.title == "Learning to bake bread in a small kitchen")
        #expect(Self.headings(document) == ["Start with the simplest recipe", "Make the space work for you", "Three things I would buy again"])
        let paragraphs = document.paragraphs
        #expect(paragraphs.count == 9)
        #expect(paragraphs.first == "A year ago I could not bake bread. My kitchen is two metres long, the oven is the size of a shoebox, and the only worktop is also where I keep the kettle, the post and, most days, my bike helmet. This is what I learnt by making a loaf every Saturday for a year.")
        #expect(paragraphs.last == "If you have a small kitchen and think bread is not for you, try one simple loaf this weekend. It will probably not be perfect. Mine weren’t either, and I ate every one of them.")
        #expect(paragraphs[4].hasSuffix("for the first twenty minutes — the steam gives the crust its colour."))
        #expect(paragraphs[5] == "Digital scales, because cups and spoons are never quite the same twice.")
        Self.expectAbsent([
            // header and navigation
            "Skip to content", "Home cooking in a flat", "Recipes", "Menu",
            // entry meta and footer
            "Posted on", "14 October 2023", "Posted in", "Tagged", "sourdough",
            // the image caption and sharing buttons
            "Week nine", "Share this", "Twitter", "Facebook",
            // author box and post navigation
            "About Priya Nair", "Priya writes about", "One-pan lentils", "apple cake",
            // comments and the reply form
            "thoughts on", "Tom Hughes", "tray of water is brilliant", "Thanks Tom", "gluten-free",
            "dough scraper after reading", "Leave a Reply", "email address will not be published",
            // sidebar: search, text widget, archive list, tag cloud
            "Search", "Hello!", "size of a cupboard", "Archives", "October 2023", "lentils", "small kitchens",
            // site footer and scripts
            "Proudly powered", "Theme:", "_stq", "crumbsScreenReaderText",
        ], from: document)
    }

    @Test func pageWithoutArticleOrMainFindsTheTextAmongDivs() throws {
        let document = try MainText.document(fromHTML: try Self.page("div-soup.html"))
        // No og:title: the title is the h1 next to the text, not the <title> with the site's name.
        #expect(document.title == "Why swifts come back to the same roof every year")
        #expect(Self.headings(document) == ["A map in the memory", "Why old roofs matter"])
        #expect(document.blocks.map(\.isHeading) == [false, false, true, false, false, true, false, false])
        let paragraphs = document.paragraphs
        #expect(paragraphs.count == 6)
        #expect(paragraphs.first == "Every May, on almost the same day, a pair of swifts arrives at the gap under the roof of our house. They have flown from central Africa, a journey of more than 6,000 kilometres, and they go straight to the same small hole in the wall without stopping to look for it.")
        #expect(paragraphs.last == "There is good news, though. Special nest boxes, or bricks with a hollow space inside, can be built into new walls at almost no cost, and many towns now ask builders to include them. Our neighbours put up two boxes last year… and this spring, for the first time, both were taken.")
        Self.expectAbsent([
            "Log in", "Register", "Garden birds", "Sea birds", "Home", "Migration ›",
            "Tom Price", "4 June 2023",
            "Advertisement", "Binoculars", "adsbygoogle", "newsletter", "identification tips",
            "Labels", "migration, nest boxes", "Newer post", "Older post",
            "About this blog", "retired teacher", "Popular this month", "dawn chorus", "Which feeder",
            "Copyright", "_gaq",
        ], from: document)
    }

    @Test func withoutAHeadingTheTitleIsTheDocumentTitleWithoutTheSiteName() throws {
        let html = try Self.page("div-soup.html")
            .replacingOccurrences(of: #"<h1 class="post-title">Why swifts come back to the same roof every year</h1>"#, with: "")
        let document = try MainText.document(fromHTML: html)
        #expect(document.title == "Why swifts come back to the same roof every year")
        #expect(document.paragraphs.count == 6)
    }

    @Test func wikiPageKeepsSectionsAndDropsContentsReferencesAndEditLinks() throws {
        let document = try MainText.document(fromHTML: try Self.page("wiki-page.html"))
        // og:title "Lighthouse keeper - Openpedia": what is left after the separator is the h1.
        #expect(document.title == "Lighthouse keeper")
        // "See also" and "References" head only lists that were dropped, so they go too.
        #expect(Self.headings(document) == ["History", "Women keepers", "Daily work", "Automation"])
        let paragraphs = document.paragraphs
        #expect(paragraphs.count == 10)
        #expect(paragraphs.first == "A lighthouse keeper is a person who looks after a lighthouse, keeping its light burning and its lens clean so that ships at sea can find their way at night. Keepers were once found on almost every dangerous coast, but today nearly all lighthouses work automatically.")
        #expect(paragraphs.last == "From the 1960s electric lamps, timers and remote monitoring made resident keepers unnecessary in most countries. The last keepers in the United Kingdom left their station in 1998, and several former keepers' cottages are now museums or holiday homes.")
        #expect(paragraphs[1].hasSuffix("storms could delay the boat that brought food and relief crews."))
        #expect(paragraphs[2].hasSuffix("the keeper's main task became trimming the wicks through the night, which is why keepers were sometimes called \"wickies\"."))
        #expect(Array(paragraphs[4...8]) == [
            "A keeper’s day followed a strict routine. The main duties were:",
            "lighting the lamp at sunset and putting it out at sunrise;",
            "cleaning the lens and the windows of the lantern room;",
            "keeping a log of the weather, passing ships and any faults;",
            "sounding the fog signal when visibility was poor.",
        ])
        Self.expectAbsent([
            "Jump to content", "Main menu", "Random article", "Search Openpedia", "Contents", "(Top)",
            "12 languages", "Talk", "View history", "From Openpedia", "For the 1938 film", "Person who looks after",
            "Occupation type", "Maritime safety", "Coastguard", "[", "]", "citation needed", "edit",
            "trimming the lamp wick", "See also", "Lightvessel", "References", "Handbook", "Coastline Press",
            "Fresnel", "Categories", "Occupations", "last edited", "Creative Commons", "Privacy policy", "RLCONF",
        ], from: document)
    }

    @Test(arguments: ["front-page.html", "login.html"])
    func pagesWithNoArticleHaveNoMainText(name: String) throws {
        let html = try Self.page(name)
        #expect(throws: ArticleImportError.noMainText) { try MainText.document(fromHTML: html) }
    }

    @Test func anEmptyShellFilledInByScriptsHasNoMainText() {
        let html = """
            <!doctype html><html><head><title>Reader</title><script src="/static/js/main.4a1b.js"></script></head>
            <body><div id="root"></div><noscript>You need to enable JavaScript to run this app. It will not work without it, \
            so please turn it on in your browser's settings and load the page again.</noscript></body></html>
            """
        #expect(throws: ArticleImportError.noMainText) { try MainText.document(fromHTML: html) }
    }

    @Test func aPageOfWhiteSpaceIsEmpty() {
        #expect(throws: ArticleImportError.empty) { try MainText.document(fromHTML: " \n\t ") }
    }

    // MARK: Rules, one at a time

    static let sentence = "The river rose through the night, and by morning the lower streets were under water, so the market moved to the hill."

    @Test func bylinesDatesAndLabelsAreLeftOut() throws {
        let html = """
            <html><head><title>Flood | Valley News</title></head><body><article>
            <h1>The river rises</h1>
            <p>By Sam Reid</p>
            <p>Published 3 February 2024, 07:15 GMT</p>
            <p>3 February 2024</p>
            <p>4 min read</p>
            <p>\(Self.sentence)</p>
            <p>Advertisement</p>
            <p>Share this article</p>
            <p>Read more</p>
            <p>\(Self.sentence)</p>
            <p>By the end of the week, the water had gone down, and the shops on the river bank opened again.</p>
            <p>Continue reading</p>
            </article></body></html>
            """
        let document = try MainText.document(fromHTML: html)
        #expect(document.title == "The river rises")
        #expect(document.blocks == [
            .paragraph(Self.sentence),
            .paragraph(Self.sentence),
            .paragraph("By the end of the week, the water had gone down, and the shops on the river bank opened again."),
        ])
    }

    @Test func classNamesThatSayBoilerplateAreLeftOutAndModifiersAreNot() throws {
        let html = """
            <html><body class="single has-sidebar"><div class="page layout-sidebar-right">
            <article class="post tag-news has-post-thumbnail">
            <p>\(Self.sentence)</p>
            <div class="recommended-articles"><p>\(Self.sentence) Recommended.</p></div>
            <div class="qc-cmp2-container"><p>\(Self.sentence) Consent.</p></div>
            <div class="inline-signup"><p>\(Self.sentence) Sign-up.</p></div>
            <div class="read-next"><p>\(Self.sentence) Read next.</p></div>
            <div id="shareBar"><p>\(Self.sentence) Share bar.</p></div>
            <p>\(Self.sentence)<span class="sr-only"> (opens in a new window)</span></p>
            <p class="commentary">\(Self.sentence) A commentary is text.</p>
            </article>
            <div class="comments"><article class="comment"><p>\(Self.sentence) A comment.</p></article></div>
            </div></body></html>
            """
        let document = try MainText.document(fromHTML: html)
        #expect(document.paragraphs == [Self.sentence, Self.sentence, Self.sentence + " A commentary is text."])
    }

    @Test func looseTextInADivIsSplitAtTwoLineBreaksAndShortFragmentsAreDropped() throws {
        let html = """
            <html><head><title>Notes from the allotment – Green Fingers</title></head><body>
            <div class="entry"><div class="label">Gardening</div>
            \(Self.sentence)<br>It kept raining all week.<br><br>
            The second paragraph starts after two line breaks, and it is long enough to count as text on its own.
            <br /><br />Third paragraph, with <b>bold</b> and <a href="/x">a link</a> inside it, ends here.
            </div></body></html>
            """
        let document = try MainText.document(fromHTML: html)
        #expect(document.title == "Notes from the allotment")
        #expect(document.paragraphs == [
            Self.sentence + " It kept raining all week.",
            "The second paragraph starts after two line breaks, and it is long enough to count as text on its own.",
            "Third paragraph, with bold and a link inside it, ends here.",
        ])
    }

    @Test func roleMainIsTheContainerAndLinksListsAreLeftOut() throws {
        let html = """
            <html><body>
            <div class="layout"><div role="main"><h2>Spring</h2><p>\(Self.sentence)</p><p>\(Self.sentence)</p><p>\(Self.sentence)</p>
            <ul><li><a href="/a">Another story</a></li><li><a href="/b">And another one</a></li></ul></div>
            <div class="links"><p>\(Self.sentence) Outside the main element.</p></div></div>
            </body></html>
            """
        let document = try MainText.document(fromHTML: html, url: URL(string: "https://news.example/2024/03/the-river-rises.html"))
        // No title in the page: it comes from the address.
        #expect(document.title == "The river rises")
        #expect(document.blocks == [.heading("Spring"), .paragraph(Self.sentence), .paragraph(Self.sentence), .paragraph(Self.sentence)])
    }

    @Test func controlCharactersAndInvisibleCharactersAreRemovedAndSpaceCollapsed() throws {
        let html = "<html><head><title>Bells\u{7} &amp; whistles</title></head><body><main><p>Ring\u{7} the &#27;[31mbell&#x1b;[0m,\n\t  twice,&nbsp;&nbsp;then wait\u{200B} for the soft\u{AD}ware to answer. \(Self.sentence)</p><p>\(Self.sentence)</p></main></body></html>"
        let document = try MainText.document(fromHTML: html)
        #expect(document.title == "Bells & whistles")
        #expect(document.paragraphs.first == "Ring the [31mbell[0m, twice, then wait for the software to answer. " + Self.sentence)
    }

    @Test func aPreformattedTextIsSplitIntoParagraphsAtBlankLines() throws {
        let html = "<html><head><title>The Text</title></head><body><pre>\nTHE TEXT\n\nChapter one. \(Self.sentence)\nIt went on.\n  \nChapter two. \(Self.sentence)\n</pre></body></html>"
        let document = try MainText.document(fromHTML: html)
        #expect(document.title == "The Text")
        #expect(document.paragraphs == ["THE TEXT", "Chapter one. \(Self.sentence) It went on.", "Chapter two. \(Self.sentence)"])
    }

    @Test func aFragmentOfParagraphsWithoutHeadOrBodyIsRead() throws {
        let html = "<p>\(Self.sentence)</p>\n<p>\(Self.sentence) Again.</p><p>A third paragraph, with a comma.</p>"
        let document = try MainText.document(fromHTML: html)
        #expect(document.paragraphs == [Self.sentence, Self.sentence + " Again.", "A third paragraph, with a comma."])
        // With neither a title nor an address, the first words of the text.
        #expect(document.title == "The river rose through the night, and by morning the lower…")
    }
}
