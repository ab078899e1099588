import Testing
@testable import Transcription

struct GivenTextTests {
    private func texts(_ text: GivenText) -> [String] { text.words.map(\.text) }

    @Test func wordsKeepTheirSpellingAndPunctuation() {
        #expect(texts(GivenText("  ¡Hola,  Señor García!\tWhat's   up? ")) == ["¡Hola,", "Señor", "García!", "What's", "up?"])
    }

    @Test func eachLineIsAParagraphEndingOnItsLastWord() {
        let text = GivenText("First line here.\n\nSecond line.\r\nThird\n")
        #expect(texts(text) == ["First", "line", "here.", "Second", "line.", "Third"])
        #expect(text.words.map(\.endsParagraph) == [false, false, true, false, true, true])
    }

    @Test func aLeadingDialogueDashJoinsTheNextWord() {
        let text = GivenText("— Hola, ¿qué tal?\n— Bien, gracias.")
        #expect(texts(text) == ["— Hola,", "¿qué", "tal?", "— Bien,", "gracias."])
        #expect(text.words.map(\.endsParagraph) == [false, false, true, false, true])
    }

    @Test func aMarkStandingAloneJoinsTheWordBeforeIt() {
        #expect(texts(GivenText("Wait … what — no - yes")) == ["Wait …", "what —", "no -", "yes"])
    }

    @Test func aLineOfMarksOnlyHasNoWords() {
        let text = GivenText("— …\nHello.")
        #expect(texts(text) == ["Hello."])
        #expect(text.words.map(\.endsParagraph) == [true])
    }

    @Test func anEmptyTextHasNoWords() {
        #expect(GivenText("").words.isEmpty)
        #expect(GivenText(" \n\t\n ").words.isEmpty)
    }

    @Test(arguments: [("Autobús,", "autobus"), ("¿QUÉ?", "que"), ("don't", "dont"), ("Élève", "eleve"), ("2024.", "2024"),
                      ("— Hola", "hola"), ("…", ""), ("naïve", "naive"), ("Straße", "straße")])
    func wordsAreComparedWithoutCaseAccentsOrPunctuation(_ text: String, _ key: String) {
        #expect(WordKey.of(text) == key)
    }
}
