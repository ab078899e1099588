import Foundation
import GRDB

/// One account's translation history and settings: keeping translations and conversations,
/// finding them again, marking favourites and forgetting them. The history keeps the newest
/// ``TranslationSettings/keptEntries`` entries besides the favourites; older ones are dropped.
public struct TranslationHistory: AccountScoped {
    public let scope: AccountScope

    /// The history of `account` in `database`; new entries are dated by `clock`.
    public init(database: LearnDatabase, account: Account, clock: LearnClock) {
        scope = AccountScope(database: database, account: account, clock: clock)
    }

    // MARK: Recording

    /// Keeps a translation of `text` from the language `from` into `to`, dated now.
    @discardableResult
    public func record(kind: TranslationKind, from: String, to: String, text: String, translation: String) throws -> TranslationEntry {
        var entry = TranslationEntry(
            accountId: account.id, kind: kind, fromLanguage: from, toLanguage: to, text: text, translation: translation,
            createdAt: clock.now())
        try database.write { db in
            try entry.insert(db)
            try dropOldEntries(db)
        }
        return entry
    }

    /// Keeps a conversation between a left speaker of `from` and a right speaker of `to`: one
    /// entry holding the utterances and their translations one per line, and its turns in
    /// order, in one transaction. Throws ``TranslationError/emptyConversation`` without utterances.
    @discardableResult
    public func recordConversation(from: String, to: String, utterances: [ConversationUtterance]) throws -> TranslationEntry {
        guard !utterances.isEmpty else { throw TranslationError.emptyConversation }
        var entry = TranslationEntry(
            accountId: account.id, kind: .conversation, fromLanguage: from, toLanguage: to,
            text: utterances.map(\.text).joined(separator: "\n"),
            translation: utterances.map(\.translation).joined(separator: "\n"),
            createdAt: clock.now())
        try database.write { db in
            try entry.insert(db)
            for (position, utterance) in utterances.enumerated() {
                var turn = ConversationTurn(
                    id: nil, accountId: account.id, entryId: entry.id!, position: position, side: utterance.side,
                    language: utterance.language, text: utterance.text, translation: utterance.translation)
                try turn.insert(db)
            }
            try dropOldEntries(db)
        }
        return entry
    }

    // MARK: Finding

    /// The entries newest first, only those whose text or translation holds `search` (whatever
    /// its case and accents; a blank search finds all) and, with `favouritesOnly`, only the
    /// favourites; at most `limit` of them when given.
    public func entries(matching search: String? = nil, favouritesOnly: Bool = false, limit: Int? = nil) throws -> [TranslationEntry] {
        var request = TranslationEntry.owned(by: account).newestFirst(by: TranslationEntry.Columns.createdAt)
        if favouritesOnly {
            request = request.filter(TranslationEntry.Columns.isFavourite == true)
        }
        let entries = try database.read { try request.fetchAll($0) }
        // SQLite's LIKE folds the case of ASCII letters only, so the search is done here.
        let needle = search?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        let found = needle.isEmpty ? entries : entries.filter { entry in
            Self.contains(entry.text, needle) || Self.contains(entry.translation, needle)
        }
        guard let limit else { return found }
        return Array(found.prefix(max(limit, 0)))
    }

    /// The entry with ID `id`.
    public func entry(id: Int64) throws -> TranslationEntry {
        try database.read { try entry(id: id, in: $0) }
    }

    /// The turns of a conversation entry in order (none for another kind of entry).
    public func turns(of entry: TranslationEntry) throws -> [ConversationTurn] {
        try database.read { db in
            try ConversationTurn.owned(by: account)
                .filter(ConversationTurn.Columns.entryId == entry.id)
                .order(ConversationTurn.Columns.position)
                .fetchAll(db)
        }
    }

    // MARK: Changing

    /// Marks the entry with ID `id` as a favourite, or no longer one.
    @discardableResult
    public func setFavourite(id: Int64, _ isFavourite: Bool) throws -> TranslationEntry {
        try database.write { db in
            var entry = try entry(id: id, in: db)
            entry.isFavourite = isFavourite
            try entry.update(db)
            return entry
        }
    }

    /// Deletes the entry with ID `id`, with its turns.
    @discardableResult
    public func forget(id: Int64) throws -> TranslationEntry {
        try deleteRecord { try entry(id: id, in: $0) }
    }

    /// Deletes every entry of the account, with their turns; returns how many entries.
    @discardableResult
    public func forgetAll() throws -> Int {
        try database.write { try TranslationEntry.owned(by: account).deleteAll($0) }
    }

    // MARK: Settings

    /// The translation settings (the defaults until they are changed).
    public func settings() throws -> TranslationSettings {
        try database.read { db in
            try TranslationSettings.owned(by: account).fetchOne(db) ?? .defaults(for: account)
        }
    }

    /// Changes the settings given; a language given as `.some(nil)` is cleared. Fewer entries
    /// kept drops the oldest at once; fewer than 1 throws ``TranslationError/keptEntriesOutOfRange(_:)``.
    /// Returns the settings.
    @discardableResult
    public func updateSettings(
        from: String?? = nil, to: String?? = nil, readAloud: Bool? = nil, suggestsLanguage: Bool? = nil, keptEntries: Int? = nil
    ) throws -> TranslationSettings {
        if let keptEntries, keptEntries < 1 { throw TranslationError.keptEntriesOutOfRange(keptEntries) }
        return try database.write { db in
            var settings = try TranslationSettings.owned(by: account).fetchOne(db) ?? .defaults(for: account)
            if let from { settings.fromLanguage = from }
            if let to { settings.toLanguage = to }
            if let readAloud { settings.readAloud = readAloud }
            if let suggestsLanguage { settings.suggestsLanguage = suggestsLanguage }
            if let keptEntries { settings.keptEntries = keptEntries }
            try settings.save(db)
            try dropOldEntries(db)
            return settings
        }
    }

    // MARK: Lookups inside a transaction

    /// Deletes the entries that are not favourites beyond the newest ``TranslationSettings/keptEntries``, with their turns.
    func dropOldEntries(_ db: Database) throws {
        typealias Columns = TranslationEntry.Columns
        let kept = try (TranslationSettings.owned(by: account).fetchOne(db) ?? .defaults(for: account)).keptEntries
        let ids = try TranslationEntry.owned(by: account).filter(Columns.isFavourite == false)
            .order(Columns.createdAt.desc, Columns.id.desc).select(Columns.id, as: Int64.self)
            .fetchAll(db).dropFirst(kept)
        guard !ids.isEmpty else { return }
        try TranslationEntry.owned(by: account).filter(ids.contains(Columns.id)).deleteAll(db)
    }

    func entry(id: Int64, in db: Database) throws -> TranslationEntry {
        guard let entry = try TranslationEntry.owned(by: account).filter(key: id).fetchOne(db) else {
            throw TranslationError.unknownEntry(id)
        }
        return entry
    }

    /// Whether `text` holds `search`, whatever the case and accents of either.
    private static func contains(_ text: String, _ search: String) -> Bool {
        text.range(of: search, options: [.caseInsensitive, .diacriticInsensitive]) != nil
    }
}
