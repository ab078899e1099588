import Foundation
import GRDB

/// Reads an Anki collection's SQLite database (schema 11 or 18) into an ``AnkiCollection``.
enum CollectionDatabase {
    /// The collection in `data`, a whole SQLite database file.
    static func read(_ data: Data) throws(AnkiPackageError) -> AnkiCollection {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("learnctl-apkg-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
            let file = folder.appendingPathComponent("collection.sqlite")
            try data.write(to: file)
            var configuration = Configuration()
            configuration.readonly = true
            configuration.prepareDatabase { db in
                // Schema 18 declares name columns with Anki's own collation.
                db.add(collation: DatabaseCollation("unicase") { $0.lowercased() < $1.lowercased() ? .orderedAscending
                    : $0.lowercased() == $1.lowercased() ? .orderedSame : .orderedDescending })
            }
            let queue = try DatabaseQueue(path: file.path, configuration: configuration)
            defer { try? queue.close() }
            return try queue.read { db in try read(db) }
        } catch let error as AnkiPackageError {
            throw error
        } catch {
            throw .damaged("the collection cannot be read: \(error)")
        }
    }

    private static func read(_ db: Database) throws -> AnkiCollection {
        let (noteTypes, decks) = try db.tableExists("notetypes") ? schema18(db) : schema11(db)
        let notes = try Row.fetchAll(db, sql: "SELECT id, guid, mid, tags, flds FROM notes ORDER BY id").map { row in
            AnkiNote(
                id: row["id"], guid: row["guid"], noteTypeId: row["mid"],
                fields: (row["flds"] as String).split(separator: "\u{1F}", omittingEmptySubsequences: false).map(String.init),
                tags: (row["tags"] as String).split(separator: " ").map(String.init))
        }
        let cards = try Row.fetchAll(db, sql: "SELECT id, nid, did, ord, queue FROM cards ORDER BY id").map { row in
            AnkiCard(id: row["id"], noteId: row["nid"], deckId: row["did"], ordinal: row["ord"], queue: row["queue"])
        }
        let reviews = try Row.fetchAll(db, sql: "SELECT id, cid, ease, type FROM revlog ORDER BY id").map { row in
            AnkiReview(
                cardId: row["cid"], date: Date(timeIntervalSince1970: Double(row["id"] as Int64) / 1000),
                ease: row["ease"], kind: AnkiReview.Kind(rawValue: row["type"]))
        }
        return AnkiCollection(noteTypes: noteTypes, decks: decks, notes: notes, cards: cards, reviews: reviews)
    }

    /// Schema 18: note types, their fields and the decks in tables of their own; a deck's path
    /// separated by U+001F.
    private static func schema18(_ db: Database) throws -> ([Int64: AnkiNoteType], [Int64: String]) {
        var noteTypes: [Int64: AnkiNoteType] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT id, name FROM notetypes") {
            noteTypes[row["id"]] = AnkiNoteType(id: row["id"], name: row["name"], fields: [])
        }
        for row in try Row.fetchAll(db, sql: "SELECT ntid, name FROM fields ORDER BY ntid, ord") {
            noteTypes[row["ntid"]]?.fields.append(row["name"])
        }
        var decks: [Int64: String] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT id, name FROM decks") {
            decks[row["id"]] = (row["name"] as String).replacingOccurrences(of: "\u{1F}", with: "::")
        }
        return (noteTypes, decks)
    }

    /// Schema 11: the note types and decks as JSON objects in the `col` row.
    private static func schema11(_ db: Database) throws -> ([Int64: AnkiNoteType], [Int64: String]) {
        guard let row = try Row.fetchOne(db, sql: "SELECT models, decks FROM col") else {
            throw AnkiPackageError.damaged("the collection has no col row")
        }
        func object(_ text: String) throws -> [String: Any] {
            guard let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
                throw AnkiPackageError.damaged("the collection's settings are not JSON")
            }
            return object
        }
        var noteTypes: [Int64: AnkiNoteType] = [:]
        for (key, value) in try object(row["models"]) {
            guard let id = Int64(key), let model = value as? [String: Any] else { continue }
            let fields = (model["flds"] as? [[String: Any]] ?? [])
                .sorted { ($0["ord"] as? Int ?? 0) < ($1["ord"] as? Int ?? 0) }
                .compactMap { $0["name"] as? String }
            noteTypes[id] = AnkiNoteType(id: id, name: model["name"] as? String ?? "", fields: fields)
        }
        var decks: [Int64: String] = [:]
        for (key, value) in try object(row["decks"]) {
            guard let id = Int64(key), let name = (value as? [String: Any])?["name"] as? String else { continue }
            decks[id] = name
        }
        return (noteTypes, decks)
    }
}
