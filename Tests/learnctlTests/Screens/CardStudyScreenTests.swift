import Foundation
import LearnCore
import Testing

/// The Memorise Words screen's model and view, without a terminal (see KeyDecoderTests for how
/// its source is compiled here).
@Suite struct CardStudyScreenTests {
    func screen(transcription: String = "/ˈpɑːspɔːt/") -> CardStudyScreen {
        let card = Card(accountId: 1, groupId: 1, word: "passport", transcription: transcription, translation: "el pasaporte",
                        createdAt: Date(timeIntervalSince1970: 0))
        return CardStudyScreen(group: "Travel", total: 2, position: 1, card: card, status: "Travel: 2 cards (0 due, 2 new).")
    }

    @Test func theTranslationIsHiddenUntilRevealed() {
        var screen = screen()
        #expect(screen.view((24, 80)) == [
            "Travel — card 1 of 2", "", "    passport", "    /ˈpɑːspɔːt/", "", "    ···", "",
            "space: reveal   k: know   d: don't know   s: say   q: quit", "", "Travel: 2 cards (0 due, 2 new).",
        ])
        for key in [Key.character(" "), .enter, .character("r"), .character("R")] {
            var revealing = screen
            #expect(revealing.update(key) == .stay)
            #expect(revealing.view((24, 80))[5] == "    el pasaporte", "\(key) reveals")
        }
        #expect(screen.update(.character("x")) == .stay)
        #expect(screen.view((24, 80))[5] == "    ···", "another key does nothing")
    }

    @Test func answersAndSpeechAreEffects() {
        var screen = screen()
        #expect(screen.update(.character("k")) == .perform(.answer(knew: true)))
        #expect(screen.update(.character("D")) == .perform(.answer(knew: false)))
        #expect(screen.update(.character("s")) == .perform(.say))
        #expect(screen.update(.character("p")) == .perform(.play))
    }

    @Test func qCtrlCAndCtrlDLeave() {
        var screen = screen()
        for key in [Key.character("q"), .character("Q"), .interrupt, .endOfInput] {
            #expect(screen.update(key) == .leave, "\(key)")
        }
    }

    @Test func aNoticeShowsUntilTheNextKey() {
        var screen = screen()
        screen.notice = "This card has no recording line to play."
        #expect(screen.view((24, 80)).last == "This card has no recording line to play.")
        _ = screen.update(.character(" "))
        #expect(screen.view((24, 80)).last == "Travel: 2 cards (0 due, 2 new).")
    }

    @Test func theNextCardIsShownHidden() {
        var screen = screen(transcription: "")
        _ = screen.update(.enter)
        var next = Card(accountId: 1, groupId: 1, word: "luggage", transcription: "", translation: "el equipaje",
                        createdAt: Date(timeIntervalSince1970: 0))
        next.lineIndex = 3
        screen.show(next, position: 2, total: 2)
        let view = screen.view((24, 80))
        #expect(view[0] == "Travel — card 2 of 2")
        #expect(view[2...5] == ["    luggage", "", "", "    ···"])
        #expect(view[7].contains("p: play the line"), "a card from a recording line has p")
    }
}
