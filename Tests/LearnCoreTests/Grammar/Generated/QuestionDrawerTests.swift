import Foundation
import Testing
@testable import LearnCore

struct QuestionDrawerTests {
    /// One grammar topic, "Alpha", with six A2 questions (`grammar:alpha-01` … `-06`).
    static let alpha = QuestionPool(topics: GenMaterial.topics(bank: QuestionBank(topics: [
        GenMaterial.grammarTopic("Alpha", [(.a2, 6)]),
    ])))

    static func draw(_ pool: QuestionPool, count: Int, level: TestLevel = .fixed(.a2), skills: [TestSkill]? = nil,
                     topics: [String]? = nil, seed: UInt64 = 1,
                     profile: LearnerProfile = LearnerProfile()) throws -> Result<[DrawnQuestion], GenerationFailure> {
        try generate(TestRequest(topics: topics, level: level, questionCount: count, skills: skills, seed: seed),
                     pool: pool, profile: profile).drawn
    }

    static func at(_ seconds: TimeInterval) -> Date { Date(timeIntervalSince1970: seconds) }

    @Test func unseenQuestionsComeFirstThenTheWrongOnesThenTheRightOnesOldestFirst() throws {
        let profile = LearnerProfile(lastAnswers: [
            "grammar:alpha-01": .init(at: Self.at(2000), correct: true),
            "grammar:alpha-02": .init(at: Self.at(1000), correct: true),
            "grammar:alpha-03": .init(at: Self.at(3000), correct: false),
            "grammar:alpha-04": .init(at: Self.at(500), correct: false),
        ])
        for seed: UInt64 in 0..<20 {
            func ids(_ count: Int) throws -> [String] {
                try Self.draw(Self.alpha, count: count, seed: seed, profile: profile).get().map(\.sourceId)
            }
            #expect(Set(try ids(2)) == ["grammar:alpha-05", "grammar:alpha-06"])
            let four = try ids(4)
            #expect(Set(four.prefix(2)) == ["grammar:alpha-05", "grammar:alpha-06"])
            #expect(Set(four.suffix(2)) == ["grammar:alpha-03", "grammar:alpha-04"])
            #expect(try ids(5).last == "grammar:alpha-02", "of the right answers the oldest comes first")
            #expect(try ids(6).last == "grammar:alpha-01")
        }
    }

    @Test func theOrderAmongEquallyPreferredQuestionsIsFixedByTheSeed() throws {
        let orders = try (0..<20).map { seed in
            try Self.draw(Self.alpha, count: 6, seed: UInt64(seed)).get().map(\.sourceId)
        }
        #expect(Set(orders).count >= 10)
        #expect(try Self.draw(Self.alpha, count: 6, seed: 7).get() == (try Self.draw(Self.alpha, count: 6, seed: 7).get()))
        let correctPositions = Set(try Self.draw(Self.alpha, count: 6, seed: 3).get().map(\.correctOption))
        #expect(correctPositions.count > 1, "options are shuffled")
    }

    @Test func importedTrueFalseQuestionsAndQuestionsWithoutAnExplanationAreDrawn() throws {
        let imported = GrammarTopic(name: "Imported", slug: "imported", description: nil, questions: [
            GrammarQuestion(id: "imported/1", level: .a2, prompt: "It is true.", options: ["True", "False"], correctIndex: 0,
                            explanation: "", line: 1, form: .trueFalse),
            GrammarQuestion(id: "imported/2", level: .a2, prompt: "Pick one", options: (1...9).map { "option \($0)" },
                            correctIndex: 8, explanation: "", line: 3),
        ], fileName: "imported.gift", categoryLine: 0)
        let pool = QuestionPool(topics: GenMaterial.topics(bank: QuestionBank(topics: [imported])))
        let drawn = try Self.draw(pool, count: 2).get()
        #expect(Set(drawn.map(\.sourceId)) == ["grammar:imported/1", "grammar:imported/2"])
    }

    @Test func invalidQuestionsAreNeverDrawnAndCanLeaveASlotUnfilled() throws {
        func question(_ number: Int, options: [String], correct: Int = 0, explanation: String = "Because it is.") -> GrammarQuestion {
            GrammarQuestion(id: "broken-0\(number)", level: .a2, prompt: "Broken question \(number) ___", options: options,
                            correctIndex: correct, explanation: explanation, line: number)
        }
        let broken = GrammarTopic(name: "Broken", slug: "broken", description: nil, questions: [
            question(1, options: ["right", "wrong a", "wrong b"]),
            question(2, options: ["right"]),
            question(3, options: ["right", "Wrong  A", "wrong a"]),
            question(4, options: (1...10).map { "option \($0)" }),
            question(5, options: ["right", "wrong a", "wrong b"], correct: 3),
        ], fileName: "broken.gift", categoryLine: 1)
        let pool = QuestionPool(topics: GenMaterial.topics(bank: QuestionBank(topics: [broken])))
        for seed: UInt64 in 0..<10 {
            let drawn = try Self.draw(pool, count: 1, seed: seed).get().map(\.sourceId)
            #expect(drawn == ["grammar:broken-01"], "seed \(seed)")
        }
        let failure = GenerationFailure.slotUnfilled(
            slot: 2, topic: .init(slug: "broken", name: "Broken", skill: .grammar), levels: [.a2], available: 1, needed: 2,
            level: .fixed(.a2))
        #expect(try Self.draw(pool, count: 2).failure == failure)
        #expect(failure.description == "Slot 2 (Broken, grammar, A2) could not be filled: the grammar topic Broken has "
            + "1 question at A2, and the test needs 2. Try --level mixed, fewer questions or more topics.")
    }

    @Test func aListeningQuestionWhoseAnswerIsNotAnOptionIsNeverDrawn() throws {
        // Recordings' questions come from listend, not from the checked bank.
        let recording = ListeningRecording(id: "talk", title: "Talk", level: .a2, questions: [
            QuizQuestion(prompt: "Who speaks first?", options: ["Ann", "Bob", "Cy"], answer: 3, explanation: "Ann does.",
                         line: 1, lineText: nil),
            QuizQuestion(prompt: "Who speaks last?", options: ["Ann", "Bob", "Cy"], answer: -1, explanation: "Cy does.",
                         line: 2, lineText: nil),
            QuizQuestion(prompt: "Who is late?", options: ["Ann", "Bob", "Cy"], answer: 1, explanation: "Bob is.",
                         line: 3, lineText: nil),
        ])
        let pool = QuestionPool(topics: GenMaterial.topics(bank: QuestionBank(topics: []), recordings: [recording]))
        for seed: UInt64 in 0..<10 {
            let drawn = try Self.draw(pool, count: 1, seed: seed).get()
            #expect(drawn.map(\.sourceId) == ["listening:talk#3"], "seed \(seed)")
            #expect(drawn.first.map { $0.options[$0.correctOption] } == "Bob")
            #expect(try Self.draw(pool, count: 2, seed: seed).failure != nil)
        }
    }

    @Test func aPromptIsNotAskedTwiceEvenFromTwoTopics() throws {
        let first = GenMaterial.grammarTopic("First", [(.a2, 2)])
        let twin = GrammarQuestion(id: "second-01", level: .a2, prompt: "FIRST question 1  ___", options: ["x", "y", "z"],
                                   correctIndex: 0, explanation: "The same prompt as first-01.", line: 1)
        let other = GrammarQuestion(id: "second-02", level: .a2, prompt: "Another prompt ___", options: ["x", "y", "z"],
                                    correctIndex: 0, explanation: "A prompt of its own.", line: 2)
        let second = GrammarTopic(name: "Second", slug: "second", description: nil, questions: [twin, other],
                                  fileName: "second.gift", categoryLine: 1)
        let pool = QuestionPool(topics: GenMaterial.topics(bank: QuestionBank(topics: [first, second])))
        for seed: UInt64 in 0..<30 {
            let drawn = try Self.draw(pool, count: 4, seed: seed)
            // Four slots and four questions, but two share a prompt: one of them cannot be asked.
            let failure = try #require(drawn.failure, "seed \(seed)")
            guard case .slotUnfilled(_, let topic, _, let available, let needed, _) = failure else {
                Issue.record("seed \(seed): \(failure)")
                continue
            }
            #expect((available, needed) == (1, 2))
            #expect(["first", "second"].contains(topic.slug))
            let two = try Self.draw(pool, count: 2, seed: seed).get()
            #expect(Set(two.map { GIFTParser.normalized($0.prompt) }).count == 2)
        }
    }

    @Test func aSourceInTwoTopicsIsAskedOnce() throws {
        // The same source under two different cards, so that only its id tells them apart.
        var first = GenMaterial.cardGroup("Fruit", count: 5, firstId: 10)
        first.items.append(PoolItem(sourceId: "card:1", level: nil, material: .card(word: "apple", translation: "manzana")))
        var second = GenMaterial.cardGroup("Food", count: 5, firstId: 20)
        second.items.insert(PoolItem(sourceId: "card:1", level: nil, material: .card(word: "pear", translation: "pera")), at: 0)
        let pool = QuestionPool(topics: [first, second])
        for seed: UInt64 in 0..<30 {
            let drawn = try Self.draw(pool, count: 10, skills: [.vocabulary], seed: seed).get()
            #expect(Set(drawn.map(\.sourceId)).count == 10)
            #expect(try Self.draw(pool, count: 12, skills: [.vocabulary], seed: seed).failure != nil,
                    "six questions from each group would ask card:1 twice")
        }
    }

    @Test func cardQuestionsAskTheWordWithTranslationsFromTheSameGroup() throws {
        let pool = QuestionPool(topics: [
            GenMaterial.cardGroup("Food", count: 12, firstId: 1), GenMaterial.cardGroup("Animals", count: 12, firstId: 101),
        ])
        for seed: UInt64 in 0..<30 {
            for question in try Self.draw(pool, count: 10, seed: seed).get() {
                let group = try #require(pool.topics.first { $0.key == question.topic.key })
                let item = try #require(group.items.first { $0.sourceId == question.sourceId })
                guard case .card(let word, let translation) = item.material else {
                    Issue.record("not a card")
                    continue
                }
                #expect(question.prompt == "What does “\(word)” mean?")
                #expect(question.options.count == 4)
                #expect(question.options[question.correctOption] == translation)
                #expect(question.options.allSatisfy { $0.hasPrefix("\(group.name) meaning ") })
                #expect(question.explanation == "“\(word)” means “\(translation)”: a card of your group \(group.name).")
                #expect(question.level == nil && question.recordingId == nil && question.line == nil)
            }
        }
    }

    @Test func aGroupWithOnlyThreeDifferentAnswersGivesThreeOptions() throws {
        let pool = QuestionPool(topics: [
            PoolTopic(slug: "tiny", name: "Tiny", skill: .vocabulary, items: [
                PoolItem(sourceId: "card:1", level: nil, material: .card(word: "one", translation: "uno")),
                PoolItem(sourceId: "card:2", level: nil, material: .card(word: "two", translation: "dos")),
                PoolItem(sourceId: "card:3", level: nil, material: .card(word: "three", translation: "tres")),
                PoolItem(sourceId: "card:4", level: nil, material: .card(word: "three again", translation: " TRES")),
            ]),
        ])
        for seed: UInt64 in 0..<20 {
            let drawn = try Self.draw(pool, count: 4, seed: seed).get()
            #expect(drawn.map(\.options.count) == [3, 3, 3, 3])
            for question in drawn {
                #expect(Set(question.options.map(GIFTParser.normalized)).count == 3)
            }
        }
    }

    @Test func clozeQuestionsBlankTheWordAndOfferWordsOfTheSameList() throws {
        let pool = QuestionPool(topics: [
            GenMaterial.clozeList("Kitchen", count: 6, firstId: 1), GenMaterial.clozeList("Travel", count: 6, firstId: 101),
        ])
        for seed: UInt64 in 0..<20 {
            for question in try Self.draw(pool, count: 8, seed: seed).get() {
                let list = question.topic.name
                let word = question.options[question.correctOption]
                let item = try #require(pool.topics.first { $0.name == list }?.items.first { $0.sourceId == question.sourceId })
                guard case .cloze(let entryWord, let sentence) = item.material else {
                    Issue.record("not a cloze entry")
                    continue
                }
                #expect(word == entryWord)
                #expect(question.prompt == "Which word fills the blank? \(ClozeText.blanked(sentence, word: word))")
                #expect(!question.prompt.contains(word))
                #expect(question.explanation == "The missing word is “\(word)”: “\(sentence)” (from your cloze list \(list)).")
                #expect(question.options.allSatisfy { $0.hasPrefix(list.lowercased() + "word") })
                #expect(question.options.count == 4)
            }
        }
    }

    @Test func listeningQuestionsKeepTheirRecordingLineAndExplanation() throws {
        let pool = QuestionPool(topics: GenMaterial.topics(bank: QuestionBank(topics: []), recordings: [
            GenMaterial.recording("talk", title: "Talk", level: .a2, count: 5),
        ]))
        let drawn = try Self.draw(pool, count: 5, seed: 4).get()
        #expect(Set(drawn.map(\.sourceId)) == Set((1...5).map { "listening:talk#\($0)" }))
        for question in drawn {
            let line = try #require(question.line)
            #expect(question.recordingId == "talk")
            #expect(question.sourceId == "listening:talk#\(line)")
            #expect(question.prompt == "Talk: question \(line)?")
            #expect(question.options[question.correctOption] == "Talk right \(line)")
            #expect(question.explanation == "The speaker says so. Line \(line): “Line \(line) of Talk.”")
            #expect(question.level == .a2)
        }
    }

    @Test func twoRecordingsMayAskTheSamePromptButOneRecordingOnlyOnce() throws {
        func recording(_ id: String) -> ListeningRecording {
            ListeningRecording(id: id, title: id, level: .a2, questions: (1...3).map { number in
                QuizQuestion(prompt: "Where is the speaker?", options: ["home \(number)", "work \(number)", "away \(number)"],
                             answer: 0, explanation: "They say so.", line: number, lineText: nil)
            })
        }
        let pool = QuestionPool(topics: GenMaterial.topics(bank: QuestionBank(topics: []), recordings: [recording("one"), recording("two")]))
        let drawn = try Self.draw(pool, count: 2, seed: 1).get()
        #expect(Set(drawn.map(\.recordingId)) == ["one", "two"])
        #expect(try Self.draw(pool, count: 4, seed: 1).failure != nil, "each recording has only one distinct prompt")
    }

    @Test func aBlueprintWithAProblemDrawsNothing() throws {
        let blueprint = try BlueprintPlanner.plan(TestRequest(level: .fixed(.b2), questionCount: 5, seed: 1), pool: Self.alpha,
                                                  profile: LearnerProfile())
        let problem = try #require(blueprint.problem)
        #expect(QuestionDrawer.draw(blueprint, pool: Self.alpha, profile: LearnerProfile()).failure == problem)
    }
}

extension Result {
    /// The failure, if it is one.
    var failure: Failure? {
        if case .failure(let failure) = self { failure } else { nil }
    }
}
