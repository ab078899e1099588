import Foundation
import Testing
import TestSupport
@testable import AnkiPackage

struct AnkiPackageWriterTests {
    static let noteType = AnkiNoteType(
        id: 0, name: "learnctl word", fields: ["Word", "Transcription", "Translation", "Audio"],
        templates: [.init(name: "Recognition", front: "{{Word}} {{Audio}}", back: "{{FrontSide}}<hr id=answer>{{Transcription}}<br>{{Translation}}")],
        css: ".card { font-family: sans-serif; }")

    /// Anki's own package opens what the writer makes: the decks, the note type, every note with
    /// its fields, one card per note, and the media.
    @Test func anExportedPackageOpensInAnkiWithItsNotesAndMedia() throws {
        let folder = try TemporaryFolder("apkg")
        defer { folder.remove() }
        let audio = URL(fileURLWithPath: "\(folder.path)/hello.wav")
        try WAVFileWriter.write(to: audio.path, channels: 1, sampleRate: 16000)
        let contents = AnkiExport(
            noteType: Self.noteType,
            notes: [
                .init(deck: "English::Cafe", fields: ["coffee", "/ˈkɒfi/", "el café", "[sound:hello.wav]"], identity: "coffee"),
                .init(deck: "English::Cafe", fields: ["tea & milk", "", "té con leche", ""], identity: "tea"),
                .init(deck: "Travel", fields: ["ticket", "/ˈtɪkɪt/", "el billete", ""], identity: "ticket"),
            ],
            media: [.init(name: "hello.wav", file: audio)])
        let apkg = URL(fileURLWithPath: "\(folder.path)/out.apkg")
        try AnkiPackageWriter.write(contents, to: apkg)

        let anki = try AnkiTool.read(apkg.path)
        #expect((anki["decks"] as! [String]).contains("English::Cafe"))
        #expect((anki["decks"] as! [String]).contains("Travel"))
        #expect((anki["noteTypes"] as! [String: [String]])["learnctl word"] == ["Word", "Transcription", "Translation", "Audio"])
        let notes = anki["notes"] as! [[String: Any]]
        #expect(Set(notes.map { $0["fields"] as! [String] }) == Set(contents.notes.map(\.fields)))
        #expect(anki["cards"] as? Int == 3)
        #expect(anki["media"] as? [String] == ["hello.wav"])
        let coffee = try #require(notes.first { ($0["fields"] as! [String])[0] == "coffee" })
        #expect(coffee["deck"] as? String == "English::Cafe")
        let question = ((coffee["cards"] as! [[String: String]])[0]["question"])!
        #expect(question.contains("coffee"))

        // And this package reads back the same.
        let package = try AnkiPackageReader(url: apkg)
        #expect(package.collection.notes.map(\.fields) == contents.notes.map(\.fields))
        #expect(try package.mediaData(named: "hello.wav") == Data(contentsOf: audio))
    }

    @Test func aPackageThatCannotBeWrittenLeavesNothing() throws {
        let folder = try TemporaryFolder("apkg")
        defer { folder.remove() }
        let contents = AnkiExport(
            noteType: Self.noteType, notes: [.init(deck: "D", fields: ["a", "", "b", "[sound:gone.mp3]"], identity: "a")],
            media: [.init(name: "gone.mp3", file: URL(fileURLWithPath: "\(folder.path)/gone.mp3"))])
        let apkg = URL(fileURLWithPath: "\(folder.path)/out.apkg")
        #expect(throws: AnkiPackageError.self) { try AnkiPackageWriter.write(contents, to: apkg) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func notesKeepTheirGuidWhenExportedAgain() {
        #expect(LegacyCollection.guid("learnctl word\u{1F}coffee") == LegacyCollection.guid("learnctl word\u{1F}coffee"))
        #expect(LegacyCollection.guid("a") != LegacyCollection.guid("b"))
        // Anki's checksum of "hello": the first 8 hex digits of its SHA-1, aaf4c61d.
        #expect(LegacyCollection.checksum("hello") == 0xaaf4c61d)
    }
}
