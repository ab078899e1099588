import Localization
import Foundation
import GRDB

/// One account's flash cards and groups: adding, finding, changing and deleting them.
public struct CardCollection: AccountScoped {
    public let scope: AccountScope
    /// The calendar whose days count for daily limits and statistics: the local one unless given.
    public let calendar: Calendar

    /// The collection of `account` in `database`.
    public init(database: LearnDatabase, account: Account, clock: LearnClock, calendar: Calendar = .current) {
        scope = AccountScope(database: database, account: account, clock: clock)
        self.calendar = calendar
    }

    // MARK: Groups

    /// Every group with its card counts, by name.
    public func groupSummaries() throws -> [CardGroupSummary] {
        let now = clock.now()
        return try database.read { db in
            // Three counts per group, each answered from one of the group's indexes without reading cards.
            try CardGroup.owned(by: account).order(Column("name")).fetchAll(db).map { group in
                func count(_ condition: String, _ arguments: StatementArguments = []) throws -> Int {
                    try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM card WHERE groupId = ?" + condition,
                                     arguments: [group.id] + arguments) ?? 0
                }
                return CardGroupSummary(
                    group: group, cards: try count(""), due: try count(" AND state <> \(CardState.new.sqlLiteral) AND due <= ?", [now]),
                    new: try count(" AND state = \(CardState.new.sqlLiteral)"))
            }
        }
    }

    /// The account's groups by ID.
    public func groupsByID() throws -> [Int64: CardGroup] {
        try database.read { db in
            Dictionary(uniqueKeysWithValues: try CardGroup.owned(by: account).fetchAll(db).map { ($0.id!, $0) })
        }
    }

    /// The group called `name` (in any case); throws with a "did you mean" when there is none.
    public func group(named name: String) throws -> CardGroup {
        try database.read { try group(named: name, in: $0) }
    }

    /// Creates an empty group.
    @discardableResult
    public func addGroup(named name: String) throws -> CardGroup {
        let name = try CardText.clean(name, field: "group name", required: true)
        return try database.write { db in
            try requireFreeGroupName(name, in: db)
            var group = CardGroup(id: nil, accountId: account.id, name: name, createdAt: clock.now())
            try group.insert(db)
            return group
        }
    }

    /// Renames a group, keeping its cards; only the case of the name may change too.
    @discardableResult
    public func renameGroup(_ oldName: String, to newName: String) throws -> CardGroup {
        let newName = try CardText.clean(newName, field: "group name", required: true)
        return try database.write { db in
            var group = try group(named: oldName, in: db)
            if CardText.key(group.name) != CardText.key(newName) {
                try requireFreeGroupName(newName, in: db)
            }
            group.name = newName
            try group.update(db)
            return group
        }
    }

    /// Deletes a group; one that still has cards only with `force`, and then with its cards and their reviews.
    /// Returns the group and the number of cards deleted with it.
    @discardableResult
    public func deleteGroup(named name: String, force: Bool) throws -> (group: CardGroup, deletedCards: Int) {
        let (deleted, sounds) = try database.write { db in
            let group = try group(named: name, in: db)
            let cards = try Card.owned(by: account).filter(Column("groupId") == group.id).fetchCount(db)
            if cards > 0 && !force { throw CardError.groupNotEmpty(group.name, cards: cards) }
            let sounds = try String.fetchAll(
                db, sql: "SELECT DISTINCT audio FROM card WHERE groupId = ? AND accountId = ? AND audio IS NOT NULL",
                arguments: [group.id, account.id])
            try group.delete(db)
            return ((group, cards), sounds)
        }
        try removeUnusedSounds(sounds)
        return deleted
    }

    /// Removes the sound files `names` that no card of the account uses any more.
    private func removeUnusedSounds(_ names: [String]) throws {
        guard !names.isEmpty else { return }
        let used = try database.read { db in
            Set(try String.fetchAll(db, sql: "SELECT DISTINCT audio FROM card WHERE accountId = ? AND audio IS NOT NULL",
                                    arguments: [account.id]))
        }
        CardMedia(database: database, accountId: account.id).remove(names.filter { !used.contains($0) })
    }

    // MARK: Cards

    /// Adds a new card to the group called `groupName`; the word must not be in that group yet.
    @discardableResult
    public func addCard(word: String, transcription: String, translation: String, group groupName: String) throws -> Card {
        let word = try CardText.clean(word, field: "word", required: true)
        let transcription = try CardText.clean(transcription, field: "transcription", required: false)
        let translation = try CardText.clean(translation, field: "translation", required: true)
        return try database.write { db in
            let group = try group(named: groupName, in: db)
            try requireNewWord(word, in: group, db: db)
            var card = Card(
                accountId: account.id, groupId: group.id!, word: word, transcription: transcription,
                translation: translation, createdAt: clock.now())
            try card.insert(db)
            return card
        }
    }

    /// The account's cards, or those of one group, by group name and then in the order they were added.
    public func cards(inGroup groupName: String? = nil) throws -> [Card] {
        try database.read { db in
            var sql = "SELECT card.* FROM card JOIN cardGroup ON cardGroup.id = card.groupId WHERE card.accountId = ?"
            var arguments: StatementArguments = [account.id]
            if let groupName {
                sql += " AND card.groupId = ?"
                arguments += [try group(named: groupName, in: db).id]
            }
            return try Card.fetchAll(db, sql: sql + " ORDER BY cardGroup.name, card.id", arguments: arguments)
        }
    }

    /// The number of cards in `group`.
    public func cardCount(in group: CardGroup) throws -> Int {
        try database.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM card WHERE groupId = ?", arguments: [group.id]) ?? 0 }
    }

    /// The card with ID `id`.
    public func card(id: Int64) throws -> Card {
        try database.read { try card(id: id, in: $0) }
    }

    /// Changes the given texts of a card or moves it to another group; its reviews and schedule stay.
    @discardableResult
    public func editCard(
        id: Int64, word: String? = nil, transcription: String? = nil, translation: String? = nil,
        group groupName: String? = nil
    ) throws -> Card {
        let word = try word.map { try CardText.clean($0, field: "word", required: true) }
        let transcription = try transcription.map { try CardText.clean($0, field: "transcription", required: false) }
        let translation = try translation.map { try CardText.clean($0, field: "translation", required: true) }
        return try database.write { db in
            var card = try card(id: id, in: db)
            let original = card
            if let groupName { card.groupId = try group(named: groupName, in: db).id! }
            if let word { card.word = word }
            if let transcription { card.transcription = transcription }
            if let translation { card.translation = translation }
            if card.groupId != original.groupId || CardText.key(card.word) != CardText.key(original.word) {
                let group = try CardGroup.owned(by: account).filter(key: card.groupId).fetchOne(db)!
                try requireNewWord(card.word, in: group, db: db, except: id)
            }
            try card.update(db)
            return card
        }
    }

    /// Deletes a card and its reviews.
    @discardableResult
    public func deleteCard(id: Int64) throws -> Card {
        let card: Card = try deleteRecord { db in try self.card(id: id, in: db) }
        try removeUnusedSounds(card.audio.map { [$0] } ?? [])
        return card
    }

    // MARK: Lookups inside a transaction

    func group(named name: String, in db: Database) throws -> CardGroup {
        let wanted = name.trimmingCharacters(in: .whitespaces)
        let groups = try CardGroup.owned(by: account).fetchAll(db)
        if let group = groups.first(where: { CardText.key($0.name) == CardText.key(wanted) }) {
            return group
        }
        throw CardError.unknownGroup(wanted, suggestion: DidYouMean.sentence(for: wanted, in: groups.map(\.name)))
    }

    func card(id: Int64, in db: Database) throws -> Card {
        guard let card = try Card.owned(by: account).filter(key: id).fetchOne(db) else {
            throw CardError.unknownCard(id)
        }
        return card
    }

    private func requireFreeGroupName(_ name: String, in db: Database) throws {
        let names = try CardGroup.owned(by: account).select(Column("name"), as: String.self).fetchAll(db)
        if let taken = names.first(where: { CardText.key($0) == CardText.key(name) }) {
            throw CardError.groupExists(taken)
        }
    }

    private func requireNewWord(_ word: String, in group: CardGroup, db: Database, except cardID: Int64? = nil) throws {
        let words = try Row.fetchAll(
            db, sql: "SELECT id, word FROM card WHERE groupId = ? AND accountId = ?", arguments: [group.id, account.id])
        let key = CardText.key(word)
        if words.contains(where: { CardText.key($0["word"]) == key && ($0["id"] as Int64) != cardID }) {
            throw CardError.duplicateWord(word, group: group.name)
        }
    }
}
