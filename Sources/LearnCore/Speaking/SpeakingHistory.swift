import Foundation
import GRDB

/// One account's speaking practice: every attempt at saying a sentence kept, found again, summed
/// up per sentence and per word missed, and forgotten. The takes listend recorded for them
/// (``SpeakingTakes``) go with them, and only the newest ``SpeakingSettings/keptTakes`` are kept.
public struct SpeakingHistory: AccountScoped {
    public let scope: AccountScope

    /// The history of `account` in `database`; new attempts are dated by `clock`.
    public init(database: LearnDatabase, account: Account, clock: LearnClock) {
        scope = AccountScope(database: database, account: account, clock: clock)
    }

    // MARK: Recording

    /// Keeps `attempt` as the account's, dated now; returns it with its ID. Older attempts beyond
    /// the takes kept lose theirs, which are deleted.
    @discardableResult
    public func record(_ attempt: SpeakingAttempt) throws -> SpeakingAttempt {
        var attempt = attempt
        attempt.id = nil
        attempt.accountId = account.id
        attempt.createdAt = clock.now()
        let dropped = try database.write { db in
            try attempt.insert(db)
            try ProgressLedger.recordActivity(db, accountId: attempt.accountId, at: attempt.createdAt)
            return try dropOldTakes(db)
        }
        SpeakingTakes.deleteUnreferenced(dropped, in: database)
        return attempt
    }

    // MARK: Finding

    /// The attempts newest first, only those of `kind` and at `source` when given; at most
    /// `limit` of them when given.
    public func attempts(kind: SpeakingKind? = nil, source: String? = nil, limit: Int? = nil) throws -> [SpeakingAttempt] {
        var request = SpeakingAttempt.owned(by: account).of(kind, source: source).newestFirst(by: SpeakingAttempt.Columns.createdAt)
        if let limit { request = request.limit(max(limit, 0)) }
        return try database.read { try request.fetchAll($0) }
    }

    /// The attempt with ID `id`.
    public func attempt(id: Int64) throws -> SpeakingAttempt {
        try database.read { try attempt(id: id, in: $0) }
    }

    /// The words most often missed or said wrong over all the attempts that were the sentence,
    /// each in lower case without punctuation: the most frequent first, then the most recently
    /// missed, then alphabetically; at most `limit` of them when given.
    public func mostMissedWords(limit: Int? = nil) throws -> [MissedWord] {
        let attempts = try database.read { db in
            try SpeakingAttempt.owned(by: account)
                .filter(SpeakingAttempt.Columns.isTheSentence == true)
                .fetchAll(db)
        }
        var missed: [String: (count: Int, lastSeen: Date)] = [:]
        for attempt in attempts {
            for word in attempt.words where word.verdict == .missed || word.verdict == .wrong || word.verdict == .unclear {
                let key = SpeakingText.normalized(word.text)
                guard !key.isEmpty else { continue }
                let seen = missed[key]
                missed[key] = ((seen?.count ?? 0) + 1, max(seen?.lastSeen ?? attempt.createdAt, attempt.createdAt))
            }
        }
        let words = missed
            .map { MissedWord(word: $0.key, count: $0.value.count, lastSeen: $0.value.lastSeen) }
            .sorted { ($1.count, $1.lastSeen, $0.word) < ($0.count, $0.lastSeen, $1.word) }
        guard let limit else { return words }
        return Array(words.prefix(max(limit, 0)))
    }

    /// Per line of a recording or sentence of a topic tried: the best score of its attempts
    /// (whether or not they were the sentence), how many there were and the last one's date, by item.
    public func bestScores(kind: SpeakingKind, source: String) throws -> [SpeakingItemScore] {
        typealias Columns = SpeakingAttempt.Columns
        let rows = try database.read { db in
            try SpeakingAttempt.owned(by: account).of(kind, source: source)
                .select(Columns.item, max(Columns.score), count(Columns.id), max(Columns.createdAt))
                .group(Columns.item)
                .order(Columns.item)
                .asRequest(of: Row.self)
                .fetchAll(db)
        }
        return rows.map { row in
            SpeakingItemScore(item: row[0], bestScore: row[1], attemptCount: row[2], lastAttempted: row[3])
        }
    }

    // MARK: Forgetting

    /// Deletes the attempt with ID `id`, and its take unless another attempt points to it; returns it.
    @discardableResult
    public func forget(id: Int64) throws -> SpeakingAttempt {
        let forgotten = try deleteRecord { try attempt(id: id, in: $0) }
        SpeakingTakes.deleteUnreferenced(forgotten.recordingPath.map { [$0] } ?? [], in: database)
        return forgotten
    }

    /// Deletes every attempt of the account, and their takes; returns them newest first.
    @discardableResult
    public func forgetAll() throws -> [SpeakingAttempt] {
        let attempts = try database.write { db in
            let attempts = try SpeakingAttempt.owned(by: account)
                .newestFirst(by: SpeakingAttempt.Columns.createdAt).fetchAll(db)
            try SpeakingAttempt.owned(by: account).deleteAll(db)
            return attempts
        }
        SpeakingTakes.deleteUnreferenced(attempts.compactMap(\.recordingPath), in: database)
        return attempts
    }

    // MARK: Settings

    /// The speaking settings (the defaults until they are changed).
    public func settings() throws -> SpeakingSettings {
        try database.read { db in try settings(in: db) }
    }

    /// Changes how many takes are kept (from 0 to ``SpeakingSettings/maximumKeptTakes``; throws
    /// ``SpeakingHistoryError/keptTakesOutOfRange(_:)`` otherwise), deleting those beyond; returns the settings.
    @discardableResult
    public func updateSettings(keptTakes: Int) throws -> SpeakingSettings {
        guard (0...SpeakingSettings.maximumKeptTakes).contains(keptTakes) else {
            throw SpeakingHistoryError.keptTakesOutOfRange(keptTakes)
        }
        let (settings, dropped) = try database.write { db in
            var settings = try self.settings(in: db)
            settings.keptTakes = keptTakes
            try settings.save(db)
            return (settings, try dropOldTakes(db))
        }
        SpeakingTakes.deleteUnreferenced(dropped, in: database)
        return settings
    }

    // MARK: Lookups inside a transaction

    func settings(in db: Database) throws -> SpeakingSettings {
        try SpeakingSettings.owned(by: account).fetchOne(db) ?? .defaults(for: account)
    }

    /// Takes the take from the attempts beyond the newest ``SpeakingSettings/keptTakes`` that
    /// have one; returns the takes' paths, to delete once the transaction is over.
    func dropOldTakes(_ db: Database) throws -> [String] {
        typealias Columns = SpeakingAttempt.Columns
        let kept = try settings(in: db).keptTakes
        let withTakes = try SpeakingAttempt.owned(by: account).filter(Columns.recordingPath != nil)
            .order(Columns.createdAt.desc, Columns.id.desc).fetchAll(db)
            .filter { SpeakingTakes.isTake($0.recordingPath ?? "") }
        var dropped: [String] = []
        for var attempt in withTakes.dropFirst(kept) {
            dropped.append(attempt.recordingPath ?? "")
            attempt.recordingPath = nil
            try attempt.update(db)
        }
        return dropped
    }

    func attempt(id: Int64, in db: Database) throws -> SpeakingAttempt {
        guard let attempt = try SpeakingAttempt.owned(by: account).filter(key: id).fetchOne(db) else {
            throw SpeakingHistoryError.unknownAttempt(id)
        }
        return attempt
    }
}
