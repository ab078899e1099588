import Articles
import Foundation
import GRDB

/// One learner's known words: one record, by lemma, fed by cards learned, words marked known
/// while reading and dictation lines written right. The article list and the analysis read it.
public struct KnownWords: AccountScoped {
    public let scope: AccountScope

    public init(database: LearnDatabase, account: Account, clock: LearnClock) {
        scope = AccountScope(database: database, account: account, clock: clock)
    }

    /// Every known lemma.
    public func lemmas() throws -> Set<String> {
        try database.read { db in try Self.lemmas(db, accountId: account.id) }
    }

    /// Every known lemma and the lemmas of the account's cards (words being learned are not new).
    public func lemmasWithCards() throws -> Set<String> {
        try database.read { db in try Self.lemmasWithCards(db, accountId: account.id) }
    }

    /// Marks `words` known (each by its lemma); returns the lemmas that were not known before.
    @discardableResult
    public func mark(_ words: [String], source: KnownWord.Source) throws -> [String] {
        let now = clock.now()
        return try database.write { db in try Self.insert(words.flatMap(ArticleWordLists.lemmas(in:)), source: source, db, accountId: account.id, at: now) }
    }

    /// Marks lemmas no longer known (a word marked by mistake); returns those that were.
    @discardableResult
    public func unmark(_ words: [String]) throws -> [String] {
        let lemmas = words.flatMap(ArticleWordLists.lemmas(in:))
        return try database.write { db in
            var removed: [String] = []
            for lemma in lemmas {
                try KnownWord.owned(by: account).filter(KnownWord.Columns.lemma == lemma).deleteAll(db)
                if db.changesCount > 0 { removed.append(lemma) }
            }
            return removed
        }
    }

    /// How many lemmas are known, by what made them known.
    public func counts() throws -> [KnownWord.Source: Int] {
        try database.read { db in
            var counts: [KnownWord.Source: Int] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT source, COUNT(*) AS n FROM knownWord WHERE accountId = ? GROUP BY source",
                                        arguments: [account.id]) {
                if let source = KnownWord.Source(rawValue: row["source"]) { counts[source] = row["n"] }
            }
            return counts
        }
    }

    static func lemmas(_ db: Database, accountId: Int64) throws -> Set<String> {
        Set(try String.fetchAll(db, sql: "SELECT lemma FROM knownWord WHERE accountId = ?", arguments: [accountId]))
    }

    static func lemmasWithCards(_ db: Database, accountId: Int64) throws -> Set<String> {
        var lemmas = try self.lemmas(db, accountId: accountId)
        for word in try String.fetchAll(db, sql: "SELECT word FROM card WHERE accountId = ?", arguments: [accountId]) {
            if let lemma = ArticleWordLists.cardLemma(word) { lemmas.insert(lemma) }
        }
        return lemmas
    }

    /// Inserts the lemmas not known yet, inside the caller's transaction; returns them.
    static func insert(_ lemmas: [String], source: KnownWord.Source, _ db: Database, accountId: Int64, at moment: Date) throws -> [String] {
        var added: [String] = []
        let statement = try db.cachedStatement(sql: "INSERT OR IGNORE INTO knownWord (accountId, lemma, source, addedAt) VALUES (?, ?, ?, ?)")
        for lemma in lemmas where !lemma.isEmpty {
            try statement.execute(arguments: [accountId, lemma, source.rawValue, moment])
            if db.changesCount > 0 { added.append(lemma) }
        }
        return added
    }

    /// A card was answered into review (learned): its word becomes known.
    static func cardLearned(word: String, _ db: Database, accountId: Int64, at moment: Date) throws {
        guard let lemma = ArticleWordLists.cardLemma(word) else { return }
        _ = try insert([lemma], source: .card, db, accountId: accountId, at: moment)
    }

    /// A dictation line was written all right: its words become known.
    static func lineWrittenRight(_ text: String, _ db: Database, accountId: Int64, at moment: Date) throws {
        _ = try insert(ArticleWordLists.lemmas(in: text), source: .dictation, db, accountId: accountId, at: moment)
    }
}
