import LearnCore

/// A test's blueprint as one JSON object of type "blueprint": what it asks for, the level it is
/// centred on, every slot, the counts by skill, level and topic, and the problem that keeps it
/// from being generated (null when there is none).
struct BlueprintJSON: Encodable {
    let type = "blueprint"
    let request: TestRequestJSON
    let centre: String
    let slots: [Slot]
    let skills: [String: Int]
    let levels: [String: Int]
    let topics: [Topic]
    @Nullable var problem: String?

    init(_ blueprint: Blueprint) {
        request = TestRequestJSON(blueprint.request)
        centre = blueprint.centre.rawValue
        slots = blueprint.slots.map(Slot.init)
        skills = TestCountsJSON.skills(blueprint.skillCounts)
        levels = TestCountsJSON.levels(blueprint.levelCounts)
        topics = blueprint.topicQuotas.map { Topic(name: $0.topic.name, slug: $0.topic.slug, skill: $0.topic.skill.rawValue, questions: $0.count) }
        problem = blueprint.problem?.description
    }

    /// A question's place in the test.
    struct Slot: Encodable {
        let number: Int
        let topic: String
        let topicSlug: String
        let skill: String
        let bloom: String
        @Nullable var level: String?
        let template: String

        init(_ slot: Blueprint.Slot) {
            number = slot.number
            topic = slot.topic.name
            topicSlug = slot.topic.slug
            skill = slot.skill.rawValue
            bloom = slot.bloomLevel.rawValue
            level = slot.level?.rawValue
            template = slot.template
        }

        enum CodingKeys: String, CodingKey {
            case number, topic, skill, bloom, level, template
            case topicSlug = "topic_slug"
        }
    }

    /// A topic and how many questions it has in the test.
    struct Topic: Encodable {
        let name: String
        let slug: String
        let skill: String
        let questions: Int
    }
}
