import Articles
import ListenProtocol
import Testing

/// The reading screen's model without a terminal: pages and lines, the position kept, the end
/// counted once, the word prompt, words no longer new, and reading aloud sentence by sentence.
@Suite struct ArticleReaderModelTests {
    /// 5 rows × 24 columns: 3 rows of text (the fixture's 11 lines are 4 pages), the status line and the keys.
    static let size: TerminalSize = (5, 24)

    private func model(position: Int = 0) -> ArticleReaderModel {
        var model = ArticleReaderModel(text: ReaderFixture.text, unknown: ReaderFixture.unknown, position: position, size: Self.size)
        model.fit(Self.size)
        return model
    }

    private func type(_ text: String, into model: inout ArticleReaderModel) -> ScreenStep<ArticleReaderModel.Effect> {
        var step = ScreenStep<ArticleReaderModel.Effect>.stay
        for character in text { step = model.update(.character(character)) }
        return step
    }

    private func speech(_ utterance: Int, ended: SpeechPayload.Ending?) -> SpeechPayload {
        SpeechPayload(utterance: utterance, speaking: ended == nil, text: "", voice: "en", rate: 175, duration: 1, ended: ended)
    }

    @Test func pagesForwardKeepThePositionAndTheEndCountsOnce() {
        var model = model()
        #expect(model.pageRows == 3 && model.top == 0 && model.position == 0)
        // The blank line after a block counts as the block after it.
        #expect(model.update(.character(" ")) == .perform(.keep(position: 1, finish: false)))
        #expect(model.top == 3)
        #expect(model.update(.pageDown) == .stay, "still in block 1")
        #expect(model.top == 6 && !model.atEnd)
        // The last page shows the last line at the bottom; the top line is the blank before block 2.
        #expect(model.update(.character("f")) == .perform(.keep(position: 2, finish: true)))
        #expect(model.top == 8 && model.atEnd && model.reachedEnd)
        model.finished()
        #expect(model.message == "Read to the end: counted for today.")
        #expect(model.update(.character(" ")) == .stay, "the end counts once, and the place has not moved")
        #expect(model.message == nil)
        #expect(model.update(.character("b")) == .perform(.keep(position: 1, finish: false)))
        #expect(model.top == 5)
        #expect(model.update(.pageUp) == .perform(.keep(position: 0, finish: false)))
        #expect(model.update(.pageUp) == .stay && model.top == 0)
        #expect(model.update(.character("G")) == .perform(.keep(position: 2, finish: false)))
        #expect(model.update(.character("g")) == .perform(.keep(position: 0, finish: false)))
    }

    @Test func linesUpAndDown() {
        var model = model()
        // The title and the blank line under it are the first block's.
        #expect(model.update(.down) == .stay && model.top == 1)
        #expect(model.update(.character("j")) == .stay && model.top == 2)
        #expect(model.update(.enter) == .perform(.keep(position: 1, finish: false)))
        #expect(model.top == 3)
        #expect(model.update(.up) == .perform(.keep(position: 0, finish: false)))
        #expect(model.update(.up) == .stay && model.update(.up) == .stay && model.top == 0)
        #expect(model.update(.up) == .stay && model.top == 0)
        #expect(model.update(.end) == .perform(.keep(position: 2, finish: true)))
    }

    @Test func anArticleOnOnePageIsReadAtTheFirstKeyForward() {
        var model = ArticleReaderModel(text: ReaderFixture.text, unknown: [], position: 0, size: (24, 80))
        model.fit((24, 80))
        #expect(model.atEnd && !model.reachedEnd, "opening it does not count")
        #expect(model.update(.character(" ")) == .perform(.keep(position: 0, finish: true)))
    }

    @Test func itOpensAtTheKeptPosition() {
        #expect(model(position: 1).top == 4)
        // Block 2 starts on the last page: the screen is filled to the end.
        #expect(model(position: 2).top == 8 && model(position: 2).position == 2)
        #expect(model(position: 40).top == 8)
        #expect(!model(position: 2).reachedEnd)
    }

    @Test func aWiderTerminalWrapsAgainKeepingTheLineAtTheTop() {
        var model = model()
        _ = model.update(.character(" "))
        _ = model.update(.down)
        _ = model.update(.down)
        #expect(model.top == 5, "“the market. They” of block 1, from its 21st character")
        model.fit((5, 30))
        #expect(model.layout.width == 26 && model.pageRows == 3)
        let top = model.layout.lines[model.top]
        #expect(top.block == 1 && top.range.contains(21) && model.top == 4)
        #expect(String(model.layout.characters(of: model.top)) == "The children went to the")
        // 7 lines of 76 columns and 4 rows of text: the end is at the bottom from the blank line before block 1.
        model.fit((6, 80))
        #expect(model.layout.width == 76 && model.pageRows == 4)
        #expect(model.top == 3 && model.position == 1)
        model.fit((12, 80))
        #expect(model.top == 0)

        // At the title, the title stays at the top.
        var atTitle = self.model()
        atTitle.fit((5, 30))
        #expect(atTitle.top == 0 && atTitle.layout.width == 26)
    }

    @Test func theViewShowsThePageTheStatusLineAndTheKeys() {
        var model = model()
        #expect(model.view(Self.size) == [
            "  \u{1B}[1mMarket day\u{1B}[0m", "", "  \u{1B}[1mAt the Market\u{1B}[0m",
            "\u{1B}[7m Market… page 1/4 · 27% \u{1B}[0m",
            "Space/b: page · /: look", // the keys, cut to the terminal's width less a column
        ])
        _ = model.update(.character("G"))
        #expect(model.view(Self.size)[0..<4] == ["", "  Tom didn't like the", "  \u{1B}[4mnoisy\u{1B}[0m market.",
                                                 "\u{1B}[7m Marke… page 4/4 · 100% \u{1B}[0m"])
    }

    @Test func slashAsksForAWordOfferingTheFirstNewOneOnTheScreen() {
        var model = model()
        _ = model.update(.character(" "))
        #expect(model.firstUnknownWordOnScreen == nil)
        _ = model.update(.character(" "))
        #expect(model.firstUnknownWordOnScreen == "bread")
        #expect(model.update(.character("/")) == .stay)
        #expect(model.view((5, 60)).last == "Look up [bread]: ▏")
        #expect(model.update(.enter) == .perform(.lookUp("bread")))
        #expect(model.prompt == nil)

        // Typed: the word typed is taken; Backspace edits it; the keys are letters while typing.
        _ = model.update(.character("/"))
        #expect(type("applez", into: &model) == .stay)
        _ = model.update(.backspace)
        #expect(type("s", into: &model) == .stay)
        #expect(model.view((5, 60)).last == "Look up [bread]: apples▏")
        #expect(model.update(.enter) == .perform(.lookUp("apples")))

        // Esc gives up; so does Enter with nothing offered or typed.
        _ = model.update(.character("k"))
        #expect(model.update(.escape) == .stay && model.prompt == nil)
        _ = model.update(.character("g"))
        #expect(model.firstUnknownWordOnScreen == nil)
        _ = model.update(.character("c"))
        #expect(model.view((5, 60)).last == "Make a card of: ▏")
        #expect(model.update(.enter) == .stay && model.prompt == nil)
    }

    @Test func kAndCAskForTheWordToMarkKnownOrMakeACard() {
        var model = model(position: 2)
        _ = model.update(.character("k"))
        #expect(model.view((5, 60)).last == "Mark known [noisy]: ▏")
        #expect(model.update(.enter) == .perform(.markKnown("noisy")))
        _ = model.update(.character("c"))
        #expect(type("Bread", into: &model) == .stay)
        #expect(model.update(.enter) == .perform(.makeCard("Bread")))
    }

    @Test func aWordNoLongerNewLosesItsUnderlineAtOnce() {
        var model = model(position: 2)
        #expect(model.view(Self.size)[2] == "  \u{1B}[4mnoisy\u{1B}[0m market.")
        model.noLongerNew("Noisy")
        #expect(model.view(Self.size)[2] == "  noisy market.")
        #expect(model.unknown == ["bread"])
        // By lemma, and with the lemmas the marking reported.
        var other = ArticleReaderModel(text: ReaderFixture.text, unknown: ["apple", "child", "bread"], position: 0, size: Self.size)
        other.noLongerNew("apples")
        other.noLongerNew("kids", lemmas: ["child"])
        #expect(other.unknown == ["bread"])
    }

    @Test func aDictionaryEntryShowsAtTheBottomUntilTheNextKey() {
        var model = model()
        model.entry = ["bread /bɹˈɛd/ (n)", "  pan"]
        // 3 rows of text: a rule across the text's 20 columns and one more, and the entry's first line.
        #expect(model.view(Self.size)[0..<3] == ["  \u{1B}[1mMarket day\u{1B}[0m", "  " + String(repeating: "─", count: 21), "  bread /bɹˈɛd/ (n)"])
        var taller = model
        taller.fit((8, 24))
        #expect(taller.view((8, 24))[0..<6] == ["  \u{1B}[1mMarket day\u{1B}[0m", "", "  \u{1B}[1mAt the Market\u{1B}[0m",
                                              "  " + String(repeating: "─", count: 21), "  bread /bɹˈɛd/ (n)", "    pan"])
        _ = model.update(.character("x"))
        #expect(model.entry == nil)
        #expect(model.view(Self.size)[1] == "")
    }

    @Test func sReadsTheFirstParagraphOnTheScreenSentenceBySentence() {
        var model = model()
        _ = model.update(.character(" "))
        _ = model.update(.down)
        #expect(model.update(.character("s")) == .perform(.speak))
        #expect(model.sentenceToSpeak == "The children went to the market.")
        #expect(model.view(Self.size)[0] == "  \u{1B}[7mThe children went to\u{1B}[0m")
        #expect(model.view(Self.size)[1] == "  \u{1B}[7mthe market.\u{1B}[0m They")
        #expect(model.view((5, 80)).last == "Reading aloud: sentence 1 of 2 · s: stop")
        model.speaking(utterance: 4)
        #expect(model.sentenceToSpeak == nil)
        // Another utterance's end, or this one's start, changes nothing.
        model.heard(speech(3, ended: .finished))
        model.heard(speech(4, ended: nil))
        #expect(model.readingAloud?.sentence == 0)
        model.heard(speech(4, ended: .finished))
        #expect(model.sentenceToSpeak == "They bought apples and bread!")
        #expect(model.view(Self.size)[0] == "  The children went to")
        #expect(model.view(Self.size)[1] == "  the market. \u{1B}[7mThey\u{1B}[0m")
        #expect(model.view(Self.size)[2] == "  \u{1B}[7mbought apples and\u{1B}[0m")
        var taller = model
        taller.fit((6, 24))
        #expect(taller.view((6, 24))[3] == "  \u{1B}[4;7mbread\u{1B}[0m\u{1B}[7m!\u{1B}[0m")
        model.speaking(utterance: 5)
        model.heard(speech(5, ended: .finished))
        #expect(model.readingAloud == nil && model.sentenceToSpeak == nil)
        #expect(model.view(Self.size)[1] == "  the market. They")
    }

    @Test func sAgainStopsAndAnEndOtherThanFinishedStopsToo() {
        var model = model(position: 1)
        #expect(model.update(.character("s")) == .perform(.speak))
        model.speaking(utterance: 1)
        #expect(model.update(.character("s")) == .perform(.stopSpeaking))
        #expect(model.readingAloud == nil)

        _ = model.update(.character("s"))
        model.speaking(utterance: 2)
        model.heard(speech(2, ended: .replaced))
        #expect(model.readingAloud == nil)

        _ = model.update(.character("s"))
        model.speaking(utterance: 3)
        var failed = speech(3, ended: .failed)
        failed.error = "no\u{1B}[2J voice"
        model.heard(failed)
        #expect(model.readingAloud == nil)
        #expect(model.message == "listend could not read aloud: no[2J voice")

        _ = model.update(.character("s"))
        model.readingAloudFailed("Reading aloud needs listend, which is not running.")
        #expect(model.readingAloud == nil)
        #expect(model.view((5, 80)).last == "Reading aloud needs listend, which is not running.")
    }

    @Test func onlyHeadingsOnTheScreenLeaveNothingToReadAloud() {
        let text = ArticleReaderText(document: ArticleDocument(title: "T", blocks: [.heading("One"), .heading("Two")]), lists: nil)
        var model = ArticleReaderModel(text: text, unknown: [], position: 0, size: Self.size)
        #expect(model.update(.character("s")) == .stay)
        #expect(model.message == "No paragraph on the screen to read aloud.")
    }

    @Test func qEscCtrlCAndCtrlDLeave() {
        for key in [Key.character("q"), .character("Q"), .escape, .interrupt, .endOfInput] {
            var model = model()
            #expect(model.update(key) == .leave)
        }
        // While a word is typed, they give up the word (q is a letter of it).
        var model = model()
        _ = model.update(.character("/"))
        #expect(model.update(.character("q")) == .stay)
        #expect(model.update(.interrupt) == .stay && model.prompt == nil)
    }
}
