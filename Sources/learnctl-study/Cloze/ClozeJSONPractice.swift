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
        emit(ClozePracticeJSON.Session(practice, readAloud: readAloud != nil))
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
        emit(ClozePracticeJSON.Summary(practice))
    }

    /// Follows one input line; false when the practice ends.
    private mutating func handle(_ line: String) throws -> Bool {
        switch try ClozeInputLine(line) {
        case .answers(let words):
            try practice.fill(words)
            let result = try practice.submit()
            emit(ClozePracticeJSON.Result(result, choices: practice.choices))
            if let notice = readAloud?.speak(result.items.map(\.entry.sentence)) {
                emit(MessageJSON.notice(notice))
            }
            return true
        case .quit:
            return false
        case .choose(let choice):
            try practice.choose(choice)
            if practice.isFinished { return false }
            emitRound()
            return true
        }
    }

    private func emitRound() {
        emit(ClozePracticeJSON.Group(practice))
    }

    /// An input line that cannot be followed; while a result is shown, with the choices it offers.
    private func emitError(_ message: String) {
        emit(ClozePracticeJSON.Failure(message: message, choices: practice.result == nil ? nil : practice.choices.map(\.rawValue)))
    }

    private func emit(_ object: some Encodable) {
        try? JSONLines.print(object)
    }
}
