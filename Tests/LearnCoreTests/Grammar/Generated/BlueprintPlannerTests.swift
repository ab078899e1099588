import Foundation
import Testing
@testable import LearnCore

struct BlueprintPlannerTests {
    /// A request the property tests make over many seeds, and the level of the learner asking.
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let request: TestRequest
        let centre: CEFRLevel

        var testDescription: String { name }

        func request(seed: UInt64) -> TestRequest {
            var request = request
            request.seed = seed
            return request
        }
    }

    static let cases: [Case] = [
        Case(name: "all skills, mixed, 20, B1", request: TestRequest(level: .mixed, questionCount: 20, seed: 0), centre: .b1),
        Case(name: "all skills, mixed, 50, B1", request: TestRequest(level: .mixed, questionCount: 50, seed: 0), centre: .b1),
        Case(name: "grammar, B1, 30", request: TestRequest(level: .fixed(.b1), questionCount: 30, skills: [.grammar], seed: 0),
             centre: .a2),
        Case(name: "grammar and listening, B1, 10",
             request: TestRequest(level: .fixed(.b1), questionCount: 10, skills: [.grammar, .listening], seed: 0), centre: .a1),
        Case(name: "four named topics, mixed, 12, A2",
             request: TestRequest(topics: ["Articles", "food", "KITCHEN", "at-the-station"], level: .mixed, questionCount: 12, seed: 0),
             centre: .a2),
        Case(name: "grammar, mixed, 20, A1", request: TestRequest(level: .mixed, questionCount: 20, skills: [.grammar], seed: 0),
             centre: .a1),
        Case(name: "grammar, mixed, 10, C1", request: TestRequest(level: .mixed, questionCount: 10, skills: [.grammar], seed: 0),
             centre: .c1),
        Case(name: "vocabulary and cloze, 15",
             request: TestRequest(level: .fixed(.c1), questionCount: 15, skills: [.vocabulary, .cloze], seed: 0), centre: .b2),
    ]

    static let seeds: Range<UInt64> = 0..<200

    /// A profile at `centre` with random tallies for most topics and skills and random last
    /// answers for some questions, fixed by `seed`.
    static func randomProfile(seed: UInt64, centre: CEFRLevel, pool: QuestionPool) -> LearnerProfile {
        var random = SeededGenerator(seed: seed &* 7919 &+ 17)
        func tally() -> LearnerProfile.Tally? {
            guard Int.random(in: 0..<3, using: &random) > 0 else { return nil }
            let total = Int.random(in: 1...10, using: &random)
            return LearnerProfile.Tally(right: Int.random(in: 0...total, using: &random), total: total)
        }
        var profile = LearnerProfile(level: centre)
        for topic in pool.topics {
            profile.topics[topic.key] = tally()
            for item in topic.items where Int.random(in: 0..<5, using: &random) == 0 {
                profile.lastAnswers[item.sourceId] = LearnerProfile.LastAnswer(
                    at: Date(timeIntervalSince1970: Double(Int.random(in: 0..<1_000_000, using: &random))),
                    correct: Bool.random(using: &random))
            }
        }
        for skill in TestSkill.allCases { profile.skills[skill] = tally() }
        return profile
    }

    /// Everything wrong with the test `request` gave, as sentences; empty when every property holds.
    static func violations(of request: TestRequest, pool: QuestionPool, profile: LearnerProfile) throws -> [String] {
        let (blueprint, result) = try generate(request, pool: pool, profile: profile)
        if let problem = blueprint.problem { return ["the blueprint failed: \(problem)"] }
        let drawn: [DrawnQuestion]
        switch result {
        case .success(let questions): drawn = questions
        case .failure(let failure): return ["drawing failed: \(failure)"]
        }
        var problems: [String] = []
        func check(_ condition: Bool, _ message: @autoclosure () -> String) {
            if !condition { problems.append(message()) }
        }

        let skills = request.skills ?? TestSkill.allCases
        let weights = request.level.weights(centre: profile.level)
        let levels = weights.map(\.level)
        // The topics the test may use, found apart from the planner.
        let eligible = pool.topics.filter { topic in
            guard skills.contains(topic.skill) else { return false }
            if let names = request.topics { return names.contains { topic.isNamed($0) } }
            return topic.skill.isLevelled ? topic.items.contains { $0.level.map(levels.contains) ?? false } : !topic.items.isEmpty
        }

        check(drawn.count == request.questionCount, "\(drawn.count) questions instead of \(request.questionCount)")
        check(blueprint.slots.map(\.number) == Array(1...request.questionCount), "slots are not numbered 1…n")
        check(drawn.map(\.topic) == blueprint.slots.map(\.topic), "a question is not of its slot's topic")
        check(drawn.map(\.level) == blueprint.slots.map(\.level), "a question is not at its slot's level")

        // Quotas met exactly, spread evenly, remainders to the weakest.
        var drawnPerTopic: [String: Int] = [:]
        for question in drawn { drawnPerTopic[question.topic.key, default: 0] += 1 }
        let quotas = Dictionary(uniqueKeysWithValues: blueprint.topicQuotas.map { ($0.topic.key, $0.count) })
        check(drawnPerTopic == quotas, "drawn per topic \(drawnPerTopic) is not the blueprint's \(quotas)")
        check(Set(quotas.keys).isSubset(of: eligible.map(\.key)), "a topic outside the request was used")
        // A topic (a skill) full to its questions at the test's levels may get fewer than the
        // others; the rest differ by at most one, the weaker getting the remainder.
        func capacity(_ topic: PoolTopic) -> Int {
            topic.items.filter { topic.skill.isLevelled ? $0.level.map(levels.contains) ?? false : true }.count
        }
        for skill in skills {
            let topics = eligible.filter { $0.skill == skill }
            for a in topics {
                for b in topics where (quotas[a.key] ?? 0) > (quotas[b.key] ?? 0) {
                    let full = (quotas[b.key] ?? 0) >= capacity(b)
                    check(full || (quotas[a.key] ?? 0) - (quotas[b.key] ?? 0) <= 1,
                          "\(skill) topics' quotas \(a.key) \(quotas[a.key] ?? 0), \(b.key) \(quotas[b.key] ?? 0) are not spread evenly")
                    let accuracyA = profile.topics[a.key]?.accuracy ?? 0
                    let accuracyB = profile.topics[b.key]?.accuracy ?? 0
                    check(full || accuracyA <= accuracyB,
                          "\(a.key) (\(accuracyA)) got more than the weaker \(b.key) (\(accuracyB))")
                }
            }
        }
        let skillsPresent = Set(eligible.map(\.skill))
        let perSkill = Dictionary(uniqueKeysWithValues: skillsPresent.map { skill in
            (skill, drawn.filter { $0.topic.skill == skill }.count)
        })
        let skillCapacity = Dictionary(uniqueKeysWithValues: skillsPresent.map { skill in
            (skill, eligible.filter { $0.skill == skill }.reduce(0) { $0 + capacity($1) })
        })
        for (a, countA) in perSkill {
            for (b, countB) in perSkill where countA > countB {
                let full = countB >= skillCapacity[b] ?? 0
                check(full || countA - countB <= 1, "skill counts \(perSkill) differ by more than 1")
                let accuracyA = profile.skills[a]?.accuracy ?? 0
                let accuracyB = profile.skills[b]?.accuracy ?? 0
                check(full || accuracyA <= accuracyB, "skill \(a) (\(accuracyA)) got more than the weaker \(b) (\(accuracyB))")
            }
        }

        // Every question valid, asked once, with its source's correct answer.
        let items = Dictionary(pool.topics.flatMap { topic in topic.items.map { ($0.sourceId, (topic, $0)) } },
                               uniquingKeysWith: { first, _ in first })
        check(Set(drawn.map(\.sourceId)).count == drawn.count, "a source is asked twice")
        check(Set(drawn.map { GIFTParser.normalized($0.prompt) }).count == drawn.count, "a prompt is asked twice")
        for question in drawn {
            let place = question.sourceId
            check(DrawnQuestion.optionCount.contains(question.options.count), "\(place) has \(question.options.count) options")
            check(Set(question.options.map(GIFTParser.normalized)).count == question.options.count, "\(place) repeats an option")
            check(!question.explanation.isEmpty && !question.prompt.isEmpty, "\(place) has no prompt or explanation")
            guard let (topic, item) = items[question.sourceId] else {
                problems.append("\(place) is not in the pool")
                continue
            }
            check(topic.key == question.topic.key, "\(place) is not of its topic")
            check(question.level == item.level, "\(place) has the wrong level")
            guard question.options.indices.contains(question.correctOption) else {
                problems.append("\(place) has no correct option")
                continue
            }
            let correct = GenMaterial.correctAnswer(of: item)
            check(question.options[question.correctOption] == correct, "\(place): the correct option is not the source's")
            check(question.options.filter { $0 == correct }.count == 1, "\(place): the correct answer is offered twice")
            if !topic.skill.isLevelled {
                let answers = Set(topic.items.map(GenMaterial.correctAnswer(of:)))
                check(question.options.allSatisfy(answers.contains), "\(place): a distractor comes from outside its group")
            }
        }

        // Levels.
        let levelled = drawn.filter { $0.topic.skill.isLevelled }
        check(drawn.filter { !$0.topic.skill.isLevelled }.allSatisfy { $0.level == nil }, "an unlevelled question has a level")
        check(levelled.allSatisfy { $0.level.map(levels.contains) ?? false }, "a question is outside the test's levels")
        if request.level == .mixed, !levelled.isEmpty {
            let weightSum = weights.reduce(0) { $0 + $1.weight }
            let count = { (level: CEFRLevel) in levelled.filter { $0.level == level }.count }
            if weights.count == 2 {
                // Two levels: the lower level's count can be anything between what the topics force
                // and what they allow, so the best is the target clipped to that range.
                let lower = weights[0]
                let byTopic = Dictionary(grouping: levelled, by: \.topic.key)
                var least = 0, most = 0
                for (key, questions) in byTopic {
                    let topic = pool.topics.first { $0.key == key }!
                    let atLower = topic.count(at: lower.level)
                    let atUpper = topic.count(at: weights[1].level)
                    least += max(0, questions.count - atUpper)
                    most += min(questions.count, atLower)
                }
                let target = BlueprintPlanner.targets(levelled.count, weights: weights.map(\.weight))[0]
                check(count(lower.level) == min(max(target, least), most),
                      "\(count(lower.level)) at \(lower.level.rawValue), the best possible is \(min(max(target, least), most))")
            } else {
                for (level, weight) in weights {
                    let exact = Double(levelled.count * weight) / Double(weightSum)
                    check(abs(Double(count(level)) - exact) <= 1,
                          "\(count(level)) at \(level.rawValue), the weights ask for \(exact)")
                }
            }
        }
        return problems
    }

    @Test(arguments: cases)
    func quotasSpreadLevelsAndValidityHoldOverManySeeds(_ testCase: Case) throws {
        let pool = try GenMaterial.richPool()
        var failures: [String] = []
        for seed in Self.seeds {
            let profile = Self.randomProfile(seed: seed, centre: testCase.centre, pool: pool)
            for problem in try Self.violations(of: testCase.request(seed: seed), pool: pool, profile: profile) {
                failures.append("seed \(seed): \(problem)")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) violations, the first: \(failures.prefix(5).joined(separator: "; "))")
    }

    @Test(arguments: cases)
    func theSameRequestSeedAndHistoryGiveTheSameTestAndOtherSeedsUsuallyAnother(_ testCase: Case) throws {
        let pool = try GenMaterial.richPool()
        var tests: [[DrawnQuestion]] = []
        for seed: UInt64 in 0..<40 {
            let profile = Self.randomProfile(seed: 1, centre: testCase.centre, pool: pool)
            let first = try generate(testCase.request(seed: seed), pool: pool, profile: profile)
            let second = try generate(testCase.request(seed: seed), pool: pool, profile: profile)
            #expect(first.blueprint == second.blueprint)
            let drawn = try first.drawn.get()
            #expect(drawn == (try second.drawn.get()))
            tests.append(drawn)
        }
        let distinct = Set(tests.map { $0.map { "\($0.sourceId) \($0.options)" } })
        #expect(distinct.count >= 38, "only \(distinct.count) different tests from 40 seeds")
    }

    @Test func aFixedLevelGivesOnlyThatLevelsQuestionsAndOnlyTopicsThatHaveThem() throws {
        let pool = try GenMaterial.richPool()
        for seed: UInt64 in 0..<50 {
            let request = TestRequest(level: .fixed(.b1), questionCount: 24, seed: seed)
            let (blueprint, drawn) = try generate(request, pool: pool, profile: LearnerProfile(level: .a1))
            let questions = try drawn.get()
            #expect(questions.filter { $0.topic.skill.isLevelled }.allSatisfy { $0.level == .b1 })
            #expect(blueprint.levelCounts.map(\.level) == [.b1])
            // The only B1 recording is "A job interview".
            #expect(Set(questions.filter { $0.topic.skill == .listening }.map(\.topic.slug)) == ["job-interview"])
            #expect(blueprint.skillCounts.map(\.count) == [6, 6, 6, 6])
        }
    }

    // MARK: Remainders

    /// Four grammar topics of ten A2 questions each.
    static let fourTopics = QuestionPool(topics: GenMaterial.topics(bank: QuestionBank(topics: [
        GenMaterial.grammarTopic("Alpha", [(.a2, 10)]), GenMaterial.grammarTopic("Beta", [(.a2, 10)]),
        GenMaterial.grammarTopic("Gamma", [(.a2, 10)]), GenMaterial.grammarTopic("Delta", [(.a2, 10)]),
    ])))

    @Test func theRemainderGoesToTheWeakestTopicsUntriedFirst() throws {
        let profile = LearnerProfile(topics: [
            "grammar:alpha": .init(right: 9, total: 10), "grammar:beta": .init(right: 5, total: 10),
            "grammar:gamma": .init(right: 2, total: 10),
        ])
        for seed: UInt64 in 0..<20 {
            let request = TestRequest(level: .fixed(.a2), questionCount: 6, seed: seed)
            let blueprint = try BlueprintPlanner.plan(request, pool: Self.fourTopics, profile: profile)
            #expect(blueprint.topicQuotas.map { "\($0.topic.slug) \($0.count)" } == ["delta 2", "gamma 2", "beta 1", "alpha 1"])
            let seven = try BlueprintPlanner.plan(
                TestRequest(level: .fixed(.a2), questionCount: 7, seed: seed), pool: Self.fourTopics, profile: profile)
            #expect(seven.topicQuotas.map { "\($0.topic.slug) \($0.count)" } == ["delta 2", "gamma 2", "beta 2", "alpha 1"])
        }
    }

    @Test func aTieForTheRemainderIsBrokenByTheSeed() throws {
        let profile = LearnerProfile(topics: [
            "grammar:alpha": .init(right: 9, total: 10), "grammar:beta": .init(right: 5, total: 10),
        ])
        var extra: [String: Int] = [:]
        for seed: UInt64 in 0..<40 {
            let request = TestRequest(level: .fixed(.a2), questionCount: 5, seed: seed)
            let blueprint = try BlueprintPlanner.plan(request, pool: Self.fourTopics, profile: profile)
            let twice = blueprint.topicQuotas.filter { $0.count == 2 }.map(\.topic.slug)
            #expect(twice.count == 1)
            extra[twice[0], default: 0] += 1
            let again = try BlueprintPlanner.plan(request, pool: Self.fourTopics, profile: profile)
            #expect(again == blueprint)
        }
        #expect(Set(extra.keys) == ["gamma", "delta"], "the two untried topics share the extra question: \(extra)")
        #expect(extra.values.allSatisfy { $0 >= 5 })
    }

    @Test func theRemainderOfTheSkillsGoesToTheWeakestSkills() throws {
        let pool = QuestionPool(topics: GenMaterial.topics(
            bank: QuestionBank(topics: [GenMaterial.grammarTopic("Alpha", [(.a2, 10)])]),
            recordings: [GenMaterial.recording("talk", title: "Talk", level: .a2, count: 6)])
            + [GenMaterial.cardGroup("Food", count: 8, firstId: 1), GenMaterial.clozeList("Kitchen", count: 8, firstId: 1)])
        let profile = LearnerProfile(skills: [
            .grammar: .init(right: 9, total: 10), .listening: .init(right: 8, total: 10), .vocabulary: .init(right: 2, total: 10),
        ])
        for seed: UInt64 in 0..<20 {
            let blueprint = try BlueprintPlanner.plan(
                TestRequest(level: .fixed(.a2), questionCount: 10, seed: seed), pool: pool, profile: profile)
            #expect(blueprint.skillCounts.map { "\($0.skill) \($0.count)" } == ["vocabulary 3", "listening 2", "grammar 2", "cloze 3"])
            #expect(try QuestionDrawer.draw(blueprint, pool: pool, profile: profile).get().count == 10)
        }
    }

    // MARK: The blueprint

    @Test func theSlotsCarryTheirSkillsTemplatesAndBloomLevels() throws {
        let pool = try GenMaterial.richPool()
        let blueprint = try BlueprintPlanner.plan(TestRequest(questionCount: 8, seed: 3), pool: pool,
                                                  profile: LearnerProfile(level: .b1))
        #expect(blueprint.centre == .b1)
        #expect(blueprint.skillCounts.map(\.count) == [2, 2, 2, 2])
        #expect(blueprint.slots.map(\.skill) == [.vocabulary, .vocabulary, .listening, .listening, .grammar, .grammar, .cloze, .cloze])
        #expect(blueprint.slots.map(\.template) == [
            "word-to-translation", "word-to-translation", "comprehension", "comprehension", "grammar-choice", "grammar-choice",
            "sentence-blank", "sentence-blank",
        ])
        #expect(blueprint.slots.map(\.bloomLevel) == [.remember, .remember, .understand, .understand, .apply, .apply, .apply, .apply])
        #expect(blueprint.slots.filter { !$0.skill.isLevelled }.allSatisfy { $0.level == nil })
        #expect(blueprint.slots.filter { $0.skill.isLevelled }.allSatisfy { $0.level != nil })
        #expect(blueprint.levelCounts.reduce(0) { $0 + $1.count } == 4)
    }

    @Test func everyTopicIsUsedWhenTopicsAreNotNamedOnlyIfItHasQuestionsAtTheTestsLevels() throws {
        let pool = try GenMaterial.richPool()
        // Reported Speech has B1 and B2 questions only; the A1 centre asks for A1 and A2.
        let blueprint = try BlueprintPlanner.plan(
            TestRequest(level: .mixed, questionCount: 50, skills: [.grammar], seed: 1), pool: pool, profile: LearnerProfile())
        #expect(!blueprint.topicQuotas.contains { $0.topic.slug == "reported-speech" })
        #expect(blueprint.topicQuotas.count == 13)
        let b1 = try BlueprintPlanner.plan(
            TestRequest(level: .fixed(.b1), questionCount: 50, skills: [.grammar], seed: 1), pool: pool, profile: LearnerProfile())
        #expect(b1.topicQuotas.contains { $0.topic.slug == "reported-speech" })
    }

    @Test func topicsAreNamedByNameOrSlugInAnyCaseAndCountOnce() throws {
        let pool = try GenMaterial.richPool()
        let blueprint = try BlueprintPlanner.plan(
            TestRequest(topics: ["modal verbs", "Modal-Verbs", "MODAL VERBS"], level: .fixed(.a2), questionCount: 5, seed: 1),
            pool: pool, profile: LearnerProfile())
        #expect(blueprint.topicQuotas.map { "\($0.topic.name) \($0.count)" } == ["Modal Verbs 5"])
        #expect(blueprint.problem == nil)
    }

    @Test func targetsShareATotalByTheWeightsTiesToTheLowerLevel() {
        #expect(BlueprintPlanner.targets(10, weights: [1, 2, 1]) == [3, 5, 2])
        #expect(BlueprintPlanner.targets(12, weights: [1, 2, 1]) == [3, 6, 3])
        #expect(BlueprintPlanner.targets(7, weights: [1, 2, 1]) == [2, 3, 2])
        #expect(BlueprintPlanner.targets(5, weights: [2, 1]) == [3, 2])
        #expect(BlueprintPlanner.targets(4, weights: [1, 2]) == [1, 3])
        #expect(BlueprintPlanner.targets(9, weights: [1]) == [9])
        #expect(BlueprintPlanner.targets(0, weights: [1, 2, 1]) == [0, 0, 0])
        #expect(BlueprintPlanner.spread(7, over: ["a", "b", "c"]) == ["a": 3, "b": 2, "c": 2])
        #expect(BlueprintPlanner.spread(2, over: ["a", "b", "c"]) == ["a": 1, "b": 1, "c": 0])
        let room = ["a": 1, "b": 10, "c": 2]
        #expect(BlueprintPlanner.spread(9, over: ["a", "b", "c"]) { room[$0]! } == ["a": 1, "b": 6, "c": 2])
        #expect(BlueprintPlanner.spread(8, over: ["a", "b", "c"]) { room[$0]! } == ["a": 1, "b": 5, "c": 2])
        #expect(BlueprintPlanner.spread(4, over: ["a", "b", "c"]) { room[$0]! } == ["a": 1, "b": 2, "c": 1])
        #expect(BlueprintPlanner.spread(15, over: ["a", "b", "c"]) { room[$0]! } == ["a": 3, "b": 10, "c": 2],
                "what nobody has room for goes where an even spread puts it")
    }

    @Test func aMixedTestIsCentredOnTheLearnersLevelWithOneLevelEitherSide() {
        #expect(TestLevel.mixed.weights(centre: .b1).map { "\($0.level.rawValue)×\($0.weight)" } == ["A2×1", "B1×2", "B2×1"])
        #expect(TestLevel.mixed.weights(centre: .a1).map { "\($0.level.rawValue)×\($0.weight)" } == ["A1×2", "A2×1"])
        #expect(TestLevel.mixed.weights(centre: .c1).map { "\($0.level.rawValue)×\($0.weight)" } == ["B2×1", "C1×2"])
        #expect(TestLevel.fixed(.b2).weights(centre: .a1).map { "\($0.level.rawValue)×\($0.weight)" } == ["B2×1"])
        #expect(TestLevel(text: " Mixed ") == .mixed)
        #expect(TestLevel(text: "b2") == .fixed(.b2))
        #expect(TestLevel(text: "C2") == nil, "the bank goes up to C1")
        #expect(TestLevel(text: "easy") == nil)
    }
}

/// A topic with few questions at the test's levels gives its share to the others.
@Suite struct BlueprintCapacityTests {
    @Test func aLongGrammarTestForANewLearnerIsFilledFromTheTopicsThatHaveRoom() throws {
        let pool = try GenMaterial.richPool()
        let request = TestRequest(level: .mixed, questionCount: 50, skills: [.grammar], seed: 1)
        let blueprint = try BlueprintPlanner.plan(request, pool: pool, profile: LearnerProfile())
        #expect(blueprint.problem == nil, "\(String(describing: blueprint.problem))")
        let relative = try #require(pool.topics.first { $0.slug == "relative-clauses" })
        let room = relative.items.filter { $0.level == .a1 || $0.level == .a2 }.count
        #expect(blueprint.topicQuotas.first { $0.topic.slug == "relative-clauses" }?.count == room)
        #expect(blueprint.topicQuotas.map(\.count).max()! > 50 / 13 + 1, "the others take Relative Clauses' share")
        #expect(try QuestionDrawer.draw(blueprint, pool: pool, profile: LearnerProfile()).get().count == 50)
    }
}
