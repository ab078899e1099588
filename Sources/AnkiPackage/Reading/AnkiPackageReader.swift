import Foundation
import GRDB
import ZIPFoundation

/// An `.apkg` file opened for reading: the collection inside it and its media.
///
/// Reads the three layouts Anki has written: `collection.anki2` (Anki 2.0 and "support older
/// versions"), `collection.anki21` (Anki 2.1 before 2.1.50) — both SQLite schema 11 with the note
/// types and decks as JSON — and `collection.anki21b` (2.1.50 and later: schema 18, the database and
/// each media file compressed with Zstandard, the media list a protocol buffer).
public final class AnkiPackageReader {
    /// The package's layout: 1 `collection.anki2`, 2 `collection.anki21`, 3 `collection.anki21b`.
    public let version: Int
    public let collection: AnkiCollection
    /// The media files' names, as notes refer to them (`[sound:name]`, `<img src="name">`).
    public var mediaNames: [String] { Array(mediaEntries.keys).sorted() }

    private let archive: Archive
    /// The archive's entries by path, read once (a lookup by path in ZIPFoundation reads the
    /// central directory from the start each time).
    private let entries: [String: Entry]
    private let mediaEntries: [String: String]

    /// Opens the package at `url` and reads its collection.
    public init(url: URL) throws(AnkiPackageError) {
        let archive: Archive
        do {
            archive = try Archive(url: url, accessMode: .read)
        } catch {
            throw .notAPackage("not a zip archive")
        }
        self.archive = archive
        let entries = Dictionary(archive.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        self.entries = entries
        let version = try Self.version(of: entries, in: archive)
        self.version = version
        let name = ["collection.anki2", "collection.anki21", "collection.anki21b"][version - 1]
        var data = try Self.data(of: name, in: archive, entries: entries)
        if version == 3 { data = try Zstd.decompress(data) }
        collection = try CollectionDatabase.read(data)
        mediaEntries = try Self.mediaEntries(in: archive, entries: entries, version: version)
    }

    /// Whether the package holds the media file `name`.
    public func hasMedia(named name: String) -> Bool {
        mediaEntries[name] != nil
    }

    /// The bytes of the media file `name`.
    public func mediaData(named name: String) throws(AnkiPackageError) -> Data {
        guard let entry = mediaEntries[name] else { throw .damaged("no media file \(name)") }
        let data = try Self.data(of: entry, in: archive, entries: entries)
        return data.starts(with: Self.zstdMagic) ? try Zstd.decompress(data) : data
    }

    private static let zstdMagic: [UInt8] = [0x28, 0xB5, 0x2F, 0xFD]

    private static func version(of entries: [String: Entry], in archive: Archive) throws(AnkiPackageError) -> Int {
        if entries["meta"] != nil {
            let meta = try ProtobufFields(data(of: "meta", in: archive, entries: entries))
            let version = Int(meta.varint(1) ?? 0)
            guard (1...3).contains(version) else { throw .unsupportedVersion(version) }
            return version
        }
        if entries["collection.anki21"] != nil { return 2 }
        if entries["collection.anki2"] != nil { return 1 }
        throw .notAPackage("no collection inside")
    }

    private static func data(of name: String, in archive: Archive, entries: [String: Entry]) throws(AnkiPackageError) -> Data {
        guard let entry = entries[name] else { throw .notAPackage("no \(name) inside") }
        var data = Data()
        do {
            _ = try archive.extract(entry, skipCRC32: false) { data.append($0) }
        } catch {
            throw .damaged("\(name): \(error)")
        }
        return data
    }

    /// Media names and the archive entries holding them: a JSON object `{"0": "name"}` in
    /// versions 1 and 2, a Zstandard-compressed `MediaEntries` message in version 3.
    private static func mediaEntries(in archive: Archive, entries: [String: Entry], version: Int) throws(AnkiPackageError) -> [String: String] {
        guard entries["media"] != nil else { return [:] }
        let data = try data(of: "media", in: archive, entries: entries)
        var media: [String: String] = [:]
        if version == 3 {
            let list = try ProtobufFields(Zstd.decompress(data))
            for (index, entryData) in list.bytes(1).enumerated() {
                let entry = try ProtobufFields(entryData)
                guard let nameData = entry.bytes(1).last, let name = String(data: nameData, encoding: .utf8) else { continue }
                media[name] = entry.varint(255).map(String.init) ?? String(index)
            }
        } else {
            guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: String] else {
                throw .damaged("the media list is not JSON")
            }
            for (entry, name) in object { media[name] = entry }
        }
        return media.filter { entries[$0.value] != nil }
    }
}
