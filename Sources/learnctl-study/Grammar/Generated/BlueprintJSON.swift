import LearnCore

/// A test's blueprint as one JSON object of type "blueprint": what it asks for, the level it is
/// centred on, every slot, the counts by skill, level and topic, and the problem that keeps it
/// from being generated (null when there is none).
struct BlueprintJSON: Encodable {
    let type = "blueprint"
    let request: TestRequestJSON, centre: String, slots: [Slot]
    let skills: [String: Int], levels: [String: Int], topics: [Topic]
    @Nullable var problem: String?

    init(_ blueprint: Blueprint) {
        (request, centre) = (TestRequestJSON(blueprint.request), blueprint.centre.rawValue)
        slots = blueprint.slots.map {
            Slot(number: $0.number, topic: $0.topic.name, topicSlug: $0.topic.slug, skill: $0.skill.rawValue, bloom: $0.bloomLevel.rawValue,
                 level: $0.level?.rawValue, template: $0.template)
        }
        (skills, levels) = (TestCountsJSON.skills(blueprint.skillCounts), TestCountsJSON.levels(blueprint.levelCounts))
        topics = blueprint.topicQuotas.map { Topic(name: $0.topic.name, slug: $0.topic.slug, skill: $0.topic.skill.rawValue, questions: $0.count) }
        problem = blueprint.problem?.description
    }

    /// A question's place in the test.
    struct Slot: Encodable {
        let number: Int, topic: String, topicSlug: String, skill: String, bloom: String
        @Nullable var level: String?
        let template: String

        enum CodingKeys: String, CodingKey {
            case number, topic, skill, bloom, level, template, topicSlug = "topic_slug"
        }
    }

    /// A topic and how many questions it has in the test.
    struct Topic: Encodable {
        let name: String, slug: String, skill: String, questions: Int
    }
}
