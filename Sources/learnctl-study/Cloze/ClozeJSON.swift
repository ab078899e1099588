import Foundation
import LearnCore

/// An entry as the cloze commands print it with `--json`.
struct ClozeEntryJSON: Encodable {
    let id: Int64
    let list: String
    let word: String
    let sentence: String
    let blanked: String
    let errors: Int
    let right: Int
    let createdAt: Date
    @Nullable var lastPracticedAt: Date?

    init(_ entry: ClozeEntry, list: String) {
        id = entry.id ?? 0
        self.list = list
        word = entry.word
        sentence = entry.sentence
        blanked = entry.blanked
        errors = entry.errorCount
        right = entry.rightCount
        createdAt = entry.createdAt
        lastPracticedAt = entry.lastPracticedAt
    }

    enum CodingKeys: String, CodingKey {
        case id, list, word, sentence, blanked, errors, right
        case createdAt = "created_at", lastPracticedAt = "last_practiced_at"
    }
}

/// A list as `cloze lists --json` prints it: its entries and their errors, and its order.
struct ClozeListJSON: Encodable {
    let name: String
    let isDefault: Bool
    let entries: Int
    let errors: Int
    let sort: String
    let descending: Bool

    init(_ summary: ClozeListSummary) {
        name = summary.list.name
        isDefault = summary.list.isDefault
        entries = summary.entries
        errors = summary.errors
        sort = summary.list.sortKey.rawValue
        descending = summary.list.sortDescending
    }

    enum CodingKeys: String, CodingKey {
        case name, entries, errors, sort, descending
        case isDefault = "default"
    }
}

/// A list with its entries, in its order, as `cloze show --json` prints it.
struct ClozeShowJSON: Encodable {
    let list: String
    let sort: String
    let descending: Bool
    let entries: [ClozeEntryJSON]

    init(_ list: ClozeList, entries: [ClozeEntry]) {
        self.list = list.name
        sort = list.sortKey.rawValue
        descending = list.sortDescending
        self.entries = entries.map { ClozeEntryJSON($0, list: list.name) }
    }
}

/// What `cloze add --file --json` added, skipped as already there, and left out as no entry.
struct ClozeImportJSON: Encodable {
    let list: String
    let added: Int
    let ids: [Int64]
    let duplicates: [Duplicate]
    let leftOut: [LeftOut]

    init(_ result: ClozeImportResult) {
        list = result.list.name
        added = result.added.count
        ids = result.added.map { $0.id ?? 0 }
        duplicates = result.duplicates.map { Duplicate(line: $0.line, word: $0.word, sentence: $0.sentence) }
        leftOut = result.leftOut.map { LeftOut(line: $0.line, text: $0.text, error: $0.error.description) }
    }

    enum CodingKeys: String, CodingKey {
        case list, added, ids, duplicates
        case leftOut = "left_out"
    }

    /// A line whose entry is in the list already.
    struct Duplicate: Encodable {
        let line: Int
        let word: String
        let sentence: String
    }

    /// A line that is not an entry, and why.
    struct LeftOut: Encodable {
        let line: Int
        let text: String
        let error: String
    }
}

/// The cloze settings as `cloze settings --json` prints them.
struct ClozeSettingsJSON: Encodable {
    let groupSize: Int
    let readAloud: Bool

    init(_ settings: ClozeSettings) {
        groupSize = settings.groupSize.rawValue
        readAloud = settings.readAloud
    }

    enum CodingKeys: String, CodingKey {
        case groupSize = "group_size", readAloud = "read_aloud"
    }
}
