/// Everything a generated test can be drawn from, as topics of one skill each: the grammar
/// topics, the recordings with comprehension questions, the card groups and the cloze lists.
public struct QuestionPool: Sendable {
    public var topics: [PoolTopic]

    public init(topics: [PoolTopic]) {
        self.topics = topics
    }
}

/// A topic of the pool: a grammar topic, a recording, a card group or a cloze list.
public struct PoolTopic: Sendable, Equatable {
    /// The slug (grammar topic, card group and cloze list names as slugs; recording ids).
    public let slug: String
    public let name: String
    public let skill: TestSkill
    /// The questions or the material to make them from, each usable on its own.
    public var items: [PoolItem]

    public init(slug: String, name: String, skill: TestSkill, items: [PoolItem]) {
        self.slug = slug
        self.name = name
        self.skill = skill
        self.items = items
    }

    /// The topic's identity across skills: a card group and a cloze list may share a name.
    public var key: String { "\(skill.rawValue):\(slug)" }

    /// Whether `query` names the topic: its name or slug, ignoring case, spaces for hyphens.
    public func isNamed(_ query: String) -> Bool {
        GrammarTopic.query(query, names: name, slug: slug)
    }

    /// How many items are at `level` (nil: all of them).
    func count(at level: CEFRLevel?) -> Int {
        guard let level else { return items.count }
        return items.reduce(0) { $0 + ($1.level == level ? 1 : 0) }
    }
}

/// One question, or the material one is made from, with the id it is known by in the answers.
public struct PoolItem: Sendable, Equatable {
    /// `grammar:articles-07`, `listening:travel-dialogue-1#3`, `card:42`, `cloze:7`.
    public let sourceId: String
    public let level: CEFRLevel?
    public let material: Material

    public init(sourceId: String, level: CEFRLevel?, material: Material) {
        self.sourceId = sourceId
        self.level = level
        self.material = material
    }

    /// What a question is made of.
    public enum Material: Sendable, Equatable {
        /// A question of the grammar bank.
        case grammar(GrammarQuestion)
        /// A comprehension question on a recording; `number` counts the recording's questions from 1.
        case listening(recordingId: String, title: String, question: QuizQuestion, number: Int)
        /// A flash card: the word is asked, its translation is the answer.
        case card(word: String, translation: String)
        /// A cloze entry: the sentence with the word blanked out.
        case cloze(word: String, sentence: String)
    }
}
