import Testing
@testable import Translation

struct MachineTranslationTests {
    @Test func unknownWordsAreSegmentsOfTheirOwnWithoutTheMark() {
        let translation = MachineTranslation(apertiumOutput: "Have a big dog and *xyzzyq.")
        #expect(translation.text == "Have a big dog and xyzzyq.")
        #expect(translation.untranslated == ["xyzzyq"])
        #expect(translation.marked == "Have a big dog and *xyzzyq.")
        #expect(translation.segments.map(\.untranslated) == [false, true, false])
        #expect(translation.notInflected.isEmpty)
    }

    @Test func transferMarksAreUntranslatedAndGenerationMarksNotInflected() {
        let translation = MachineTranslation(apertiumOutput: "#vendré con @Zaragoza-Sur y *l'amic, *l'amic")
        #expect(translation.untranslated == ["Zaragoza-Sur", "l'amic"])
        #expect(translation.notInflected == ["vendré"])
        #expect(translation.segments.compactMap(\.mark) == [.notInflected, .noTranslation, .unknown, .unknown])
        #expect(translation.text == "vendré con Zaragoza-Sur y l'amic, l'amic")
    }

    @Test func anAsteriskThatMarksNoWordStays() {
        let translation = MachineTranslation(apertiumOutput: "5 * 3 = 15, not a*b")
        #expect(translation.untranslated.isEmpty)
        #expect(translation.text == "5 * 3 = 15, not a*b")
    }
}
