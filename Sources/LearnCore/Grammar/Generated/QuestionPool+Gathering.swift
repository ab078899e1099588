import GRDB

extension QuestionPool {
    /// The pool of `account`: every topic of `bank`, every recording's questions, and the
    /// account's card groups (their word cards: a card made of a dictation line is no
    /// vocabulary) and cloze lists. A card needs two other cards in its group with
    /// different translations (a cloze entry two other entries with different words) to be
    /// asked with distractors; a group or list without three such answers has no items.
    static func gather(bank: QuestionBank, recordings: [ListeningRecording], account: Account, db: Database) throws -> QuestionPool {
        var topics: [PoolTopic] = bank.topics.map { topic in
            PoolTopic(slug: topic.slug, name: topic.name, skill: .grammar, items: topic.questions.map {
                PoolItem(sourceId: "grammar:\($0.id)", level: $0.level, material: .grammar($0))
            })
        }
        topics += recordings.filter { !$0.questions.isEmpty }.map { recording in
            PoolTopic(slug: recording.id, name: recording.title, skill: .listening, items: recording.questions.enumerated().map {
                PoolItem(sourceId: "listening:\(recording.id)#\($0.offset + 1)", level: recording.level,
                         material: .listening(recordingId: recording.id, title: recording.title, question: $0.element,
                                              number: $0.offset + 1))
            })
        }

        let groups = try Row.fetchAll(db, sql: "SELECT id, name FROM cardGroup WHERE accountId = ? ORDER BY name",
                                      arguments: [account.id])
        var cards: [Int64: [PoolItem]] = [:]
        let cursor = try Row.fetchCursor(db, sql: "SELECT id, groupId, word, translation FROM card WHERE accountId = ? AND recordingId IS NULL ORDER BY id",
                                         arguments: [account.id])
        while let row = try cursor.next() {
            let id: Int64 = row[0]
            cards[row[1], default: []].append(
                PoolItem(sourceId: "card:\(id)", level: nil, material: .card(word: row[2], translation: row[3])))
        }
        var groupSlugs = Set<String>()
        topics += groups.map { row in
            let name: String = row["name"]
            return PoolTopic(slug: unique(GrammarTopic.slug(ofName: name), among: &groupSlugs), name: name, skill: .vocabulary,
                             items: usable(cards[row["id"]] ?? []))
        }

        let lists = try Row.fetchAll(db, sql: "SELECT id, name FROM clozeList WHERE accountId = ? ORDER BY name",
                                     arguments: [account.id])
        var entries: [Int64: [PoolItem]] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT id, listId, word, sentence FROM clozeEntry WHERE accountId = ? ORDER BY id",
                                    arguments: [account.id]) {
            let id: Int64 = row[0]
            entries[row[1], default: []].append(
                PoolItem(sourceId: "cloze:\(id)", level: nil, material: .cloze(word: row[2], sentence: row[3])))
        }
        var listSlugs = Set<String>()
        topics += lists.map { row in
            let name: String = row["name"]
            return PoolTopic(slug: unique(GrammarTopic.slug(ofName: name), among: &listSlugs), name: name, skill: .cloze,
                             items: usable(entries[row["id"]] ?? []))
        }
        return QuestionPool(topics: topics)
    }

    /// `slug`, or `slug-2`, `slug-3`… when names such as "Food & Drink" and "Food, drink" give the
    /// same one: a topic's key must name it alone.
    private static func unique(_ slug: String, among taken: inout Set<String>) -> String {
        var candidate = slug
        var number = 2
        while !taken.insert(candidate).inserted {
            candidate = "\(slug)-\(number)"
            number += 1
        }
        return candidate
    }

    /// `items` when their answers hold at least three different ones, otherwise none.
    private static func usable(_ items: [PoolItem]) -> [PoolItem] {
        var answers = Set<String>()
        for item in items {
            switch item.material {
            case .card(_, let translation): answers.insert(GIFTParser.normalized(translation))
            case .cloze(let word, _): answers.insert(GIFTParser.normalized(word))
            default: break
            }
            if answers.count >= 3 { return items }
        }
        return []
    }
}
