import Localization

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
            let advice = tr("Try --level mixed, more topics or other skills; vocabulary and cloze questions come from your flash cards and cloze lists, listening questions from listend's recordings.")
            if skills.contains(where: \.isLevelled) {
                // TRANSLATORS: %1$s are skills (grammar, listening …), %2$s CEFR levels such as A2–B2.
                return tr("None of the topics asked for has %1$s questions at %2$s.", Self.skillText(skills), levels) + " " + advice
            }
            return tr("None of the topics asked for has %s questions.", Self.skillText(skills)) + " " + advice
        case .slotUnfilled(let slot, let topic, let levels, let available, let needed, let level):
            let what: String
            let fix: String
            switch topic.skill {
            case .grammar, .listening:
                let questions = available == 0 ? tr("no questions")
                    : trn("%s question", "%s questions", available, String(available))
                // TRANSLATORS: %1$s is e.g. “the grammar topic Articles”, %2$s “3 questions”, %3$s CEFR levels such as A2–B2.
                what = tr("%1$s has %2$s at %3$s", Self.kind(of: topic), questions, Self.levelText(levels))
                fix = level == .mixed ? tr("Try fewer questions or more topics.") : tr("Try --level mixed, fewer questions or more topics.")
            case .vocabulary:
                let cards = available == 0 ? tr("no cards") : trn("%s card", "%s cards", available, String(available))
                what = tr("%1$s has %2$s that can be asked (a card needs two others in its group with different translations)",
                          Self.kind(of: topic), cards)
                fix = tr("Add cards to it, or ask for fewer questions or more topics.")
            case .cloze:
                let entries = available == 0 ? tr("no entries") : trn("%s entry", "%s entries", available, String(available))
                what = tr("%1$s has %2$s that can be asked (an entry needs two others in its list with different words)",
                          Self.kind(of: topic), entries)
                fix = tr("Add entries to it, or ask for fewer questions or more topics.")
            }
            let level = levels.count == 1 && topic.skill.isLevelled ? ", \(levels[0].rawValue)" : ""
            // TRANSLATORS: %1$s is the slot's number, %2$s its topic, skill and level (“Articles, grammar, B1”),
            // %3$s what the topic has, %4$s how many questions the test needs, %5$s what to do.
            return tr("Slot %1$s (%2$s) could not be filled: %3$s, and the test needs %4$s. %5$s",
                      String(slot), "\(topic.name), \(topic.skill.rawValue)\(level)", what, String(needed), fix)
        }
    }

    private static func kind(of topic: Blueprint.TopicRef) -> String {
        switch topic.skill {
        case .grammar: tr("the grammar topic %s", topic.name)
        case .listening: tr("the recording “%s”", topic.name)
        case .vocabulary: tr("the card group %s", topic.name)
        case .cloze: tr("the cloze list %s", topic.name)
        }
    }

    static func levelText(_ levels: [CEFRLevel]) -> String {
        guard let first = levels.first, let last = levels.last else { return "" }
        return first == last ? first.rawValue : "\(first.rawValue)–\(last.rawValue)"
    }

    static func skillText(_ skills: [TestSkill]) -> String {
        let names = skills.sorted().map(\.rawValue)
        guard names.count > 1 else { return names.first ?? "" }
        // TRANSLATORS: the last two of a list of choices: “grammar, listening or cloze”.
        return tr("%1$s or %2$s", names.dropLast().joined(separator: ", "), names.last!)
    }
}
