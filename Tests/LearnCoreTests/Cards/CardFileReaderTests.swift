import Foundation
import Testing
@testable import LearnCore

struct CardFileReaderTests {
    func read(_ text: String) throws -> [CardFileRow] {
        try CardFileReader.read(Data(text.utf8), file: "cards.txt")
    }

    func readError(_ text: String) -> CardFileError? {
        do {
            _ = try read(text)
            return nil
        } catch {
            return error as? CardFileError
        }
    }

    @Test func readsLearnctlsOwnExport() throws {
        let rows = try read("""
            #separator:tab
            #html:false
            #columns:Word\tTranslation\tTranscription\tGroup
            #deck column:4
            passport\tel pasaporte\t/ˈpɑːspɔːt/\tTravel
            \"say \"\"hi\"\"\"\tsaludar\t\tCafe

            """)
        #expect(rows == [
            CardFileRow(line: 5, word: "passport", translation: "el pasaporte", transcription: "/ˈpɑːspɔːt/", group: "Travel"),
            CardFileRow(line: 6, word: "say \"hi\"", translation: "saludar", transcription: "", group: "Cafe"),
        ])
    }

    @Test func readsAnkisNotesInPlainTextExport() throws {
        let rows = try read("""
            #separator:tab
            #html:true
            #guid column:1
            #notetype column:2
            #deck column:3
            #tags column:6
            a1B2c3\tBasic\tVocabulary::Travel\t<b>luggage</b>\tel&nbsp;equipaje<br>\tnoun
            d4E5f6\tBasic\tVocabulary::Travel\tfish &amp; chips\tpescado con patatas\t

            """)
        #expect(rows.map(\.word) == ["luggage", "fish & chips"])
        #expect(rows.map(\.translation) == ["el equipaje", "pescado con patatas"])
        #expect(rows.map(\.transcription) == ["", ""])
        #expect(rows.map(\.group) == ["Vocabulary::Travel", "Vocabulary::Travel"])
    }

    @Test func readsCommaSeparatedValuesWithQuotesWithoutAHeader() throws {
        let rows = try read("ticket,\"el billete, de tren\",/ˈtɪkɪt/\r\n\"map\",el mapa,\r\n")
        #expect(rows.map(\.word) == ["ticket", "map"])
        #expect(rows.map(\.translation) == ["el billete, de tren", "el mapa"])
        #expect(rows.map(\.transcription) == ["/ˈtɪkɪt/", ""])
        #expect(rows.map(\.group) == [nil, nil])
        #expect(rows.map(\.line) == [1, 2])
    }

    @Test func readsSemicolonsAndTheDeckHeader() throws {
        let rows = try read("#separator:Semicolon\n#deck:Cafe\n#columns:Front;Back\ncup;la taza\nspoon;la cuchara\n")
        #expect(rows.map(\.word) == ["cup", "spoon"])
        #expect(rows.map(\.group) == ["Cafe", "Cafe"])
    }

    @Test func namedColumnsMayComeInAnyOrder() throws {
        let rows = try read("#separator:comma\n#columns:Group,Transcription,Back,Front\nTravel,/mæp/,el mapa,map\n")
        #expect(rows == [CardFileRow(line: 3, word: "map", translation: "el mapa", transcription: "/mæp/", group: "Travel")])
    }

    @Test func aQuotedFieldMaySpanLinesAndLineNumbersFollow() throws {
        let error = readError("a\tb\n\"two\nlines\"\tc\n\td\n")
        #expect(error == CardFileError(file: "cards.txt", line: 2, message: "The word must be a single line without tabs or other control characters."))
        #expect(readError("#tags column:3\na\tb\tx\nc\td\t\"two\nlines\"\ne\t\t\n")?.line == 5)
        #expect(readError("a\tb\nok\tfine\nd\t\n")?.line == 3)
    }

    @Test func aRowWithTheWrongNumberOfFieldsIsNamed() {
        let error = readError("#separator:tab\npassport\tel pasaporte\t/ˈpɑːspɔːt/\nmap\tel mapa\n")
        #expect(error?.line == 3)
        #expect(error?.message == "This row has 2 fields but the file has 3 columns; check the separators and quotes.")
        #expect(error?.description
            == "cards.txt, line 3: This row has 2 fields but the file has 3 columns; check the separators and quotes. Nothing was imported.")
    }

    @Test func anEmptyWordOrTranslationIsNamed() {
        #expect(readError("map\tel mapa\n\tel tren\n") == CardFileError(
            file: "cards.txt", line: 2, message: "The word must not be empty."))
        #expect(readError("map\tel mapa\ntrain\t \n") == CardFileError(
            file: "cards.txt", line: 2, message: "The translation must not be empty."))
    }

    @Test func anUnclosedQuoteIsNamed() {
        #expect(readError("map\tel mapa\n\"train\tel tren\n") == CardFileError(
            file: "cards.txt", line: 2, message: "A quoted field is never closed."))
        #expect(readError("\"map\"x\tel mapa\n")?.line == 1)
    }

    @Test func aFileWithOneColumnHasNoTranslation() {
        #expect(readError("map\ntrain\n")?.message
            == "A card needs a word and a translation column, but the file has 1 column to take them from.")
    }

    @Test func badHeadersAreNamed() {
        #expect(readError("#separator:slash\nmap/el mapa\n") == CardFileError(
            file: "cards.txt", line: 1,
            message: "Unknown separator \"slash\"; use tab, comma, semicolon, pipe, colon or space."))
        #expect(readError("#separator:tab\n#deck column:x\nmap\tel mapa\n")?.line == 2)
        #expect(readError("#separator:tab\n#deck column:5\nmap\tel mapa\n")?.line == 3)
    }

    @Test func textThatIsNotUTF8IsRefused() {
        #expect(throws: CardFileError(file: "cards.txt", line: nil, message: "The file is not UTF-8 text.")) {
            try CardFileReader.read(Data([0x6D, 0x61, 0x70, 0x09, 0xFF, 0x0A]), file: "cards.txt")
        }
    }

    @Test func blankLinesAndAByteOrderMarkAreIgnored() throws {
        let rows = try read("\u{FEFF}map\tel mapa\n\n\ntrain\tel tren")
        #expect(rows.map(\.word) == ["map", "train"])
        #expect(rows.map(\.line) == [1, 4])
    }

    @Test func theStarterGroupsHaveAtLeastTwentyTranscribedAndTranslatedWordsEach() throws {
        let content = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().appendingPathComponent("../../../Content").standardizedFileURL
        let rows = try StarterCards.rows(environment: [ContentDirectory.environmentVariable: content.path])
        let groups = Dictionary(grouping: rows, by: { $0.group ?? "" })
        #expect(groups.keys.sorted() == ["Cafe", "Education", "Travel"])
        for (_, rows) in groups {
            #expect(rows.count >= 20)
            #expect(rows.allSatisfy { $0.transcription.hasPrefix("/") && $0.transcription.hasSuffix("/") })
            #expect(Set(rows.map { CardText.key($0.word) }).count == rows.count)
        }
    }
}
