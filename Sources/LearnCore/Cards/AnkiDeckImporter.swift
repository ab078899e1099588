import AnkiPackage
import Feeds
import Foundation
import GRDB

/// Adds the notes of an Anki package to a card collection, all or nothing.
///
/// Each note becomes one card in the group named like its deck (or the group given): its fields
/// mapped by ``AnkiFieldMapping``, HTML reduced to text, its sound copied into ``CardMedia``,
/// and its schedule made by replaying the review history of its first card through FSRS
/// (``CardScheduler``), every answer kept as a ``CardReview``. A word already in its group is
/// skipped.
public struct AnkiDeckImporter: Sendable {
    let collection: CardCollection
    let scheduler: CardScheduler

    public init(collection: CardCollection, scheduler: CardScheduler = CardScheduler()) {
        self.collection = collection
        self.scheduler = scheduler
    }

    /// A note as it will become a card.
    struct Incoming {
        var group: String
        var word: String
        var transcription: String
        var translation: String
        var sound: String?
        var createdAt: Date
        var answers: [(date: Date, rating: Rating)]
    }

    /// Imports the package at `url`; with `group`, which must exist, every card goes there.
    public func importPackage(at url: URL, mapping: AnkiFieldMapping = AnkiFieldMapping(), group: String? = nil) throws -> AnkiImportResult {
        let package: AnkiPackageReader
        do {
            package = try AnkiPackageReader(url: url)
        } catch {
            throw AnkiImportError.unreadable(file: url.path, reason: error.description)
        }
        var result = AnkiImportResult()
        let incoming = try notes(of: package.collection, mapping: mapping, group: group, result: &result)
        guard !incoming.isEmpty else { throw AnkiImportError.noNotes(file: url.path) }

        let media = CardMedia(database: collection.database, accountId: collection.account.id)
        var storedSounds: [String: String] = [:]
        var createdFiles: [String] = []
        do {
            for name in Set(incoming.compactMap(\.sound)) where package.hasMedia(named: name) {
                let data = try package.mediaData(named: name)
                let existed = FileManager.default.fileExists(atPath: media.url(of: CardMedia.safeName(name)).path)
                let stored = try media.store(data, suggestedName: name)
                if !existed || stored != CardMedia.safeName(name) { createdFiles.append(stored) }
                storedSounds[name] = stored
            }
            try write(incoming, sounds: storedSounds, fixedGroup: group, result: &result)
        } catch {
            media.remove(createdFiles)
            if let error = error as? AnkiPackageError { throw AnkiImportError.unreadable(file: url.path, reason: error.description) }
            throw error
        }
        result.sounds = storedSounds.count
        return result
    }

    private func notes(of anki: AnkiCollection, mapping: AnkiFieldMapping, group: String?, result: inout AnkiImportResult) throws -> [Incoming] {
        let cardsByNote = Dictionary(grouping: anki.cards, by: \.noteId).mapValues { $0.min { $0.ordinal < $1.ordinal }! }
        let answersByCard = Dictionary(grouping: anki.reviews.filter(\.isAnswer), by: \.cardId)
        let usedTypes = Set(anki.notes.map(\.noteTypeId))
        try mapping.check(against: anki.noteTypes.values.filter { usedTypes.contains($0.id) })
        var indicesByType: [Int64: [AnkiFieldMapping.Target: Int]] = [:]
        var incoming: [Incoming] = []
        for note in anki.notes {
            guard let noteType = anki.noteTypes[note.noteTypeId] else { continue }
            if indicesByType[noteType.id] == nil { indicesByType[noteType.id] = mapping.indices(for: noteType) }
            let indices = indicesByType[noteType.id]!
            func text(_ target: AnkiFieldMapping.Target) -> String {
                guard let index = indices[target], index < note.fields.count else { return "" }
                return Self.plainText(note.fields[index])
            }
            let word = text(.word)
            guard !word.isEmpty else {
                result.withoutWord += 1
                continue
            }
            let sound = indices[.audio].flatMap { $0 < note.fields.count ? Self.soundNames(in: note.fields[$0]).first : nil }
                ?? note.fields.lazy.flatMap(Self.soundNames).first
            let card = cardsByNote[note.id]
            let answers = (card.map { answersByCard[$0.id] ?? [] } ?? []).sorted { $0.date < $1.date }
            let created = min(Date(timeIntervalSince1970: Double(note.id) / 1000), collection.clock.now())
            incoming.append(Incoming(
                group: group ?? card.flatMap { anki.decks[$0.deckId] } ?? "Default",
                word: word, transcription: text(.transcription), translation: text(.translation), sound: sound,
                createdAt: min(created, answers.first?.date ?? created),
                answers: answers.compactMap { review in
                    Rating(rawValue: review.ease).map { (review.date, $0) }
                }))
        }
        return incoming
    }

    private func write(_ incoming: [Incoming], sounds: [String: String], fixedGroup: String?, result: inout AnkiImportResult) throws {
        let account = collection.account
        let now = collection.clock.now()
        result = try collection.database.write { [result] db in
            var result = result
            let fixed = try fixedGroup.map { try collection.group(named: $0, in: db) }
            var groups: [String: CardGroup] = [:]
            for existing in try CardGroup.owned(by: account).fetchAll(db) { groups[CardText.key(existing.name)] = existing }
            var words: [Int64: Set<String>] = [:]
            var counts: [String: Int] = [:]
            // Prepared once: a large deck is tens of thousands of rows.
            let insertCard = try db.cachedStatement(sql: """
                INSERT INTO card (accountId, groupId, word, transcription, translation, createdAt, state, step, stability,
                                  difficulty, due, lastReview, reps, lapses, audio)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
            let insertReview = try db.cachedStatement(sql: """
                INSERT INTO cardReview (accountId, cardId, reviewedAt, rating, elapsedDays, stateBefore, stateAfter,
                                        stabilityBefore, difficultyBefore, stabilityAfter, difficultyAfter, dueAfter)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
            for note in incoming {
                let group: CardGroup
                if let fixed {
                    group = fixed
                } else if let known = groups[CardText.key(note.group)] {
                    group = known
                } else {
                    var created = CardGroup(id: nil, accountId: account.id, name: CardText.oneLine(note.group), createdAt: now)
                    try created.insert(db)
                    groups[CardText.key(created.name)] = created
                    result.createdGroups.append(created.name)
                    group = created
                }
                if words[group.id!] == nil {
                    words[group.id!] = Set(try String.fetchAll(
                        db, sql: "SELECT word FROM card WHERE groupId = ? AND accountId = ?", arguments: [group.id, account.id]
                    ).map(CardText.key))
                }
                guard words[group.id!]!.insert(CardText.key(note.word)).inserted else {
                    result.alreadyThere += 1
                    continue
                }
                var card = Card(accountId: account.id, groupId: group.id!, word: note.word, transcription: note.transcription,
                                translation: note.translation, createdAt: note.createdAt)
                card.audio = note.sound.flatMap { sounds[$0] }
                var reviews: [CardReview] = []
                for answer in note.answers {
                    let (next, review) = scheduler.review(card, rating: answer.rating, at: answer.date)
                    card = next
                    reviews.append(review)
                }
                try insertCard.execute(arguments: [
                    card.accountId, card.groupId, card.word, card.transcription, card.translation, card.createdAt,
                    card.state.rawValue, card.step, card.stability, card.difficulty, card.due, card.lastReview, card.reps,
                    card.lapses, card.audio,
                ])
                let cardId = db.lastInsertedRowID
                for review in reviews {
                    try insertReview.execute(arguments: [
                        review.accountId, cardId, review.reviewedAt, review.rating.rawValue, review.elapsedDays,
                        review.stateBefore.rawValue, review.stateAfter.rawValue, review.stabilityBefore, review.difficultyBefore,
                        review.stabilityAfter, review.difficultyAfter, review.dueAfter,
                    ])
                }
                if !reviews.isEmpty {
                    result.withHistory += 1
                    result.reviews += reviews.count
                }
                if counts[group.name] == nil { result.imported.append(.init(group: group.name, cards: 0)) }
                counts[group.name, default: 0] += 1
                result.imported[result.imported.firstIndex { $0.group == group.name }!].cards += 1
            }
            return result
        }
    }

    /// The names in a field's `[sound:name]` tags, in order.
    static func soundNames(in field: String) -> [String] {
        var names: [String] = []
        var rest = field[...]
        while let start = rest.range(of: "[sound:"), let end = rest[start.upperBound...].firstIndex(of: "]") {
            names.append(String(rest[start.upperBound..<end]))
            rest = rest[rest.index(after: end)...]
        }
        return names
    }

    /// A field's HTML as one line of text, its `[sound:…]` tags removed.
    static func plainText(_ field: String) -> String {
        var text = field
        for name in soundNames(in: field) { text = text.replacingOccurrences(of: "[sound:\(name)]", with: " ") }
        return CardText.oneLine(Feeds.HTMLText.plainText(fromHTML: text))
    }
}
