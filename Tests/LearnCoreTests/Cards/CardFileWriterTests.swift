import Foundation
import Testing
@testable import LearnCore

struct CardFileWriterTests {
    let start = Date(timeIntervalSince1970: 1_738_314_000)

    func card(_ word: String, _ translation: String, _ transcription: String = "", group: Int64 = 1) -> Card {
        Card(accountId: 1, groupId: group, word: word, transcription: transcription, translation: translation, createdAt: start)
    }

    @Test func writesTheHeaderAndOneTabSeparatedLinePerCard() {
        let text = CardFileWriter.text(
            for: [card("passport", "el pasaporte", "/ˈpɑːspɔːt/"), card("cup", "la taza", group: 2)],
            groupNames: [1: "Travel", 2: "Cafe"])
        #expect(text == """
            #separator:tab
            #html:false
            #columns:Word\tTranslation\tTranscription\tGroup
            #deck column:4
            passport\tel pasaporte\t/ˈpɑːspɔːt/\tTravel
            cup\tla taza\t\tCafe

            """)
    }

    @Test func quotesFieldsThatWouldBeMisread() {
        let text = CardFileWriter.text(for: [card("#1 fan", "el \"fan\" número uno")], groupNames: [1: "Travel"])
        #expect(text.hasSuffix("\"#1 fan\"\t\"el \"\"fan\"\" número uno\"\t\tTravel\n"))
    }

    @Test func whatIsWrittenReadsBackTheSame() throws {
        let cards = [
            card("passport", "el pasaporte", "/ˈpɑːspɔːt/"),
            card("#hashtag", "la etiqueta", group: 2),
            card("say \"cheese\"", "decir \"patata\"", "/seɪ tʃiːz/"),
            card("fish, chips; peas", "pescado", group: 2),
        ]
        let text = CardFileWriter.text(for: cards, groupNames: [1: "Travel", 2: "Cafe"])
        let rows = try CardFileReader.read(Data(text.utf8), file: "export.txt")
        #expect(rows.map(\.word) == cards.map(\.word))
        #expect(rows.map(\.translation) == cards.map(\.translation))
        #expect(rows.map(\.transcription) == cards.map(\.transcription))
        #expect(rows.map(\.group) == ["Travel", "Cafe", "Travel", "Cafe"])
    }
}
