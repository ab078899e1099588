import Foundation
import LearnCore
import ListenClient

/// The practice for scripts: each line of standard input is one JSON object, and each line of
/// output is one JSON object with a "type".
///
/// Input: `{"answers":["meet","ticket","platform"]}` fills the blanks of the round shown, in
/// order, with words of its bank, and submits them; `{"action":"retry_all"}` (also "retry"),
/// `{"action":"retry_incorrect"}`, `{"action":"next"}` and `{"action":"finish"}` take a choice
/// the result offers; `{"action":"quit"}` ends the practice, as does the end of the input.
///
/// Output: "session" first; "group" for each round to fill in (its blanks and shuffled bank);
/// "result" after each submission (each sentence right or wrong, the counts, the "choices");
/// "error" for an input line that cannot be followed (the practice goes on; while a result is
/// shown it carries the "choices"); "notice" when
/// read-aloud is on and listend cannot read; "summary" last.
struct ClozeJSONPractice {
    var practice: ClozePractice
    /// Reads each result's sentences aloud; nil when read-aloud is off.
    let readAloud: ClozeReadAloud?

    mutating func run() throws {
        emit([
            "type": "session", "list": practice.list.name, "entries": practice.groups.joined().count,
            "groups": practice.groups.count, "group_size": practice.groupSize.rawValue,
            "sort": practice.list.sortKey.rawValue, "descending": practice.list.sortDescending, "read_aloud": readAloud != nil,
        ])
        emitRound()
        while let line = readLine(strippingNewline: true) {
            if line.allSatisfy(\.isWhitespace) { continue }
            do {
                if try !handle(line) { break }
            } catch let error as ClozePracticeError {
                emitError(error.description)
            } catch let error as ClozeInputError {
                emitError(error.description)
            }
        }
        emitSummary()
    }

    /// Follows one input line; false when the practice ends.
    private mutating func handle(_ line: String) throws -> Bool {
        guard let object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any] else {
            throw ClozeInputError.notAnObject
        }
        if let answers = object["answers"] {
            guard let words = answers as? [String] else { throw ClozeInputError.answersNotStrings }
            try practice.fill(words)
            let result = try practice.submit()
            emitResult(result)
            if let notice = readAloud?.speak(result.items.map(\.entry.sentence)) {
                emit(["type": "notice", "message": notice])
            }
            return true
        }
        guard let action = object["action"] as? String else { throw ClozeInputError.notAnObject }
        if action == "quit" { return false }
        guard let choice = ClozeChoice(rawValue: action == "retry" ? ClozeChoice.retryAll.rawValue : action) else {
            throw ClozeInputError.unknownAction(action)
        }
        try practice.choose(choice)
        if practice.isFinished { return false }
        emitRound()
        return true
    }

    private func emitRound() {
        let round = practice.round
        emit([
            "type": "group", "group": practice.groupIndex + 1, "groups": practice.groups.count,
            "only_incorrect": round.onlyIncorrect, "bank": round.bank,
            "blanks": round.entries.enumerated().map { index, entry in
                ["blank": index + 1, "id": entry.id ?? 0, "text": entry.blanked] as [String: Any]
            },
        ])
    }

    private func emitResult(_ result: ClozeGroupResult) {
        emit([
            "type": "result", "group": result.group, "groups": result.groups, "only_incorrect": result.onlyIncorrect,
            "right": result.right, "wrong": result.wrong, "choices": practice.choices.map(\.rawValue),
            "sentences": result.items.enumerated().map { index, item in
                [
                    "blank": index + 1, "id": item.entry.id ?? 0, "sentence": item.entry.sentence, "word": item.entry.word,
                    "placed": item.placed, "correct": item.isCorrect, "errors": item.entry.errorCount,
                ] as [String: Any]
            },
        ])
    }

    private func emitSummary() {
        let entries = practice.groups.joined()
        emit([
            "type": "summary", "list": practice.list.name, "finished": practice.isFinished,
            "groups": practice.groups.count, "groups_completed": practice.completedGroups.count,
            "group": practice.groupIndex + 1, "submissions": practice.submissions,
            "right": practice.rightAnswers, "wrong": practice.wrongAnswers,
            "missed": practice.mistakesByEntry.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
                .map { id, times in
                    ["id": id, "word": entries.first { $0.id == id }?.word ?? "", "times": times] as [String: Any]
                },
        ])
    }

    /// An input line that cannot be followed; while a result is shown, with the choices it offers.
    private func emitError(_ message: String) {
        var object: [String: Any] = ["type": "error", "message": message]
        if practice.result != nil { object["choices"] = practice.choices.map(\.rawValue) }
        emit(object)
    }

    private func emit(_ object: [String: Any]) {
        try? JSONLines.print(object: object)
    }
}

/// An input line of `cloze practice --json` that is not one of its objects.
enum ClozeInputError: Error, CustomStringConvertible {
    case notAnObject
    case answersNotStrings
    case unknownAction(String)

    var description: String {
        switch self {
        case .notAnObject:
            #"Each line must be a JSON object: {"answers":["word",…]} or {"action":"retry_all|retry_incorrect|next|finish|quit"}."#
        case .answersNotStrings:
            #""answers" must be an array of words, one for each blank."#
        case .unknownAction(let action):
            "Unknown action “\(action)”; use retry_all, retry_incorrect, next, finish or quit."
        }
    }
}
