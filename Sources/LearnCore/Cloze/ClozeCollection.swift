import Foundation
import GRDB
import Localization

/// One account's cloze lists, entries and practice settings: adding, finding, changing and
/// deleting them, and keeping the error counts.
///
/// Open a collection with ``open(database:account:clock:)``, which makes sure the account's
/// default list exists.
public struct ClozeCollection: AccountScoped {
    public let scope: AccountScope

    /// The collection of `account` in `database`; use ``open(database:account:clock:)`` unless
    /// the default list is known to exist.
    public init(database: LearnDatabase, account: Account, clock: LearnClock) {
        scope = AccountScope(database: database, account: account, clock: clock)
    }

    /// The collection of `account`, with its default list created if it has none yet.
    public static func open(database: LearnDatabase, account: Account, clock: LearnClock) throws -> ClozeCollection {
        let collection = ClozeCollection(database: database, account: account, clock: clock)
        let exists = try database.read { try collection.existingDefaultList(in: $0) != nil }
        if !exists {
            try database.write { _ = try collection.defaultList(in: $0) }
        }
        return collection
    }

    // MARK: Lists

    /// Every list with its entry and error counts: the default list first, then by name.
    public func lists() throws -> [ClozeListSummary] {
        try database.read { db in
            let lists = try ClozeList.owned(by: account).fetchAll(db)
            let counts = try Row.fetchAll(db, sql: """
                SELECT listId, COUNT(*) AS entries, TOTAL(errorCount) AS errors FROM clozeEntry
                WHERE accountId = ? GROUP BY listId
                """, arguments: [account.id])
            var byList: [Int64: (Int, Int)] = [:]
            for row in counts { byList[row["listId"]] = (row["entries"], Int(row["errors"] as Double)) }
            return lists.sorted { first, second in
                if first.isDefault != second.isDefault { return first.isDefault }
                return first.name.compare(second.name, options: [.caseInsensitive]) == .orderedAscending
            }.map { list in
                let (entries, errors) = byList[list.id!] ?? (0, 0)
                return ClozeListSummary(list: list, entries: entries, errors: errors)
            }
        }
    }

    /// The list called `name` (in any case), or the default list when `name` is nil; throws
    /// with a "did you mean" when there is none.
    public func list(named name: String?) throws -> ClozeList {
        try database.read { try list(named: name, in: $0) }
    }

    /// Creates an empty list.
    @discardableResult
    public func addList(named name: String) throws -> ClozeList {
        let name = try ClozeText.listName(name)
        return try database.write { db in
            try requireFreeListName(name, in: db)
            var list = ClozeList(
                id: nil, accountId: account.id, name: name, isDefault: false, sortKey: ClozeSortOrder.initial.key,
                sortDescending: ClozeSortOrder.initial.descending, createdAt: clock.now())
            try list.insert(db)
            return list
        }
    }

    /// Renames a list, keeping its entries; the default list stays the default under its new name.
    @discardableResult
    public func renameList(_ oldName: String, to newName: String) throws -> ClozeList {
        let newName = try ClozeText.listName(newName)
        return try database.write { db in
            var list = try list(named: oldName, in: db)
            if ClozeText.key(list.name) != ClozeText.key(newName) {
                try requireFreeListName(newName, in: db)
            }
            list.name = newName
            try list.update(db)
            return list
        }
    }

    /// Deletes a list and its entries; the default list cannot be deleted. Returns the list and
    /// the number of entries deleted with it.
    @discardableResult
    public func deleteList(named name: String) throws -> (list: ClozeList, deletedEntries: Int) {
        try database.write { db in
            let list = try list(named: name, in: db)
            if list.isDefault { throw ClozeError.defaultListProtected(list.name) }
            let entries = try ClozeEntry.owned(by: account).inList(list).fetchCount(db)
            try list.delete(db)
            return (list, entries)
        }
    }

    /// Remembers `order` as the order of the list's entries.
    @discardableResult
    public func setSortOrder(_ order: ClozeSortOrder, of list: ClozeList) throws -> ClozeList {
        try database.write { db in
            guard var list = try ClozeList.owned(by: account).filter(key: list.id).fetchOne(db) else {
                throw ClozeError.unknownList(list.name, suggestion: nil)
            }
            list.sortOrder = order
            try list.update(db)
            return list
        }
    }

    // MARK: Entries

    /// Adds the entry of a `word; sentence` line to the list called `listName` (the default list
    /// when nil); the same word and sentence must not be in that list yet.
    @discardableResult
    public func add(_ line: String, toList listName: String? = nil) throws -> ClozeEntry {
        let (word, sentence) = try ClozeText.parse(line)
        return try addEntry(word: word, sentence: sentence, toList: listName)
    }

    /// Adds an entry to the list called `listName` (the default list when nil).
    @discardableResult
    public func addEntry(word: String, sentence: String, toList listName: String? = nil) throws -> ClozeEntry {
        let (word, sentence) = try ClozeText.validate(word: word, sentence: sentence)
        return try database.write { db in
            let list = try list(named: listName, in: db)
            try requireNewEntry(word: word, sentence: sentence, in: list, db: db)
            var entry = ClozeEntry(accountId: account.id, listId: list.id!, word: word, sentence: sentence, createdAt: clock.now())
            try entry.insert(db)
            return entry
        }
    }

    /// Adds the entries of `file` (read from `name`) to the list called `listName` (the default
    /// list when nil), in one transaction: when a line is not an entry nothing is added, unless
    /// `skipInvalid`, which adds the valid ones and reports the others. Entries already in the
    /// list, or earlier in the file, are skipped and reported.
    public func importEntries(
        _ file: ClozeFile, from name: String, toList listName: String? = nil, skipInvalid: Bool = false
    ) throws -> ClozeImportResult {
        if !file.problems.isEmpty && !skipInvalid {
            throw ClozeImportError(file: name, problems: file.problems, validCount: file.entries.count)
        }
        if file.entries.isEmpty && file.problems.isEmpty {
            throw ClozeFileError(file: name, message: tr("There are no entries in it."))
        }
        let now = clock.now()
        return try database.write { db in
            let list = try list(named: listName, in: db)
            var keys = Set(try ClozeEntry.owned(by: account).inList(list).fetchAll(db).map { entryKey($0.word, $0.sentence) })
            var result = ClozeImportResult(list: list, added: [], duplicates: [], leftOut: file.problems)
            for row in file.entries {
                guard keys.insert(entryKey(row.word, row.sentence)).inserted else {
                    result.duplicates.append(row)
                    continue
                }
                var entry = ClozeEntry(accountId: account.id, listId: list.id!, word: row.word, sentence: row.sentence, createdAt: now)
                try entry.insert(db)
                result.added.append(entry)
            }
            return result
        }
    }

    /// The entries of `list` in `order` (the list's remembered order when nil); `seed` shuffles a random order.
    public func entries(in list: ClozeList, order: ClozeSortOrder? = nil, seed: UInt64 = 0) throws -> [ClozeEntry] {
        let entries = try database.read { try ClozeEntry.owned(by: account).inList(list).fetchAll($0) }
        return (order ?? list.sortOrder).sorted(entries, seed: seed)
    }

    /// The entry with ID `id`.
    public func entry(id: Int64) throws -> ClozeEntry {
        try database.read { try entry(id: id, in: $0) }
    }

    /// Changes an entry's word or sentence, or moves it to another list; its error counts stay.
    /// The word and sentence it ends up with follow the same rules as a new entry's.
    @discardableResult
    public func editEntry(id: Int64, word: String? = nil, sentence: String? = nil, list listName: String? = nil) throws -> ClozeEntry {
        try database.write { db in
            var entry = try entry(id: id, in: db)
            let (newWord, newSentence) = try ClozeText.validate(word: word ?? entry.word, sentence: sentence ?? entry.sentence)
            let target = try listName.map { try list(named: $0, in: db) }
                ?? ClozeList.owned(by: account).filter(key: entry.listId).fetchOne(db)!
            try requireNewEntry(word: newWord, sentence: newSentence, in: target, db: db, except: id)
            entry.word = newWord
            entry.sentence = newSentence
            entry.listId = target.id!
            try entry.update(db)
            return entry
        }
    }

    /// Deletes an entry.
    @discardableResult
    public func deleteEntry(id: Int64) throws -> ClozeEntry {
        try deleteRecord { try entry(id: id, in: $0) }
    }

    /// The lists by ID, for naming the list of an entry.
    public func listsByID() throws -> [Int64: ClozeList] {
        try database.read { db in
            Dictionary(uniqueKeysWithValues: try ClozeList.owned(by: account).fetchAll(db).map { ($0.id!, $0) })
        }
    }

    // MARK: Settings

    /// The practice settings (the defaults until they are changed).
    public func settings() throws -> ClozeSettings {
        try database.read { db in
            try ClozeSettings.owned(by: account).fetchOne(db) ?? .defaults(for: account)
        }
    }

    /// Changes the settings given; returns them all.
    @discardableResult
    public func updateSettings(groupSize: ClozeGroupSize? = nil, readAloud: Bool? = nil) throws -> ClozeSettings {
        try database.write { db in
            var settings = try ClozeSettings.owned(by: account).fetchOne(db) ?? .defaults(for: account)
            if let groupSize { settings.groupSize = groupSize }
            if let readAloud { settings.readAloud = readAloud }
            try settings.save(db)
            return settings
        }
    }

    // MARK: Practice

    /// Adds a submitted group's answers to its entries' counts: one error for each wrong word,
    /// one right answer for each right one. Returns the entries as they are now; entries deleted
    /// in the meantime are left out.
    @discardableResult
    public func record(_ answers: [(entry: ClozeEntry, isCorrect: Bool)]) throws -> [ClozeEntry] {
        let now = clock.now()
        return try database.write { db in
            if !answers.isEmpty { try ProgressLedger.recordActivity(db, accountId: account.id, at: now) }
            return try answers.compactMap { entry, isCorrect in
                try db.execute(sql: """
                    UPDATE clozeEntry SET errorCount = errorCount + ?, rightCount = rightCount + ?, lastPracticedAt = ?
                    WHERE id = ? AND accountId = ?
                    """, arguments: [isCorrect ? 0 : 1, isCorrect ? 1 : 0, now, entry.id, account.id])
                return try ClozeEntry.owned(by: account).filter(key: entry.id).fetchOne(db)
            }
        }
    }

    // MARK: Lookups inside a transaction

    func list(named name: String?, in db: Database) throws -> ClozeList {
        guard let name else { return try defaultList(in: db) }
        let wanted = ClozeText.trim(name)
        let lists = try ClozeList.owned(by: account).fetchAll(db)
        if let list = lists.first(where: { ClozeText.key($0.name) == ClozeText.key(wanted) }) {
            return list
        }
        throw ClozeError.unknownList(wanted, suggestion: DidYouMean.sentence(for: wanted, in: lists.map(\.name)))
    }

    func entry(id: Int64, in db: Database) throws -> ClozeEntry {
        guard let entry = try ClozeEntry.owned(by: account).filter(key: id).fetchOne(db) else {
            throw ClozeError.unknownEntry(id)
        }
        return entry
    }

    private func existingDefaultList(in db: Database) throws -> ClozeList? {
        try ClozeList.owned(by: account).filter(ClozeList.Columns.isDefault == true).fetchOne(db)
    }

    /// The default list, created when the account has none; only in a write transaction.
    private func defaultList(in db: Database) throws -> ClozeList {
        if let list = try existingDefaultList(in: db) { return list }
        var list = ClozeList(
            id: nil, accountId: account.id, name: ClozeList.defaultName, isDefault: true, sortKey: ClozeSortOrder.initial.key,
            sortDescending: ClozeSortOrder.initial.descending, createdAt: clock.now())
        try list.insert(db)
        return list
    }

    private func requireFreeListName(_ name: String, in db: Database) throws {
        let names = try ClozeList.owned(by: account).select(ClozeList.Columns.name, as: String.self).fetchAll(db)
        if let taken = names.first(where: { ClozeText.key($0) == ClozeText.key(name) }) {
            throw ClozeError.listExists(taken)
        }
    }

    private func requireNewEntry(word: String, sentence: String, in list: ClozeList, db: Database, except entryID: Int64? = nil) throws {
        let key = entryKey(word, sentence)
        let entries = try ClozeEntry.owned(by: account).inList(list).fetchAll(db)
        if let existing = entries.first(where: { entryKey($0.word, $0.sentence) == key && $0.id != entryID }) {
            throw ClozeError.duplicateEntry(word: existing.word, sentence: existing.sentence, list: list.name)
        }
    }

    private func entryKey(_ word: String, _ sentence: String) -> String {
        ClozeText.key(word) + "\u{0}" + ClozeText.key(sentence)
    }
}
