/// Why a generated test could not be made; stored with a failed test and shown to the learner,
/// each a sentence saying what is missing and what would fix it.
public enum GenerationFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// No topic asked for has any question at the levels and skills asked for.
    case nothingToAsk(skills: [TestSkill], level: TestLevel, centre: CEFRLevel)
    /// The topic of slot `slot` has `available` questions that fit, and the test needs `needed`.
    case slotUnfilled(slot: Int, topic: Blueprint.TopicRef, levels: [CEFRLevel], available: Int, needed: Int, level: TestLevel)

    public var description: String {
        switch self {
        case .nothingToAsk(let skills, let level, let centre):
            let levels = Self.levelText(level.weights(centre: centre).map(\.level))
            let levelled = skills.contains(where: \.isLevelled) ? " at \(levels)" : ""
            return "None of the topics asked for has \(Self.skillText(skills)) questions\(levelled). "
                + "Try --level mixed, more topics or other skills; vocabulary and cloze questions come from "
                + "your flash cards and cloze lists, listening questions from listend's recordings."
        case .slotUnfilled(let slot, let topic, let levels, let available, let needed, let level):
            let what: String
            let fix: String
            switch topic.skill {
            case .grammar, .listening:
                what = "\(Self.kind(of: topic)) has \(Self.count(available, "question")) at \(Self.levelText(levels))"
                let mixed = level == .mixed ? "" : "--level mixed, "
                fix = "Try \(mixed)fewer questions or more topics."
            case .vocabulary:
                what = "\(Self.kind(of: topic)) has \(Self.count(available, "card")) that can be asked "
                    + "(a card needs two others in its group with different translations)"
                fix = "Add cards to it, or ask for fewer questions or more topics."
            case .cloze:
                what = "\(Self.kind(of: topic)) has \(Self.count(available, "entry", plural: "entries")) that can be asked "
                    + "(an entry needs two others in its list with different words)"
                fix = "Add entries to it, or ask for fewer questions or more topics."
            }
            let level = levels.count == 1 && topic.skill.isLevelled ? ", \(levels[0].rawValue)" : ""
            return "Slot \(slot) (\(topic.name), \(topic.skill.rawValue)\(level)) could not be filled: "
                + "\(what), and the test needs \(needed). \(fix)"
        }
    }

    private static func kind(of topic: Blueprint.TopicRef) -> String {
        switch topic.skill {
        case .grammar: "the grammar topic \(topic.name)"
        case .listening: "the recording “\(topic.name)”"
        case .vocabulary: "the card group \(topic.name)"
        case .cloze: "the cloze list \(topic.name)"
        }
    }

    private static func count(_ n: Int, _ noun: String, plural: String? = nil) -> String {
        n == 1 ? "1 \(noun)" : "\(n == 0 ? "no" : String(n)) \(plural ?? noun + "s")"
    }

    static func levelText(_ levels: [CEFRLevel]) -> String {
        guard let first = levels.first, let last = levels.last else { return "" }
        return first == last ? first.rawValue : "\(first.rawValue)–\(last.rawValue)"
    }

    static func skillText(_ skills: [TestSkill]) -> String {
        let names = skills.sorted().map(\.rawValue)
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " or " + names.last!
    }
}
