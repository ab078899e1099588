import Articles
import Testing

// ArticlePageLayout.swift, ArticleReaderText.swift, ArticleReaderModel.swift and LineEditor.swift
// in this folder are links to learnctl-study's own files (see Screens/KeyDecoderTests.swift).

/// A short article and word lists small enough to know every lemma, for the reading screen's tests.
enum ReaderFixture {
    static let lists = EnglishWordLists(
        lemmatizer: Lemmatizer(forms: ["went": "go", "children": "child", "bought": "buy", "apples": "apple", "did": "do",
                                       "markets": "market", "known": "know"]),
        frequency: FrequencyList(lemmasInOrder: [
            "the", "be", "to", "and", "they", "do", "not", "go", "child", "buy", "like", "market", "apple", "at", "well", "know",
            "bread", "noisy",
        ]))

    static let document = ArticleDocument(title: "Market day", blocks: [
        .heading("At the Market"),
        .paragraph("The children went to the market. They bought apples and bread!"),
        .paragraph("Tom didn't like the noisy market."),
    ])

    static let text = ArticleReaderText(document: document, lists: lists)
    static let unknown: Set<String> = ["bread", "noisy"]
}

/// The blocks wrapped to a width, the lines drawn with their marks, and the status line.
@Suite struct ArticlePageLayoutTests {
    /// 24 columns leave 20 for the text.
    let layout = ArticlePageLayout(text: ReaderFixture.text, columns: 24)

    /// Each line's text, "" for the blank lines between blocks.
    private func texts(_ layout: ArticlePageLayout) -> [String] {
        layout.lines.indices.map { String(layout.characters(of: $0)) }
    }

    @Test func theTitleThenTheBlocksAreWrappedAtSpacesWithABlankLineBetweenThem() {
        #expect(layout.width == 20)
        #expect(texts(layout) == [
            "Market day", "",
            "At the Market", "",
            "The children went to", "the market. They", "bought apples and", "bread!", "",
            "Tom didn't like the", "noisy market.",
        ])
        #expect(layout.lines.map(\.block) == [0, 0, 0, 0, 1, 1, 1, 1, 1, 2, 2])
        #expect(layout.lines.map(\.isTitle) == [true, true] + Array(repeating: false, count: 9))
        #expect(layout.lines[5].range == 21..<37)
        #expect(layout.lines[10].range == 20..<33)
    }

    @Test func theTextIsNeverWiderThanSeventySixColumnsNorNarrowerThanTen() {
        #expect(ArticlePageLayout.textWidth(columns: 200) == 76)
        #expect(ArticlePageLayout.textWidth(columns: 80) == 76)
        #expect(ArticlePageLayout.textWidth(columns: 60) == 56)
        #expect(ArticlePageLayout.textWidth(columns: 5) == 10)
        let wide = ArticlePageLayout(text: ReaderFixture.text, columns: 80)
        #expect(texts(wide) == ["Market day", "", "At the Market", "", "The children went to the market. They bought apples and bread!", "",
                                "Tom didn't like the noisy market."])
    }

    @Test func aWordLongerThanALineIsCutAndSpacesAtTheEdgesGo() {
        #expect(ArticlePageLayout.wrap(Array("abcdefghijkl"), width: 5) == [0..<5, 5..<10, 10..<12])
        #expect(ArticlePageLayout.wrap(Array("  ab   cd  "), width: 4) == [2..<4, 7..<9])
        #expect(ArticlePageLayout.wrap([], width: 4) == [0..<0])
    }

    @Test func theTitleAndHeadingsAreBoldAndTheNewWordsUnderlined() {
        #expect(layout.painted(0, unknown: ReaderFixture.unknown) == "  \u{1B}[1mMarket day\u{1B}[0m")
        #expect(layout.painted(1, unknown: ReaderFixture.unknown) == "")
        #expect(layout.painted(2, unknown: ReaderFixture.unknown) == "  \u{1B}[1mAt the Market\u{1B}[0m")
        #expect(layout.painted(3, unknown: ReaderFixture.unknown) == "")
        #expect(layout.painted(4, unknown: ReaderFixture.unknown) == "  The children went to")
        #expect(layout.painted(7, unknown: ReaderFixture.unknown) == "  \u{1B}[4mbread\u{1B}[0m!")
        #expect(layout.painted(10, unknown: ReaderFixture.unknown) == "  \u{1B}[4mnoisy\u{1B}[0m market.")
        // By lemma: "apples" is underlined when "apple" is new; "didn't" when "not" is.
        #expect(layout.painted(6, unknown: ["apple"]) == "  bought \u{1B}[4mapples\u{1B}[0m and")
        #expect(layout.painted(9, unknown: ["not"]) == "  Tom \u{1B}[4mdidn't\u{1B}[0m like the")
        #expect(layout.painted(7, unknown: []) == "  bread!")
    }

    @Test func theSentenceReadAloudIsInReverseVideoAcrossItsLines() {
        let second = ReaderFixture.text.blocks[1].sentences[1]
        #expect(second == 33..<62)
        #expect(layout.painted(5, unknown: ReaderFixture.unknown, highlight: (1, second)) == "  the market. \u{1B}[7mThey\u{1B}[0m")
        #expect(layout.painted(6, unknown: ReaderFixture.unknown, highlight: (1, second)) == "  \u{1B}[7mbought apples and\u{1B}[0m")
        #expect(layout.painted(7, unknown: ReaderFixture.unknown, highlight: (1, second))
            == "  \u{1B}[4;7mbread\u{1B}[0m\u{1B}[7m!\u{1B}[0m")
        #expect(layout.painted(10, unknown: ReaderFixture.unknown, highlight: (1, second)) == "  \u{1B}[4mnoisy\u{1B}[0m market.")
    }

    @Test func pagesAndHowFarThrough() {
        // 11 lines, 3 a page.
        #expect(layout.pageCount(rows: 3) == 4)
        #expect(layout.lastTop(rows: 3) == 8)
        #expect(layout.page(top: 0, rows: 3) == 1 && layout.percent(top: 0, rows: 3) == 27)
        #expect(layout.page(top: 3, rows: 3) == 2 && layout.percent(top: 3, rows: 3) == 54)
        #expect(layout.page(top: 4, rows: 3) == 2 && layout.percent(top: 4, rows: 3) == 63)
        #expect(layout.page(top: 6, rows: 3) == 3 && layout.percent(top: 6, rows: 3) == 81)
        #expect(layout.page(top: 8, rows: 3) == 4 && layout.percent(top: 8, rows: 3) == 100)
        // 4 rows: 11 lines are 3 pages, the last one shown from line 7.
        #expect(layout.pageCount(rows: 4) == 3 && layout.lastTop(rows: 4) == 7 && layout.page(top: 7, rows: 4) == 3)
        #expect(layout.pageCount(rows: 20) == 1 && layout.lastTop(rows: 20) == 0)
    }

    @Test func blocksAndOffsetsFindTheirLines() {
        // The first block starts with the title above it.
        #expect(layout.firstLine(of: 0) == 0)
        #expect(layout.firstLine(of: 1) == 4)
        #expect(layout.firstLine(of: 2) == 9)
        #expect(layout.firstLine(of: 9) == 10)
        #expect(layout.line(of: 0, offset: 0) == 2)
        #expect(layout.line(of: 1, offset: 0) == 4)
        #expect(layout.line(of: 1, offset: 40) == 6)
        #expect(layout.line(of: 2, offset: 25) == 10)
    }

    @Test func theStatusLineHasTheTitleThePageAndHowFarThroughInReverseVideo() {
        #expect(layout.statusLine(top: 0, rows: 3, columns: 40)
            == "\u{1B}[7m Market day" + String(repeating: " ", count: 14) + "page 1/4 · 27% \u{1B}[0m")
        // Too narrow for the whole title: it is cut.
        #expect(layout.statusLine(top: 8, rows: 3, columns: 24) == "\u{1B}[7m Marke… page 4/4 · 100% \u{1B}[0m")
    }

    @Test func wordsAreFoundWithTheLemmasTheyCountFor() {
        let text = ArticleReaderText(document: ArticleDocument(title: "T", blocks: [
            .paragraph("Tom didn't like the well-known 3,000 markets. Mr Brown is here!"),
        ]), lists: ReaderFixture.lists)
        let block = text.blocks[0]
        #expect(block.words.map { block.text($0.range) } == ["Tom", "didn't", "like", "the", "well-known", "3,000", "markets", "Mr", "Brown", "is", "here"])
        #expect(block.words.map(\.lemmas) == [[], ["do", "not"], ["like"], ["the"], ["well", "know"], [], ["market"], [], [], ["is"], ["here"]])
        #expect(block.sentences.map { block.text($0) } == ["Tom didn't like the well-known 3,000 markets.", "Mr Brown is here!"])
        #expect(text.lemmas(of: "Apples") == ["apple"])
        #expect(text.lemmas(of: "went") == ["go"])
    }

    @Test func controlCharactersAreGoneBeforeTheTextIsLaidOut() {
        let text = ArticleReaderText(document: ArticleDocument(title: "Evil\u{1B}[2J title", blocks: [
            .paragraph("Red\u{1B}[31m apples\u{202E} here."),
        ]), lists: ReaderFixture.lists)
        #expect(text.title == "Evil[2J title")
        #expect(text.blocks[0].text == "Red[31m apples here.")
        let layout = ArticlePageLayout(text: text, columns: 80)
        #expect(layout.painted(0, unknown: []) == "  \u{1B}[1mEvil[2J title\u{1B}[0m")
        #expect(layout.painted(2, unknown: ["apple"]) == "  Red[31m \u{1B}[4mapples\u{1B}[0m here.")
    }
}
