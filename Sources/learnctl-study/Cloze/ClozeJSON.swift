import Foundation
import LearnCore

/// An entry as the cloze commands print it with `--json`.
struct ClozeEntryJSON: Encodable {
    let id: Int64, list: String, word: String, sentence: String, blanked: String, errors: Int, right: Int, createdAt: Date
    @Nullable var lastPracticedAt: Date?

    enum CodingKeys: String, CodingKey {
        case id, list, word, sentence, blanked, errors, right, createdAt = "created_at", lastPracticedAt = "last_practiced_at"
    }

    init(_ entry: ClozeEntry, list: String) {
        (id, self.list, word, sentence, blanked) = (entry.id ?? 0, list, entry.word, entry.sentence, entry.blanked)
        (errors, right, createdAt) = (entry.errorCount, entry.rightCount, entry.createdAt)
        lastPracticedAt = entry.lastPracticedAt
    }
}

/// A list as `cloze lists --json` prints it: its entries and their errors, and its order.
struct ClozeListJSON: Encodable {
    let name: String, isDefault: Bool, entries: Int, errors: Int, sort: String, descending: Bool

    enum CodingKeys: String, CodingKey {
        case name, entries, errors, sort, descending, isDefault = "default"
    }
}

/// A list with its entries, in its order, as `cloze show --json` prints it.
struct ClozeShowJSON: Encodable {
    let list: String, sort: String, descending: Bool, entries: [ClozeEntryJSON]
}

/// What `cloze add --file --json` added, skipped as already there, and left out as no entry.
struct ClozeImportJSON: Encodable {
    let list: String, added: Int, ids: [Int64], duplicates: [Duplicate], leftOut: [LeftOut]

    enum CodingKeys: String, CodingKey {
        case list, added, ids, duplicates, leftOut = "left_out"
    }

    init(_ result: ClozeImportResult) {
        (list, added, ids) = (result.list.name, result.added.count, result.added.map { $0.id ?? 0 })
        duplicates = result.duplicates.map { Duplicate(line: $0.line, word: $0.word, sentence: $0.sentence) }
        leftOut = result.leftOut.map { LeftOut(line: $0.line, text: $0.text, error: $0.error.description) }
    }

    /// A line whose entry is in the list already.
    struct Duplicate: Encodable {
        let line: Int, word: String, sentence: String
    }

    /// A line that is not an entry, and why.
    struct LeftOut: Encodable {
        let line: Int, text: String, error: String
    }
}
