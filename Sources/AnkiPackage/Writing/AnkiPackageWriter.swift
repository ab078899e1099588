import Crypto
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import GRDB
import ZIPFoundation

/// Writes an `.apkg` that Anki 2.1 and later (2.1.50+, 23.x, 24.x, 25.x) import: a schema 11
/// collection as `collection.anki21`, the media list as JSON and the media files numbered.
///
/// The file is written whole or not at all: a temporary file beside it is renamed into place.
public enum AnkiPackageWriter {
    /// Writes `contents` to `url`, replacing a file already there.
    public static func write(_ deck: AnkiExport, to url: URL, now: Date = Date()) throws(AnkiPackageError) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("learnctl-apkg-\(UUID().uuidString)")
        let partial = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).part")
        defer {
            try? FileManager.default.removeItem(at: folder)
            try? FileManager.default.removeItem(at: partial)
        }
        var writing = url.path
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
            let database = folder.appendingPathComponent("collection.anki21")
            try LegacyCollection.write(deck, to: database, now: now)
            let archive = try Archive(url: partial, accessMode: .create)
            try archive.addEntry(with: "collection.anki21", fileURL: database, compressionMethod: .deflate)
            var list: [String: String] = [:]
            for (index, media) in deck.media.enumerated() {
                writing = media.file.path
                list[String(index)] = media.name
                try archive.addEntry(with: String(index), fileURL: media.file, compressionMethod: .deflate)
            }
            writing = url.path
            let listData = try JSONSerialization.data(withJSONObject: list, options: [.sortedKeys])
            try archive.addEntry(with: "media", type: .file, uncompressedSize: Int64(listData.count),
                                 compressionMethod: .deflate) { position, size in
                listData.subdata(in: Int(position)..<Int(position) + size)
            }
            // rename(2) replaces a file already there in one step.
            guard rename(partial.path, url.path) == 0 else { throw AnkiPackageError.unwritable("\(url.path): \(String(cString: strerror(errno)))") }
        } catch let error as AnkiPackageError {
            throw error
        } catch {
            throw .unwritable("\(writing): \(error.localizedDescription)")
        }
    }
}

/// A schema 11 collection (Anki 2.1's), written with GRDB.
enum LegacyCollection {
    static func write(_ deck: AnkiExport, to url: URL, now: Date) throws {
        let queue = try DatabaseQueue(path: url.path)
        defer { try? queue.close() }
        let milliseconds = Int64((now.timeIntervalSince1970 * 1000).rounded(.down))
        let seconds = milliseconds / 1000
        var deckIds: [String: Int64] = [:]
        for note in deck.notes where deckIds[note.deck] == nil {
            deckIds[note.deck] = milliseconds + Int64(deckIds.count)
        }
        let noteTypeId = stableId(deck.noteType.name)
        try queue.write { db in
            for statement in schema { try db.execute(sql: statement) }
            try db.execute(
                sql: "INSERT INTO col VALUES (1, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, ?, '{}')",
                arguments: [seconds - seconds % 86_400, milliseconds, milliseconds,
                            json(configuration(deckId: deckIds.values.min() ?? 1, noteTypeId: noteTypeId)),
                            json([String(noteTypeId): noteTypeJSON(deck.noteType, id: noteTypeId, modified: seconds)]),
                            json(deckIds.reduce(into: ["1": deckJSON("Default", id: 1, modified: 0)]) { decks, entry in
                                decks[String(entry.value)] = deckJSON(entry.key, id: entry.value, modified: seconds)
                            }),
                            json(["1": deckOptionsJSON])])
            for (index, note) in deck.notes.enumerated() {
                let id = milliseconds + Int64(index)
                let fields = note.fields + Array(repeating: "", count: max(0, deck.noteType.fields.count - note.fields.count))
                let sortField = plainText(fields.first ?? "")
                try db.execute(
                    sql: "INSERT INTO notes VALUES (?, ?, ?, ?, -1, ?, ?, ?, ?, 0, '')",
                    arguments: [id, guid(deck.noteType.name + "\u{1F}" + note.identity), noteTypeId, seconds,
                                note.tags.isEmpty ? "" : " " + note.tags.joined(separator: " ") + " ",
                                fields.joined(separator: "\u{1F}"), sortField, checksum(sortField)])
                for ordinal in deck.noteType.templates.indices {
                    try db.execute(
                        sql: "INSERT INTO cards VALUES (?, ?, ?, ?, ?, -1, 0, 0, ?, 0, 0, 0, 0, 0, 0, 0, 0, '')",
                        arguments: [id * 10 + Int64(ordinal), id, deckIds[note.deck]!, ordinal, seconds, index + 1])
                }
            }
        }
    }

    /// An id Anki keeps across exports of the same note type, in the range of millisecond times.
    static func stableId(_ name: String) -> Int64 {
        1_400_000_000_000 + Int64(hash(name) % 100_000_000_000)
    }

    /// A note's guid: the same text gives the same guid, so a deck exported again updates its notes.
    static func guid(_ identity: String) -> String {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        var value = hash(identity)
        var text = ""
        for _ in 0..<10 {
            text.append(alphabet[Int(value % UInt64(alphabet.count))])
            value /= UInt64(alphabet.count)
        }
        return text
    }

    /// Anki's checksum of a note's first field: the first 8 hex digits of its SHA-1.
    static func checksum(_ text: String) -> Int64 {
        let digest = Array(Insecure.SHA1.hash(data: Data(text.utf8)))
        return Int64(digest[0]) << 24 | Int64(digest[1]) << 16 | Int64(digest[2]) << 8 | Int64(digest[3])
    }

    /// The field as Anki sorts and checks it: tags and `[sound:…]` removed.
    static func plainText(_ html: String) -> String {
        html.replacingOccurrences(of: "\\[sound:[^\\]]*\\]", with: "", options: .regularExpression)
            .replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)
            .trimmingCharacters(in: .whitespaces)
    }

    private static func hash(_ text: String) -> UInt64 {
        let digest = Array(SHA256.hash(data: Data(text.utf8)))
        return digest.prefix(8).reduce(0) { $0 << 8 | UInt64($1) }
    }

    private static func json(_ object: Any) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
    }

    private static func configuration(deckId: Int64, noteTypeId: Int64) -> [String: Any] {
        ["nextPos": 1, "estTimes": true, "activeDecks": [deckId], "sortType": "noteFld", "timeLim": 0,
         "sortBackwards": false, "addToCur": true, "curDeck": deckId, "newSpread": 0, "dueCounts": true,
         "curModel": noteTypeId, "collapseTime": 1200, "schedVer": 2, "sched2021": true]
    }

    private static func noteTypeJSON(_ noteType: AnkiNoteType, id: Int64, modified: Int64) -> [String: Any] {
        [
            "id": id, "name": noteType.name, "type": 0, "mod": modified, "usn": -1, "sortf": 0, "did": NSNull(),
            "tmpls": noteType.templates.enumerated().map { ordinal, template in
                ["name": template.name, "ord": ordinal, "qfmt": template.front, "afmt": template.back,
                 "bqfmt": "", "bafmt": "", "did": NSNull(), "bfont": "", "bsize": 0] as [String: Any]
            },
            "flds": noteType.fields.enumerated().map { ordinal, name in
                ["name": name, "ord": ordinal, "sticky": false, "rtl": false, "font": "Arial", "size": 20,
                 "media": [String]()] as [String: Any]
            },
            "css": noteType.css, "latexPre": "", "latexPost": "", "latexsvg": false, "tags": [String](), "vers": [String](),
            "req": noteType.templates.indices.map { [$0, "any", [0]] as [Any] },
        ]
    }

    private static func deckJSON(_ name: String, id: Int64, modified: Int64) -> [String: Any] {
        ["id": id, "name": name, "mod": modified, "usn": -1, "lrnToday": [0, 0], "revToday": [0, 0], "newToday": [0, 0],
         "timeToday": [0, 0], "collapsed": false, "browserCollapsed": false, "desc": "", "dyn": 0, "conf": 1,
         "extendNew": 0, "extendRev": 0]
    }

    private static var deckOptionsJSON: [String: Any] { [
        "id": 1, "mod": 0, "name": "Default", "usn": 0, "maxTaken": 60, "autoplay": true, "timer": 0, "replayq": true,
        "new": ["bury": false, "delays": [1.0, 10.0], "initialFactor": 2500, "ints": [1, 4, 0], "order": 1, "perDay": 20] as [String: Any],
        "rev": ["bury": false, "ease4": 1.3, "ivlFct": 1.0, "maxIvl": 36500, "perDay": 200, "hardFactor": 1.2] as [String: Any],
        "lapse": ["delays": [10.0], "leechAction": 1, "leechFails": 8, "minInt": 1, "mult": 0.0] as [String: Any],
        "dyn": false,
    ] }

    private static let schema = [
        """
        CREATE TABLE col (id integer PRIMARY KEY, crt integer NOT NULL, mod integer NOT NULL, scm integer NOT NULL,
          ver integer NOT NULL, dty integer NOT NULL, usn integer NOT NULL, ls integer NOT NULL, conf text NOT NULL,
          models text NOT NULL, decks text NOT NULL, dconf text NOT NULL, tags text NOT NULL)
        """,
        """
        CREATE TABLE notes (id integer PRIMARY KEY, guid text NOT NULL, mid integer NOT NULL, mod integer NOT NULL,
          usn integer NOT NULL, tags text NOT NULL, flds text NOT NULL, sfld integer NOT NULL, csum integer NOT NULL,
          flags integer NOT NULL, data text NOT NULL)
        """,
        """
        CREATE TABLE cards (id integer PRIMARY KEY, nid integer NOT NULL, did integer NOT NULL, ord integer NOT NULL,
          mod integer NOT NULL, usn integer NOT NULL, type integer NOT NULL, queue integer NOT NULL, due integer NOT NULL,
          ivl integer NOT NULL, factor integer NOT NULL, reps integer NOT NULL, lapses integer NOT NULL,
          left integer NOT NULL, odue integer NOT NULL, odid integer NOT NULL, flags integer NOT NULL, data text NOT NULL)
        """,
        """
        CREATE TABLE revlog (id integer PRIMARY KEY, cid integer NOT NULL, usn integer NOT NULL, ease integer NOT NULL,
          ivl integer NOT NULL, lastIvl integer NOT NULL, factor integer NOT NULL, time integer NOT NULL, type integer NOT NULL)
        """,
        "CREATE TABLE graves (usn integer NOT NULL, oid integer NOT NULL, type integer NOT NULL)",
        "CREATE INDEX ix_notes_usn ON notes (usn)",
        "CREATE INDEX ix_cards_usn ON cards (usn)",
        "CREATE INDEX ix_revlog_usn ON revlog (usn)",
        "CREATE INDEX ix_cards_nid ON cards (nid)",
        "CREATE INDEX ix_cards_sched ON cards (did, queue, due)",
        "CREATE INDEX ix_revlog_cid ON revlog (cid)",
        "CREATE INDEX ix_notes_csum ON notes (csum)",
    ]
}
