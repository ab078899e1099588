import Foundation
import GRDB
@testable import LearnCore

/// A learning database with two accounts, Ada and Grace, and a recording, "At the station", with
/// five transcript lines and five comprehension questions.
final class PracticeFixture {
    let auth: AuthFixture
    let ada: Account
    let grace: Account

    static let recording = PracticeRecording(id: "at-the-station", title: "At the station", level: "A2")
    static let otherRecording = PracticeRecording(id: "in-the-cafe", title: "In the cafe", level: "A1")

    /// The transcript of ``recording``, numbered from 1.
    static let lines = [
        DictationLine(index: 1, text: "The train leaves at noon."),
        DictationLine(index: 2, text: "She lives in Manchester now."),
        DictationLine(index: 3, text: "We went to the market yesterday."),
        DictationLine(index: 4, text: "I have never seen the sea."),
        DictationLine(index: 5, text: "They bought bread and cheese."),
    ]

    /// What ``typeLines(_:)`` types for each line, and how it scores:
    /// 1 perfect (5/5); 2 a spelling slip (4.5/5); 3 an extra word (6/7); 4 two words missing
    /// (4/6); 5 a slip and a wrong word (3.5/5).
    static let typed = [
        "The train leaves at noon.",
        "She lives in Manchster now.",
        "We went to the big market yesterday.",
        "I have seen sea.",
        "They brought bread and milk.",
    ]

    /// The help used on each line by ``typeLines(_:)``.
    static let help = [
        DictationHelp(replays: 1),
        DictationHelp(replays: 2, slowReplays: 1),
        DictationHelp(),
        DictationHelp(replays: 1, slowReplays: 2, hints: 2),
        DictationHelp(hints: 1),
    ]

    /// Five questions on ``recording``; question N is answered by line N, and its correct option is "right N".
    static let questions: [QuizQuestion] = (1...5).map { number in
        QuizQuestion(
            prompt: "Question \(number)?",
            options: number.isMultiple(of: 2)
                ? ["wrong \(number) a", "right \(number)", "wrong \(number) b"]
                : ["wrong \(number) a", "wrong \(number) b", "wrong \(number) c", "right \(number)"],
            answer: number.isMultiple(of: 2) ? 1 : 3,
            explanation: "Explanation \(number).",
            line: number,
            lineText: number == 5 ? nil : lines[number - 1].text)
    }

    init() async throws {
        auth = try AuthFixture()
        (ada, grace) = try await auth.signUpAdaAndGrace()
    }

    /// `account`'s practice (Ada's by default) with the clock at ``AuthFixture/start`` + `offset` seconds.
    func practice(_ account: Account? = nil, at offset: TimeInterval = 0) -> ListeningPractice {
        ListeningPractice(account: account ?? ada, database: auth.database, clock: clock(at: offset))
    }

    /// Ada's practice on the database opened anew, as a new learnctl process would have it.
    func practiceInNewProcess(_ account: Account? = nil, at offset: TimeInterval = 0) throws -> ListeningPractice {
        let database = try LearnDatabase.open(at: auth.database.url)
        return ListeningPractice(account: account ?? ada, database: database, clock: clock(at: offset))
    }

    /// `account`'s cards (Ada's by default).
    func cards(_ account: Account? = nil, at offset: TimeInterval = 0) -> CardCollection {
        CardCollection(database: auth.database, account: account ?? ada, clock: clock(at: offset))
    }

    func clock(at offset: TimeInterval) -> LearnClock {
        .fixed(at: AuthFixture.start.addingTimeInterval(offset))
    }

    /// Every `dictationLine` row of the attempt, in the order checked.
    func savedLines(attemptId: Int64?) throws -> [DictationLineResult] {
        try auth.database.read { db in
            try DictationLineResult.filter(DictationLineResult.Columns.attemptId == attemptId)
                .order(Column("id")).fetchAll(db)
        }
    }

    /// Every `quizAnswer` row of the attempt, by position.
    func savedAnswers(attemptId: Int64?) throws -> [QuizAnswer] {
        try auth.database.read { db in
            try QuizAnswer.filter(QuizAnswer.Columns.attemptId == attemptId).order(QuizAnswer.Columns.position).fetchAll(db)
        }
    }

    /// The attempt as saved.
    func savedAttempt(_ id: Int64?) throws -> PracticeAttempt? {
        try auth.database.read { db in try PracticeAttempt.fetchOne(db, key: id) }
    }

    /// The number of rows in `table` that belong to `account`.
    func rowCount(_ table: String, of account: Account) throws -> Int {
        try auth.database.read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table) WHERE accountId = ?", arguments: [account.id]) ?? 0
        }
    }
}

extension DictationSession {
    /// Checks the next `count` lines (all that are left by default) with ``PracticeFixture/typed``
    /// and ``PracticeFixture/help``; returns the results.
    @discardableResult
    mutating func typeLines(_ count: Int? = nil) throws -> [DictationLineResult] {
        var results: [DictationLineResult] = []
        while let line = current, results.count < (count ?? Int.max) {
            results.append(try check(PracticeFixture.typed[line.index - 1], help: PracticeFixture.help[line.index - 1]))
        }
        return results
    }

    /// Checks every line left, typing each one exactly.
    @discardableResult
    mutating func typeAllRight() throws -> [DictationLineResult] {
        var results: [DictationLineResult] = []
        while let line = current {
            results.append(try check(line.text))
        }
        return results
    }
}

extension QuizSession {
    /// Starts the quiz and answers its questions, correctly or not as `answers` says, continuing
    /// after each one; returns every event, ending with the last result card (or the summary,
    /// when `continueAfterLast`).
    mutating func answerQuiz(_ answers: [Bool], continueAfterLast: Bool = false) throws -> [TestEvent] {
        var events = try start()
        for (index, correctly) in answers.enumerated() {
            guard case .question(let question)? = events.last else { break }
            let option = correctly ? question.correctOption : (question.correctOption + 1) % question.options.count
            events += try handle(.choose(option + 1))
            events += try handle(.check)
            if index < answers.count - 1 || continueAfterLast { events += try handle(.next) }
        }
        return events
    }
}
