import Localization

/// Makes the ``Blueprint`` of a request: which topics, skills and levels the slots get.
///
/// 1. The topics: those `--topics` names (all when none), of the skills asked for; with every
///    topic, only those with questions at the test's levels.
/// 2. The skills share the questions evenly; the remainder goes to the skills the learner is
///    weakest in (lowest share of right answers; untried counts as weakest).
/// 3. Within a skill its topics share its questions evenly, the remainder again to the weakest
///    topics; among equally weak ones, those with questions at more of the test's levels come
///    first (so that a mixed test can be centred), then a random order fixed by the seed.
///    A skill or topic never gets more questions than it has at the test's levels while others
///    have room: its share goes to the others, as evenly.
/// 4. The levelled slots (grammar, listening) get levels: one level, or for `mixed` the
///    learner's level (weight 2) with the level below and above (weight 1 each). Which slot gets
///    which level is solved as a flow, so that every topic is asked at levels it has questions at
///    and the distribution is as close to the weights as the topics allow.
public enum BlueprintPlanner {
    /// The blueprint of `request` over `pool` for `profile`; throws a ``GeneratedTestError``
    /// when the request names topics that do not exist or lie outside its skills.
    public static func plan(_ request: TestRequest, pool: QuestionPool, profile: LearnerProfile) throws -> Blueprint {
        let skills = request.skills ?? TestSkill.allCases
        let weights = request.level.weights(centre: profile.level)
        let levels = weights.map(\.level)
        var generator = SeededGenerator(seed: request.seed)
        let topics = try selectTopics(request, skills: skills, levels: levels, pool: pool)

        func failed(_ failure: GenerationFailure) -> Blueprint {
            Blueprint(request: request, centre: profile.level, slots: [], problem: failure)
        }
        let skillsPresent = Array(Set(topics.map(\.skill))).sorted()
        guard !skillsPresent.isEmpty else {
            return failed(.nothingToAsk(skills: skills, level: request.level, centre: profile.level))
        }

        // 2. Skills, then 3. topics within each skill.
        let skillOrder = weakestFirst(skillsPresent, key: { (profile.skills[$0]?.accuracy ?? 0, 0) }, generator: &generator)
        func capacity(_ topic: PoolTopic) -> Int {
            topic.skill.isLevelled ? levels.reduce(0) { $0 + topic.count(at: $1) } : topic.items.count
        }
        let skillQuotas = spread(request.questionCount, over: skillOrder) { skill in
            topics.filter { $0.skill == skill }.reduce(0) { $0 + capacity($1) }
        }
        var quotas: [(topic: PoolTopic, count: Int)] = []
        for skill in skillsPresent {
            let ofSkill = topics.filter { $0.skill == skill }
            let order = weakestFirst(ofSkill, key: { topic in
                let fit = topic.skill.isLevelled ? levels.filter { topic.count(at: $0) > 0 }.count : 0
                return (profile.topics[topic.key]?.accuracy ?? 0, -fit)
            }, generator: &generator)
            let capacities = Dictionary(order.map { ($0.key, capacity($0)) }, uniquingKeysWith: { first, _ in first })
            let counts = spread(skillQuotas[skill] ?? 0, over: order.map(\.key)) { capacities[$0] ?? 0 }
            for topic in order where counts[topic.key, default: 0] > 0 {
                quotas.append((topic, counts[topic.key]!))
            }
        }

        // 4. Levels.
        let levelled = quotas.filter { $0.topic.skill.isLevelled }
        let assigned = LevelAssignment.solve(
            quotas: levelled.map(\.count),
            capacities: levelled.map { entry in levels.map { entry.topic.count(at: $0) } },
            targets: targets(levelled.reduce(0) { $0 + $1.count }, weights: weights.map(\.weight)),
            strict: request.level != .mixed)

        var slots: [Blueprint.Slot] = []
        var problem: GenerationFailure?
        var levelledIndex = 0
        for (topic, count) in quotas {
            let ref = Blueprint.TopicRef(slug: topic.slug, name: topic.name, skill: topic.skill)
            var slotLevels: [CEFRLevel?] = []
            var available = topic.items.count
            if topic.skill.isLevelled {
                let perLevel = assigned[levelledIndex]
                levelledIndex += 1
                for (index, level) in levels.enumerated() {
                    slotLevels += Array(repeating: level, count: perLevel[index])
                }
                available = levels.reduce(0) { $0 + topic.count(at: $1) }
            } else {
                slotLevels = Array(repeating: nil, count: min(count, topic.items.count))
            }
            for index in 0..<count {
                let number = slots.count + 1
                let level = index < slotLevels.count ? slotLevels[index] : nil
                if index >= slotLevels.count, problem == nil {
                    problem = .slotUnfilled(slot: number, topic: ref, levels: levels, available: available,
                                            needed: count, level: request.level)
                }
                slots.append(Blueprint.Slot(number: number, topic: ref, skill: topic.skill, level: level))
            }
        }
        return Blueprint(request: request, centre: profile.level, slots: slots, problem: problem)
    }

    /// The topics the request names, of its skills; for every topic, only those with questions.
    private static func selectTopics(_ request: TestRequest, skills: [TestSkill], levels: [CEFRLevel],
                                     pool: QuestionPool) throws -> [PoolTopic] {
        let ofSkills = pool.topics.filter { skills.contains($0.skill) }
        guard let queries = request.topics else {
            return ofSkills.filter { topic in
                topic.skill.isLevelled ? levels.contains { topic.count(at: $0) > 0 } : !topic.items.isEmpty
            }
        }
        var chosen: [PoolTopic] = []
        for query in queries {
            let named = pool.topics.filter { $0.isNamed(query) }
            guard !named.isEmpty else {
                let names = Array(Set(pool.topics.map(\.name))).sorted()
                throw GeneratedTestError.unknownTopic(query, suggestion: DidYouMean.sentence(for: query, in: names))
            }
            let inSkills = named.filter { skills.contains($0.skill) }
            guard !inSkills.isEmpty else {
                throw GeneratedTestError.topicOutsideSkills(query, has: named.map(\.skill).sorted(), asked: skills)
            }
            chosen += inSkills.filter { topic in !chosen.contains { $0.key == topic.key } }
        }
        return chosen
    }

    /// `items` ordered by `key` (accuracy first: weakest first), ties in an order fixed by `generator`.
    private static func weakestFirst<T>(_ items: [T], key: (T) -> (Double, Int),
                                        generator: inout SeededGenerator) -> [T] {
        let shuffled = items.shuffled(using: &generator)
        let keys = shuffled.map(key)
        return shuffled.indices
            .sorted { (keys[$0].0, keys[$0].1, $0) < (keys[$1].0, keys[$1].1, $1) }
            .map { shuffled[$0] }
    }

    /// `total` spread as evenly over `order` as `capacity` allows: every item gets the same share
    /// or one less (the first ones, the weakest, get the remainder), except that an item full to
    /// its capacity gets no more while others have room. What nobody has room for goes to the
    /// items an even spread would have given it to, so that the blueprint names a slot it cannot fill.
    static func spread<T: Hashable>(_ total: Int, over order: [T], capacity: (T) -> Int) -> [T: Int] {
        var counts = Dictionary(order.map { ($0, 0) }, uniquingKeysWith: { first, _ in first })
        var remaining = total
        while remaining > 0 {
            let open = order.filter { counts[$0]! < capacity($0) }
            guard !open.isEmpty else { break }
            let share = remaining / open.count
            if share == 0 {
                for item in open.prefix(remaining) { counts[item]! += 1 }
                remaining = 0
                break
            }
            for item in open {
                let added = min(share, capacity(item) - counts[item]!)
                counts[item]! += added
                remaining -= added
            }
        }
        // What nobody has room for goes where an even spread would have put it, so that the
        // slot reported is one of a topic that is short.
        let even = spread(total, over: order)
        for item in order where remaining > 0 {
            let short = min(remaining, max(0, even[item]! - counts[item]!))
            counts[item]! += short
            remaining -= short
        }
        return counts
    }

    /// `total` spread evenly over `order`, the first ones getting one more for the remainder.
    static func spread<T: Hashable>(_ total: Int, over order: [T]) -> [T: Int] {
        guard !order.isEmpty else { return [:] }
        let base = total / order.count
        let remainder = total % order.count
        var result: [T: Int] = [:]
        for (index, item) in order.enumerated() {
            result[item] = base + (index < remainder ? 1 : 0)
        }
        return result
    }

    /// `total` shared by `weights` (largest remainders first, ties to the lower level).
    static func targets(_ total: Int, weights: [Int]) -> [Int] {
        let sum = weights.reduce(0, +)
        guard sum > 0 else { return weights.map { _ in 0 } }
        var shares = weights.map { total * $0 / sum }
        let remainders = weights.indices.sorted {
            (-(total * weights[$0] % sum), $0) < (-(total * weights[$1] % sum), $1)
        }
        for index in remainders.prefix(total - shares.reduce(0, +)) {
            shares[index] += 1
        }
        return shares
    }
}
