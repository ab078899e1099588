import Foundation
import Testing
import TestSupport
@testable import AnkiPackage

struct AnkiPackageReaderTests {
    /// Both layouts Anki exports today hold the notes, their note types and fields, the decks,
    /// the media and the review history Anki wrote.
    @Test(arguments: [("new.apkg", 3), ("legacy.apkg", 2)])
    func aPackageExportedByAnkiIsReadWhole(file: String, version: Int) throws {
        let folder = try AnkiTool.packages.get()
        let expected = try AnkiTool.expected()
        let package = try AnkiPackageReader(url: URL(fileURLWithPath: "\(folder)/\(file)"))
        #expect(package.version == version)

        let collection = package.collection
        let expectedNotes = expected["notes"] as! [[String: Any]]
        #expect(collection.notes.map(\.fields) == expectedNotes.map { $0["fields"] as! [String] })
        #expect(collection.notes.map { collection.noteTypes[$0.noteTypeId]?.name } == expectedNotes.map { $0["noteType"] as? String })
        let vocabulary = try #require(collection.noteTypes.values.first { $0.name == "Vocabulary" })
        #expect(vocabulary.fields == ["Word", "IPA", "Meaning", "Audio"])
        let decks = collection.notes.map { note in
            collection.cards.first { $0.noteId == note.id }.flatMap { collection.decks[$0.deckId] }
        }
        #expect(decks == expectedNotes.map { $0["deck"] as? String })

        #expect(package.mediaNames == expected["media"] as! [String])
        let audio = try package.mediaData(named: "hablar.wav")
        #expect(audio.starts(with: Array("RIFF".utf8)))
        #expect(audio.count == 44 + 16000)

        let histories = expected["histories"] as! [String: [Int]]
        let days = expected["days"] as! [String: [Int]]
        for (word, eases) in histories {
            let note = try #require(collection.notes.first { $0.fields.first == word })
            let card = try #require(collection.cards.first { $0.noteId == note.id })
            let reviews = collection.reviews.filter { $0.cardId == card.id }
            #expect(reviews.map(\.ease) == eases, "\(word)")
            let ages = reviews.map { Int(($0.date.timeIntervalSinceNow / 86_400).rounded()) }
            #expect(ages == days[word]!, "\(word)")
        }
    }

    /// Anki 2.0's layout: `collection.anki2` (schema 11), no `meta`. Made from Anki's legacy
    /// export by renaming its collection, which is the same schema.
    @Test func anAnki20PackageIsRead() throws {
        let folder = try TemporaryFolder("apkg")
        defer { folder.remove() }
        let legacy = "\(try AnkiTool.packages.get())/legacy.apkg"
        let old = "\(folder.path)/anki20.apkg"
        let script = """
            import sys, zipfile
            source, target = zipfile.ZipFile(sys.argv[1]), zipfile.ZipFile(sys.argv[2], "w")
            for name in source.namelist():
                if name in ("meta", "collection.anki2"):
                    continue
                target.writestr("collection.anki2" if name == "collection.anki21" else name, source.read(name))
            target.close()
            """
        let made = try Shell.run("python3", ["-c", script, legacy, old])
        #expect(made.status == 0, "\(made.stderr)")
        let package = try AnkiPackageReader(url: URL(fileURLWithPath: old))
        #expect(package.version == 1)
        #expect(package.collection.notes.count == 5)
        #expect(package.collection.reviews.count == 7)
        #expect(try package.mediaData(named: "comer.wav").count == 44 + 16000)
    }

    @Test func aFileThatIsNotAPackageIsRefusedClearly() throws {
        let folder = try TemporaryFolder("apkg")
        defer { folder.remove() }
        let notZip = URL(fileURLWithPath: "\(folder.path)/deck.apkg")
        try Data("not a zip".utf8).write(to: notZip)
        #expect(throws: AnkiPackageError.notAPackage("not a zip archive")) { try AnkiPackageReader(url: notZip) }
    }
}
