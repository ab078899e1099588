import LearnCore

/// One line of `cloze practice --json` output: an object whose "type" is "session", "group",
/// "result", "error" or "summary" (the notices of read-aloud are ``MessageJSON``).
enum ClozePracticeJSON: Encodable {
    /// The practice starts: its list, size, order and whether sentences are read aloud.
    case session(ClozePractice, readAloud: Bool)
    /// A round to fill in: its blanks and shuffled bank.
    case group(ClozePractice)
    /// A round submitted: each sentence right or wrong, the counts, and the choices offered.
    case result(ClozeGroupResult, choices: [ClozeChoice])
    /// An input line that cannot be followed; with the choices while a result is shown.
    case error(String, choices: [ClozeChoice]?)
    /// The practice is over, finished or not; always the last line.
    case summary(ClozePractice)

    private enum Key: String, CodingKey {
        case type, list, entries, groups, sort, descending, group, bank, blanks, right, wrong, choices, sentences, message
        case finished, submissions, missed
        case groupSize = "group_size", readAloud = "read_aloud", onlyIncorrect = "only_incorrect"
        case groupsCompleted = "groups_completed"
    }

    func encode(to encoder: any Encoder) throws {
        var object = encoder.container(keyedBy: Key.self)
        switch self {
        case .session(let practice, let readAloud):
            try object.encode("session", forKey: .type)
            try object.encode(practice.list.name, forKey: .list)
            try object.encode(practice.groups.joined().count, forKey: .entries)
            try object.encode(practice.groups.count, forKey: .groups)
            try object.encode(practice.groupSize.rawValue, forKey: .groupSize)
            try object.encode(practice.list.sortKey.rawValue, forKey: .sort)
            try object.encode(practice.list.sortDescending, forKey: .descending)
            try object.encode(readAloud, forKey: .readAloud)
        case .group(let practice):
            let round = practice.round
            try object.encode("group", forKey: .type)
            try object.encode(practice.groupIndex + 1, forKey: .group)
            try object.encode(practice.groups.count, forKey: .groups)
            try object.encode(round.onlyIncorrect, forKey: .onlyIncorrect)
            try object.encode(round.bank, forKey: .bank)
            try object.encode(round.entries.enumerated().map { Blank(blank: $0 + 1, id: $1.id ?? 0, text: $1.blanked) }, forKey: .blanks)
        case .result(let result, let choices):
            try object.encode("result", forKey: .type)
            try object.encode(result.group, forKey: .group)
            try object.encode(result.groups, forKey: .groups)
            try object.encode(result.onlyIncorrect, forKey: .onlyIncorrect)
            try object.encode(result.right, forKey: .right)
            try object.encode(result.wrong, forKey: .wrong)
            try object.encode(choices.map(\.rawValue), forKey: .choices)
            try object.encode(result.items.enumerated().map { Sentence($1, blank: $0 + 1) }, forKey: .sentences)
        case .error(let message, let choices):
            try object.encode("error", forKey: .type)
            try object.encode(message, forKey: .message)
            try object.encodeIfPresent(choices?.map(\.rawValue), forKey: .choices)
        case .summary(let practice):
            let entries = practice.groups.joined()
            try object.encode("summary", forKey: .type)
            try object.encode(practice.list.name, forKey: .list)
            try object.encode(practice.isFinished, forKey: .finished)
            try object.encode(practice.groups.count, forKey: .groups)
            try object.encode(practice.completedGroups.count, forKey: .groupsCompleted)
            try object.encode(practice.groupIndex + 1, forKey: .group)
            try object.encode(practice.submissions, forKey: .submissions)
            try object.encode(practice.rightAnswers, forKey: .right)
            try object.encode(practice.wrongAnswers, forKey: .wrong)
            let missed = practice.mistakesByEntry.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            try object.encode(missed.map { id, times in Missed(id: id, word: entries.first { $0.id == id }?.word ?? "", times: times) },
                              forKey: .missed)
        }
    }

    /// A blank of the round: its number, its entry's id and the sentence blanked.
    private struct Blank: Encodable {
        let blank: Int
        let id: Int64
        let text: String
    }

    /// A sentence of a submitted round: the word placed in it, and whether it was the word.
    private struct Sentence: Encodable {
        let blank: Int
        let id: Int64
        let sentence: String
        let word: String
        let placed: String
        let correct: Bool
        let errors: Int

        init(_ item: ClozeGroupResult.Item, blank: Int) {
            self.blank = blank
            id = item.entry.id ?? 0
            sentence = item.entry.sentence
            word = item.entry.word
            placed = item.placed
            correct = item.isCorrect
            errors = item.entry.errorCount
        }
    }

    /// An entry answered wrongly during the practice, and how many times.
    private struct Missed: Encodable {
        let id: Int64
        let word: String
        let times: Int
    }
}
