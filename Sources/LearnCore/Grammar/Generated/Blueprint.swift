/// The plan of a generated test, fixed before any question is drawn: one slot per question with
/// its topic, skill, level and template, and the quotas and distributions the slots add up to.
public struct Blueprint: Sendable, Equatable {
    /// One question to be drawn.
    public struct Slot: Sendable, Equatable {
        /// From 1.
        public let number: Int
        public let topic: TopicRef
        public let skill: TestSkill
        /// The CEFR level to draw at; nil for the learner's own words, which have none, and for a
        /// slot the topics' levels could not fill (see ``Blueprint/problem``).
        public var level: CEFRLevel?

        public var template: String { skill.template }
        public var bloomLevel: TestSkill.BloomLevel { skill.bloomLevel }
    }

    /// A topic as the blueprint and the stored questions name it.
    public struct TopicRef: Sendable, Equatable, Hashable, Codable {
        public let slug: String
        public let name: String
        public let skill: TestSkill

        public var key: String { "\(skill.rawValue):\(slug)" }
    }

    public let request: TestRequest
    /// The level a mixed test is centred on (the learner's).
    public let centre: CEFRLevel
    public let slots: [Slot]
    /// Why the blueprint cannot be drawn, if it cannot.
    public let problem: GenerationFailure?

    /// Questions per topic, in the order of the slots.
    public var topicQuotas: [(topic: TopicRef, count: Int)] {
        var order: [TopicRef] = []
        var counts: [TopicRef: Int] = [:]
        for slot in slots {
            if counts[slot.topic] == nil { order.append(slot.topic) }
            counts[slot.topic, default: 0] += 1
        }
        return order.map { ($0, counts[$0]!) }
    }

    /// Slots per level, lowest first; the learner's own words (no level) are not counted.
    public var levelCounts: [(level: CEFRLevel, count: Int)] {
        let levels = slots.compactMap(\.level)
        return TestLevel.range.compactMap { level in
            let count = levels.filter { $0 == level }.count
            return count > 0 ? (level, count) : nil
        }
    }

    /// Slots per skill, in Bloom's order.
    public var skillCounts: [(skill: TestSkill, count: Int)] {
        TestSkill.allCases.compactMap { skill in
            let count = slots.filter { $0.skill == skill }.count
            return count > 0 ? (skill, count) : nil
        }
    }
}
