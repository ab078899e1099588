import LearnCore

/// The lines of `cloze practice --json` output: objects whose "type" is "session", "group",
/// "result", "error" or "summary" (the notices of read-aloud are ``MessageJSON``).
enum ClozePracticeJSON {
    /// The practice starts: its list, size, order and whether sentences are read aloud.
    struct Session: Encodable {
        let type = "session"
        let list: String, entries: Int, groups: Int, groupSize: Int, sort: String, descending: Bool, readAloud: Bool

        enum CodingKeys: String, CodingKey {
            case type, list, entries, groups, sort, descending, groupSize = "group_size", readAloud = "read_aloud"
        }

        init(_ practice: ClozePractice, readAloud: Bool) {
            (list, entries, groups) = (practice.list.name, practice.groups.joined().count, practice.groups.count)
            (groupSize, sort, descending) = (practice.groupSize.rawValue, practice.list.sortKey.rawValue, practice.list.sortDescending)
            self.readAloud = readAloud
        }
    }

    /// A round to fill in: its blanks (their numbers, entries' ids and sentences blanked) and shuffled bank.
    struct Group: Encodable {
        let type = "group"
        let group: Int, groups: Int, onlyIncorrect: Bool, bank: [String], blanks: [Blank]

        enum CodingKeys: String, CodingKey {
            case type, group, groups, bank, blanks, onlyIncorrect = "only_incorrect"
        }

        init(_ practice: ClozePractice) {
            let round = practice.round
            (group, groups, onlyIncorrect, bank) = (practice.groupIndex + 1, practice.groups.count, round.onlyIncorrect, round.bank)
            blanks = round.entries.enumerated().map { Blank(blank: $0 + 1, id: $1.id ?? 0, text: $1.blanked) }
        }

        struct Blank: Encodable {
            let blank: Int, id: Int64, text: String
        }
    }

    /// A round submitted: each sentence right or wrong with the word placed, the counts, and the choices offered.
    struct Result: Encodable {
        let type = "result"
        let group: Int, groups: Int, onlyIncorrect: Bool, right: Int, wrong: Int, choices: [String], sentences: [Sentence]

        enum CodingKeys: String, CodingKey {
            case type, group, groups, right, wrong, choices, sentences, onlyIncorrect = "only_incorrect"
        }

        init(_ result: ClozeGroupResult, choices: [ClozeChoice]) {
            (group, groups, onlyIncorrect) = (result.group, result.groups, result.onlyIncorrect)
            (right, wrong, self.choices) = (result.right, result.wrong, choices.map(\.rawValue))
            sentences = result.items.enumerated().map { index, item in
                Sentence(blank: index + 1, id: item.entry.id ?? 0, sentence: item.entry.sentence, word: item.entry.word,
                         placed: item.placed, correct: item.isCorrect, errors: item.entry.errorCount)
            }
        }

        struct Sentence: Encodable {
            let blank: Int, id: Int64, sentence: String, word: String, placed: String, correct: Bool, errors: Int
        }
    }

    /// An input line that cannot be followed; with the choices while a result is shown.
    struct Failure: Encodable {
        let type = "error"
        let message: String, choices: [String]?
    }

    /// The practice is over, finished or not; always the last line. "missed" lists the entries
    /// answered wrongly, the most often first.
    struct Summary: Encodable {
        let type = "summary"
        let list: String, finished: Bool, groups: Int, groupsCompleted: Int, group: Int
        let submissions: Int, right: Int, wrong: Int, missed: [Missed]

        enum CodingKeys: String, CodingKey {
            case type, list, finished, groups, group, submissions, right, wrong, missed, groupsCompleted = "groups_completed"
        }

        init(_ practice: ClozePractice) {
            let entries = practice.groups.joined()
            (list, finished, groups) = (practice.list.name, practice.isFinished, practice.groups.count)
            (groupsCompleted, group, submissions) = (practice.completedGroups.count, practice.groupIndex + 1, practice.submissions)
            (right, wrong) = (practice.rightAnswers, practice.wrongAnswers)
            missed = practice.mistakesByEntry.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { id, times in
                Missed(id: id, word: entries.first { $0.id == id }?.word ?? "", times: times)
            }
        }

        struct Missed: Encodable {
            let id: Int64, word: String, times: Int
        }
    }
}
