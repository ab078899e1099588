import Testing
@testable import Translation

struct DictionaryEntryTests {
    @Test func aOneLineEntryHasOneSense() {
        let entry = DictionaryEntry(parsing: "house /haus/\ncasa\n")
        #expect(entry.headword == "house")
        #expect(entry.pronunciations == ["haus"])
        #expect(entry.partOfSpeech == nil)
        #expect(entry.senses == [DictionarySense(translations: ["casa"])])
    }

    @Test func numberedSensesKeepTheirTranslationsApart() {
        let entry = DictionaryEntry(parsing: "run /rʌn/\n1. atropellar\n2. arranque\n3. funcionar\n4. correr, huir\n")
        #expect(entry.senses.map(\.translations) == [["atropellar"], ["arranque"], ["funcionar"], ["correr", "huir"]])
    }

    @Test func partOfSpeechAndSeveralPronunciationsAreRead() {
        let entry = DictionaryEntry(parsing: "maison /me.zɔ̃/ /mɛ.zɔ̃/ <n, fem>\n1. casa\n")
        #expect(entry.headword == "maison")
        #expect(entry.pronunciations == ["me.zɔ̃", "mɛ.zɔ̃"])
        #expect(entry.partOfSpeech == "n, fem")
    }

    @Test func wikDictDefinitionsBecomeNotesOfTheirSense() {
        let text = "point /pwɛ̃/ <n, masc>\n1. tanto, punto\n2. puntada, punto\n(Couture) Action de piquer\n"
            + "5. punto 2.\nPetite marque ronde\n 3.\nSigne de ponctuation\n"
        let entry = DictionaryEntry(parsing: text)
        #expect(entry.senses.count == 3)
        #expect(entry.senses[1] == DictionarySense(translations: ["puntada", "punto"], notes: ["(Couture) Action de piquer"]))
        #expect(entry.senses[2] == DictionarySense(translations: ["punto"], notes: ["Petite marque ronde", "Signe de ponctuation"]))
    }

    @Test func anUnnumberedTranslationCanHaveNotes() {
        let entry = DictionaryEntry(parsing: "temple /tɑ̃pl/ <n, masc>\ntemplo, iglesia\nédifice public consacré au culte\n")
        #expect(entry.senses == [DictionarySense(translations: ["templo", "iglesia"], notes: ["édifice public consacré au culte"])])
    }

    @Test func aHeadwordWithoutPronunciationIsTheWholeLine() {
        let entry = DictionaryEntry(parsing: "a bordo\naboard\n")
        #expect(entry.headword == "a bordo")
        #expect(entry.senses.map(\.translations) == [["aboard"]])
    }
}
