/// Fills a blueprint's slots from the pool: in each slot's topic and level, the questions the
/// learner has not answered come first, then those last answered wrongly, then the rest (the
/// longest ago first), ties in an order fixed by the seed. Every question is validated
/// (``DrawnQuestion/problem``) and none appears twice; cards and cloze entries get their
/// distractors from their own group or list.
public enum QuestionDrawer {
    /// How many options a question made from a card or a cloze entry gets, when its group has enough.
    static let madeOptionCount = 4

    public static func draw(_ blueprint: Blueprint, pool: QuestionPool,
                            profile: LearnerProfile) -> Result<[DrawnQuestion], GenerationFailure> {
        if let problem = blueprint.problem { return .failure(problem) }
        let topics = Dictionary(pool.topics.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        var generator = SeededGenerator(seed: blueprint.request.seed ^ 0x5eed_d4a3_0000_0001)
        var buckets: [String: (order: [Int], next: Int)] = [:]
        var usedSources = Set<String>()
        var usedPrompts = Set<String>()
        var drawn: [DrawnQuestion] = []
        let quotas = Dictionary(blueprint.topicQuotas.map { ($0.topic, $0.count) }, uniquingKeysWith: +)

        for slot in blueprint.slots {
            guard let topic = topics[slot.topic.key] else {
                return .failure(unfilled(slot, blueprint: blueprint, available: 0, needed: quotas[slot.topic] ?? 1))
            }
            let bucketKey = "\(slot.topic.key)@\(slot.level?.rawValue ?? "-")"
            var bucket = buckets[bucketKey] ?? (order(topic, level: slot.level, profile: profile, seed: blueprint.request.seed), 0)
            var question: DrawnQuestion?
            while question == nil, bucket.next < bucket.order.count {
                let index = bucket.order[bucket.next]
                bucket.next += 1
                let item = topic.items[index]
                guard !usedSources.contains(item.sourceId) else { continue }
                guard let made = make(item, index: index, in: topic, generator: &generator), made.problem == nil else { continue }
                let promptKey = (topic.skill == .listening ? topic.key + "|" : "") + GIFTParser.normalized(made.prompt)
                guard !usedPrompts.contains(promptKey) else { continue }
                usedPrompts.insert(promptKey)
                usedSources.insert(item.sourceId)
                question = made
            }
            buckets[bucketKey] = bucket
            guard let question else {
                let sameBucket = blueprint.slots.filter { $0.topic == slot.topic && $0.level == slot.level }.count
                let filled = drawn.filter { $0.topic == slot.topic && $0.level == slot.level }.count
                return .failure(unfilled(slot, blueprint: blueprint, available: filled, needed: sameBucket))
            }
            drawn.append(question)
        }
        return .success(drawn)
    }

    private static func unfilled(_ slot: Blueprint.Slot, blueprint: Blueprint, available: Int, needed: Int) -> GenerationFailure {
        let levels = slot.level.map { [$0] } ?? blueprint.request.level.weights(centre: blueprint.centre).map(\.level)
        return .slotUnfilled(slot: slot.number, topic: slot.topic, levels: levels, available: available, needed: needed,
                             level: blueprint.request.level)
    }

    /// The indices of the topic's items at `level`, in the order they are preferred.
    private static func order(_ topic: PoolTopic, level: CEFRLevel?, profile: LearnerProfile, seed: UInt64) -> [Int] {
        var keyed: [(rank: Int, at: Double, tie: UInt64, index: Int)] = []
        keyed.reserveCapacity(topic.items.count)
        for (index, item) in topic.items.enumerated() where level == nil || item.level == level {
            let preference = profile.preference(of: item.sourceId)
            var tie = SeededGenerator(seed: seed, questionID: item.sourceId)
            keyed.append((preference.rank, preference.at.timeIntervalSinceReferenceDate, tie.next(), index))
        }
        keyed.sort { ($0.rank, $0.at, $0.tie, $0.index) < ($1.rank, $1.at, $1.tie, $1.index) }
        return keyed.map(\.index)
    }

    /// The question `item` makes, its options shuffled.
    static func make(_ item: PoolItem, index: Int, in topic: PoolTopic, generator: inout SeededGenerator) -> DrawnQuestion? {
        let ref = Blueprint.TopicRef(slug: topic.slug, name: topic.name, skill: topic.skill)
        let prompt: String
        let options: [String]
        let correct: Int
        let explanation: String
        var recordingId: String?
        var line: Int?
        switch item.material {
        case .grammar(let question):
            (prompt, options, correct, explanation) = (question.prompt, question.options, question.correctIndex, question.explanation)
        case .listening(let recording, _, let question, _):
            (prompt, options, correct) = (question.prompt, question.options, question.answer)
            explanation = QuizSession.explanation(question)
            (recordingId, line) = (recording, question.line)
        case .card(let word, let translation):
            guard let distractors = distractors(for: translation, index: index, in: topic, generator: &generator, answer: {
                if case .card(_, let other) = $0 { other } else { nil }
            }) else { return nil }
            prompt = "What does “\(word)” mean?"
            options = [translation] + distractors
            correct = 0
            explanation = "“\(word)” means “\(translation)”: a card of your group \(topic.name)."
        case .cloze(let word, let sentence):
            guard let distractors = distractors(for: word, index: index, in: topic, generator: &generator, answer: {
                if case .cloze(let other, _) = $0 { other } else { nil }
            }) else { return nil }
            prompt = "Which word fills the blank? \(ClozeText.blanked(sentence, word: word))"
            options = [word] + distractors
            correct = 0
            explanation = "The missing word is “\(word)”: “\(sentence)” (from your cloze list \(topic.name))."
        }
        let order = options.indices.shuffled(using: &generator)
        // A correct index outside the options stays outside them, so that validation refuses the question.
        return DrawnQuestion(
            sourceId: item.sourceId, topic: ref, level: item.level, prompt: prompt, options: order.map { options[$0] },
            correctOption: order.firstIndex(of: correct) ?? -1, explanation: explanation, recordingId: recordingId, line: line)
    }

    /// Up to three answers of other items of the topic, distinct from `answer` and each other
    /// (ignoring case and spacing); nil when there are fewer than two.
    private static func distractors(for answer: String, index: Int, in topic: PoolTopic, generator: inout SeededGenerator,
                                    answer answerOf: (PoolItem.Material) -> String?) -> [String]? {
        let wanted = madeOptionCount - 1
        var seen: Set<String> = [GIFTParser.normalized(answer)]
        var chosen: [String] = []
        func consider(_ other: Int) {
            guard other != index, let text = answerOf(topic.items[other].material) else { return }
            if seen.insert(GIFTParser.normalized(text)).inserted { chosen.append(text) }
        }
        let count = topic.items.count
        var tries = 0
        while chosen.count < wanted, tries < 8 * madeOptionCount, count > 1 {
            consider(Int.random(in: 0..<count, using: &generator))
            tries += 1
        }
        if chosen.count < wanted {
            let start = count > 0 ? Int.random(in: 0..<count, using: &generator) : 0
            for offset in 0..<count where chosen.count < wanted {
                consider((start + offset) % count)
            }
        }
        return chosen.count >= 2 ? chosen : nil
    }
}
