import Testing

// The other Swift files in this folder that are no tests are links to learnctl-study's own files:
// learnctlTests cannot import an executable target it does not depend on, so the pure parts of
// the screens — keys, models and views without I/O — are compiled here as well.

/// The one key decoder of the interactive screens: the bytes a terminal sends, as keys.
@Suite struct KeyDecoderTests {
    func keys(_ text: String) -> [Key] {
        KeyDecoder.keys(in: Array(text.utf8))
    }

    @Test func printableBytesAreCharactersInTheirCase() {
        #expect(keys("aQ7 ,") == [.character("a"), .character("Q"), .character("7"), .character(" "), .character(",")])
    }

    @Test func textInUTF8IsOneKeyACharacter() {
        #expect(keys("é ñ😀") == [.character("é"), .character(" "), .character("ñ"), .character("😀")])
    }

    @Test func theArrowsComeInBothForms() {
        #expect(keys("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
        #expect(keys("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD") == [.up, .down, .right, .left])
        #expect(keys("\u{1B}[1;5C") == [.right], "a modified arrow is still the arrow")
    }

    @Test func homeEndPagesAndDelete() {
        #expect(keys("\u{1B}[H\u{1B}[1~\u{1B}[7~\u{1B}OH") == [.home, .home, .home, .home])
        #expect(keys("\u{1B}[F\u{1B}[4~\u{1B}[8~") == [.end, .end, .end])
        #expect(keys("\u{1B}[5~\u{1B}[6~\u{1B}[3~") == [.pageUp, .pageDown, .delete])
    }

    @Test func controlBytes() {
        #expect(keys("\r\n\t\u{7F}") == [.enter, .enter, .tab, .backspace])
        #expect(keys("\u{03}\u{04}") == [.interrupt, .endOfInput])
        #expect(keys("\u{08}\u{0B}\u{13}\u{17}\u{15}") == [.control("H"), .control("K"), .control("S"), .control("W"), .control("U")])
        #expect(keys("\u{00}\u{1C}\u{1F}").isEmpty, "control bytes without a key give none")
    }

    @Test func escIsAKeyWhenItEndsWhatWasRead() {
        #expect(keys("\u{1B}") == [.escape])
        #expect(keys("q\u{1B}") == [.character("q"), .escape])
    }

    @Test func escBeforeAnotherKeyIsDropped() {
        #expect(keys("\u{1B}x") == [.character("x")], "Alt-x is read as x")
    }

    @Test func sequencesCutOffOrUnknownGiveNoKey() {
        #expect(keys("\u{1B}[1").isEmpty)
        #expect(keys("\u{1B}[Z").isEmpty, "Shift-Tab is no key of the screens")
        #expect(keys("\u{1B}[2~a") == [.character("a")], "Insert gives none; what follows is read")
    }

    @Test func aBurstKeepsItsOrder() {
        #expect(keys("ab\u{1B}[A\rc") == [.character("a"), .character("b"), .up, .enter, .character("c")])
    }

    @Test func lettersMatchInEitherCase() {
        #expect(Key.character("Q").isLetter("q"))
        #expect(Key.character("q").lowercased == "q")
        #expect(Key.enter.lowercased == nil)
        #expect(!Key.character("w").isLetter("q"))
    }
}
