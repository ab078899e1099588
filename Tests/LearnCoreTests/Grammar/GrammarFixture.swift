import Foundation
@testable import LearnCore

/// Accounts on a temporary database and a small bundled bank: "Numbers" (`numbers-01` to
/// `numbers-05`) and "Colours" (`colours-01` to `colours-03`).
final class GrammarFixture {
    let auth: AuthFixture
    let bundled: QuestionBank

    init() throws {
        auth = try AuthFixture()
        bundled = QuestionBank(topics: [
            try GIFTParser.parse(Self.topicText(name: "Numbers", slug: "numbers", count: 5),
                                 fileName: "numbers.gift", slug: "numbers"),
            try GIFTParser.parse(Self.topicText(name: "Colours", slug: "colours", count: 3),
                                 fileName: "colours.gift", slug: "colours"),
        ])
    }

    /// A topic file whose question N has the prompt "<name> question N" and the correct option "right N".
    static func topicText(name: String, slug: String, count: Int) -> String {
        var text = "$CATEGORY: \(name)\n"
        for number in 1...count {
            let id = String(format: "%@-%02d", slug, number)
            text += """

                ::\(id):: [A2] \(name) question \(number) ___ {
                ~wrong \(number) a
                =right \(number)
                ~wrong \(number) b
                ####The explanation of question \(number) of \(name) is long enough.
                }

                """
        }
        return text
    }

    func signUp(_ email: String) async throws -> Account {
        try await auth.service(machine: email).signUp(email: email, password: "long enough password")
    }

    /// The practice of `account` with the clock at `offset` seconds after ``AuthFixture/start``.
    func practice(_ account: Account, at offset: TimeInterval = 0) throws -> GrammarPractice {
        try GrammarPractice(
            account: account, bundled: bundled, database: auth.database,
            clock: .fixed(at: AuthFixture.start.addingTimeInterval(offset)))
    }
}

extension TestSession {
    /// Starts the session and answers its questions, correctly or not as `answers` says, continuing
    /// after each one; returns every event, ending with the last result card (or the summary,
    /// when `continueAfterLast`).
    mutating func answer(_ answers: [Bool], continueAfterLast: Bool = false) throws -> [TestEvent] {
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

extension [TestEvent] {
    var questions: [PresentedQuestion] {
        compactMap { if case .question(let question) = $0 { question } else { nil } }
    }

    var results: [CheckResult] {
        compactMap { if case .result(let result) = $0 { result } else { nil } }
    }

    var summary: TestSummary? {
        lazy.compactMap { if case .summary(let summary) = $0 { summary } else { nil } }.first
    }
}
