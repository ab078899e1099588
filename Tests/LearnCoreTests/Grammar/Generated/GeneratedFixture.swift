import Foundation
@testable import LearnCore

/// Material for generated tests: the real bundled bank, synthetic grammar topics, recordings,
/// card groups and cloze lists as pool topics, and a database with accounts to generate,
/// take and schedule tests on.
enum GenMaterial {
    /// The bank learnctl ships (`Content/grammar`), loaded once.
    private static let bundledResult = Result { try QuestionBank.load(from: QuestionBankTests.bundledDirectory) }

    static func bundledBank() throws -> QuestionBank {
        try bundledResult.get()
    }

    /// A grammar topic with `levels[level]` questions at each level. Question N has the prompt
    /// "<name> question N ___", the correct option "right N" and wrong ones "wrong N a/b/c".
    static func grammarTopic(_ name: String, _ levels: [(CEFRLevel, Int)]) -> GrammarTopic {
        let slug = GrammarTopic.slug(ofName: name)
        var questions: [GrammarQuestion] = []
        for (level, count) in levels {
            for _ in 0..<count {
                let number = questions.count + 1
                var options = ["wrong \(number) a", "wrong \(number) b", "wrong \(number) c"]
                let correct = number % 4
                options.insert("right \(number)", at: correct)
                questions.append(GrammarQuestion(
                    id: String(format: "%@-%02d", slug, number), level: level, prompt: "\(name) question \(number) ___",
                    options: options, correctIndex: correct, explanation: "Why \(name) question \(number) is right.",
                    line: number))
            }
        }
        return GrammarTopic(name: name, slug: slug, description: nil, questions: questions, fileName: "\(slug).gift",
                            categoryLine: 1)
    }

    /// A recording with `count` comprehension questions, each prompt naming the recording.
    static func recording(_ id: String, title: String, level: CEFRLevel?, count: Int) -> ListeningRecording {
        ListeningRecording(id: id, title: title, level: level, questions: (1...count).map { number in
            QuizQuestion(prompt: "\(title): question \(number)?",
                         options: ["\(title) wrong \(number) a", "\(title) right \(number)", "\(title) wrong \(number) b"],
                         answer: 1, explanation: "The speaker says so.", line: number, lineText: "Line \(number) of \(title).")
        })
    }

    /// The pool topics of `bank` and `recordings`, as ``QuestionPool/gather`` makes them.
    static func topics(bank: QuestionBank, recordings: [ListeningRecording] = []) -> [PoolTopic] {
        bank.topics.map { topic in
            PoolTopic(slug: topic.slug, name: topic.name, skill: .grammar, items: topic.questions.map {
                PoolItem(sourceId: "grammar:\($0.id)", level: $0.level, material: .grammar($0))
            })
        } + recordings.map { recording in
            PoolTopic(slug: recording.id, name: recording.title, skill: .listening,
                      items: recording.questions.enumerated().map {
                          PoolItem(sourceId: "listening:\(recording.id)#\($0.offset + 1)", level: recording.level,
                                   material: .listening(recordingId: recording.id, title: recording.title,
                                                        question: $0.element, number: $0.offset + 1))
                      })
        }
    }

    /// A card group of `count` cards "<name> word N" → "<name> meaning N", ids from `firstId`.
    static func cardGroup(_ name: String, count: Int, firstId: Int) -> PoolTopic {
        PoolTopic(slug: GrammarTopic.slug(ofName: name), name: name, skill: .vocabulary, items: (0..<count).map { index in
            PoolItem(sourceId: "card:\(firstId + index)", level: nil,
                     material: .card(word: "\(name) word \(index + 1)", translation: "\(name) meaning \(index + 1)"))
        })
    }

    /// A cloze list of `count` entries with the words "<name>word<N>", ids from `firstId`.
    static func clozeList(_ name: String, count: Int, firstId: Int) -> PoolTopic {
        PoolTopic(slug: GrammarTopic.slug(ofName: name), name: name, skill: .cloze, items: (0..<count).map { index in
            let word = "\(name.lowercased())word\(index + 1)"
            return PoolItem(sourceId: "cloze:\(firstId + index)", level: nil,
                            material: .cloze(word: word, sentence: "Sentence \(index + 1) of \(name) has \(word) in it."))
        })
    }

    /// Three recordings (A2, B1, B2; six questions each).
    static let recordings = [
        recording("at-the-station", title: "At the station", level: .a2, count: 6),
        recording("job-interview", title: "A job interview", level: .b1, count: 6),
        recording("the-debate", title: "The debate", level: .b2, count: 6),
    ]

    /// The bundled bank, ``recordings``, three card groups and two cloze lists.
    static func richPool() throws -> QuestionPool {
        QuestionPool(topics: topics(bank: try bundledBank(), recordings: recordings) + [
            cardGroup("Food", count: 12, firstId: 1),
            cardGroup("Animals", count: 10, firstId: 101),
            cardGroup("Verbs", count: 8, firstId: 201),
            clozeList("Kitchen", count: 10, firstId: 1),
            clozeList("Travel", count: 8, firstId: 101),
        ])
    }

    /// What the correct answer of `item` is, from its source.
    static func correctAnswer(of item: PoolItem) -> String {
        switch item.material {
        case .grammar(let question): question.correctAnswer
        case .listening(_, _, let question, _): question.options[question.answer]
        case .card(_, let translation): translation
        case .cloze(let word, _): word
        }
    }
}

/// A database with two accounts, Ada and Grace, and their generated tests at chosen moments,
/// with days counted in UTC.
final class GeneratedFixture {
    let auth: AuthFixture
    let ada: Account
    let grace: Account

    /// Days in UTC.
    static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    /// A small bank: "Numbers" (A1 ×4, A2 ×4, B1 ×4) and "Colours" (A2 ×3, B1 ×3).
    static let bank = QuestionBank(topics: [
        GenMaterial.grammarTopic("Numbers", [(.a1, 4), (.a2, 4), (.b1, 4)]),
        GenMaterial.grammarTopic("Colours", [(.a2, 3), (.b1, 3)]),
    ])

    init() async throws {
        auth = try AuthFixture()
        (ada, grace) = try await auth.signUpAdaAndGrace()
    }

    /// `account`'s tests (Ada's by default) with the clock at ``AuthFixture/start`` + `offset`
    /// seconds, on `database` (the fixture's by default: another opening of the file is another process).
    func tests(_ account: Account? = nil, at offset: TimeInterval = 0, database: LearnDatabase? = nil,
               calendar: Calendar = GeneratedFixture.utc) -> GeneratedTests {
        GeneratedTests(account: account ?? ada, database: database ?? auth.database,
                       clock: .fixed(at: AuthFixture.start.addingTimeInterval(offset)), calendar: calendar)
    }

    /// The database file opened anew, as a new learnctl process opens it.
    func reopenedDatabase() throws -> LearnDatabase {
        try LearnDatabase.open(at: auth.database.url)
    }

    func cards(_ account: Account? = nil) -> CardCollection {
        CardCollection(database: auth.database, account: account ?? ada, clock: .fixed(at: AuthFixture.start),
                       calendar: Self.utc)
    }

    /// Adds the group `name` with `count` cards "<name> word N" → "<name> meaning N".
    func addCards(_ count: Int, group name: String, account: Account? = nil, from first: Int = 1) throws {
        let cards = cards(account)
        if (try? cards.group(named: name)) == nil { try cards.addGroup(named: name) }
        for number in first..<(first + count) {
            try cards.addCard(word: "\(name) word \(number)", transcription: "", translation: "\(name) meaning \(number)",
                              group: name)
        }
    }

    /// Adds `count` entries with the words "<name>wordN" to the cloze list `name`.
    func addClozeEntries(_ count: Int, list name: String, account: Account? = nil) throws {
        let cloze = try ClozeCollection.open(database: auth.database, account: account ?? ada,
                                             clock: .fixed(at: AuthFixture.start))
        if (try? cloze.list(named: name)) == nil { try cloze.addList(named: name) }
        for number in 1...count {
            let word = "\(name.lowercased())word\(number)"
            try cloze.addEntry(word: word, sentence: "Sentence \(number) has \(word) in it.", toList: name)
        }
    }
}

extension GeneratedTestSession {
    /// Starts the session and answers its questions, correctly or not as `answers` says, continuing
    /// after each one but the last (unless `continueAfterLast`); returns every event.
    mutating func answerQuestions(_ answers: [Bool], continueAfterLast: Bool = false) throws -> [TestEvent] {
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

/// The test `request` gives on `pool` for `profile`: the blueprint and what was drawn.
func generate(_ request: TestRequest, pool: QuestionPool,
              profile: LearnerProfile = LearnerProfile()) throws -> (blueprint: Blueprint, drawn: Result<[DrawnQuestion], GenerationFailure>) {
    let blueprint = try BlueprintPlanner.plan(request, pool: pool, profile: profile)
    return (blueprint, QuestionDrawer.draw(blueprint, pool: pool, profile: profile))
}
