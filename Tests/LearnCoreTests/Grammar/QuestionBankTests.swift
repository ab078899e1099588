import Foundation
import Testing
@testable import LearnCore

struct QuestionBankTests {
    /// The repository's `Content/grammar`, the bank learnctl ships.
    static let bundledDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Content/grammar")

    @Test func theBundledBankLoadsWithoutProblems() throws {
        do {
            _ = try QuestionBank.load(from: Self.bundledDirectory)
        } catch let error as GIFTError {
            Issue.record("The bundled bank has mistakes:\n\(error.description)")
        }
    }

    @Test func theBundledBankHasEnoughTopicsAndQuestions() throws {
        let bank = try QuestionBank.load(from: Self.bundledDirectory)
        #expect(bank.topics.count >= 10)
        #expect(bank.topics.flatMap(\.questions).count >= 100)
        for topic in bank.topics {
            #expect(!topic.questions.isEmpty, "\(topic.name)")
            #expect(topic.description?.isEmpty == false, "\(topic.name) has no description")
        }
    }

    @Test func everyBundledQuestionIsWellFormed() throws {
        let bank = try QuestionBank.load(from: Self.bundledDirectory)
        var ids = Set<String>()
        var prompts = Set<String>()
        for topic in bank.topics {
            for question in topic.questions {
                let place = "\(topic.fileName):\(question.line)"
                #expect(ids.insert(question.id).inserted, "\(place): duplicate id \(question.id)")
                #expect(prompts.insert(GIFTParser.normalized(question.prompt)).inserted, "\(place): duplicate prompt")
                #expect(question.id.hasPrefix(topic.slug + "-"), "\(place)")
                #expect(!question.prompt.isEmpty, "\(place): empty prompt")
                #expect((3...5).contains(question.options.count), "\(place): \(question.options.count) options")
                #expect(question.options.indices.contains(question.correctIndex), "\(place)")
                let options = question.options.map(GIFTParser.normalized)
                #expect(Set(options).count == options.count, "\(place): duplicate options")
                #expect(!options.contains(""), "\(place): empty option")
                #expect(question.explanation.split(separator: " ").count >= 6, "\(place): explanation too short")
            }
        }
    }

    @Test func everyBundledFileHasExactlyOneCorrectOptionPerQuestion() throws {
        let bank = try QuestionBank.load(from: Self.bundledDirectory)
        for topic in bank.topics {
            let text = try String(contentsOf: Self.bundledDirectory.appendingPathComponent(topic.fileName), encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            for question in topic.questions {
                let block = lines[question.line...].prefix { $0 != "}" }
                #expect(block.filter { $0.hasPrefix("=") }.count == 1, "\(topic.fileName):\(question.line)")
                #expect(block.filter { $0.hasPrefix("~") }.count == question.options.count - 1)
            }
        }
    }

    @Test func duplicatesAcrossFilesAreReportedAtTheirSecondUse() throws {
        let first = try GIFTParser.parse(GIFTParserTests.valid, fileName: "phrasal-verbs.gift", slug: "phrasal-verbs")
        func question(_ id: String, _ prompt: String, line: Int) -> GrammarQuestion {
            GrammarQuestion(id: id, level: .a2, prompt: prompt, options: ["on", "in", "at"], correctIndex: 0,
                            explanation: "An explanation long enough to pass.", line: line)
        }
        let second = GrammarTopic(
            name: "phrasal  VERBS", slug: "more-verbs", description: nil,
            questions: [question("more-verbs-01", "please TURN ___ the  radio.", line: 4),
                        question("phrasal-verbs-02", "A prompt of its own.", line: 9)],
            fileName: "more-verbs.gift", categoryLine: 1)
        #expect(QuestionBank.problems(in: [first, second]).map(\.description) == [
            "more-verbs.gift:1: the topic name 'phrasal  VERBS' is already used by phrasal-verbs.gift",
            "more-verbs.gift:4: duplicate prompt (first at phrasal-verbs.gift:5)",
            "more-verbs.gift:9: duplicate id 'phrasal-verbs-02' (first at phrasal-verbs.gift:12)",
        ])
        #expect(QuestionBank.problems(in: [first]).isEmpty)
    }

    @Test func loadingReportsTheProblemsOfEveryFile() throws {
        let directory = try TemporaryDirectory()
        try GIFTParserTests.valid.replacingOccurrences(of: "~of", with: "=of")
            .write(to: directory.path("phrasal-verbs.gift"), atomically: true, encoding: .utf8)
        try GIFTParserTests.valid.replacingOccurrences(of: "phrasal-verbs", with: "verbs")
            .replacingOccurrences(of: "[A2]", with: "[A0]")
            .write(to: directory.path("verbs.gift"), atomically: true, encoding: .utf8)
        #expect(throws: GIFTError(problems: [
            GIFTProblem(fileName: "phrasal-verbs.gift", line: 5,
                        message: "question phrasal-verbs-01 has 2 correct ('=') options (need exactly 1)"),
            GIFTProblem(fileName: "verbs.gift", line: 12,
                        message: "invalid level '[A0]' (use one of A1, A2, B1, B2, C1, C2)"),
        ])) {
            try QuestionBank.load(from: directory.url)
        }
    }

    @Test func topicsAreFoundByNameOrSlugIgnoringCase() throws {
        let bank = try QuestionBank.load(from: Self.bundledDirectory)
        #expect(try bank.topic(named: "articles").name == "Articles")
        #expect(try bank.topic(named: "ARTICLES").name == "Articles")
        #expect(try bank.topic(named: "present simple vs present continuous").slug == "present-simple-vs-continuous")
        #expect(try bank.topic(named: "present-simple-vs-present-continuous").name == "Present Simple vs Present Continuous")
        #expect(try bank.topic(named: "present-simple-vs-continuous").name == "Present Simple vs Present Continuous")
    }

    @Test func anUnknownTopicSuggestsCloseNames() throws {
        let bank = try QuestionBank.load(from: Self.bundledDirectory)
        #expect(throws: GrammarError.unknownTopic("artcles", suggestion: "Did you mean \"Articles\"?")) {
            try bank.topic(named: "artcles")
        }
        let error = GrammarError.unknownTopic("quantum physics", suggestion: nil)
        #expect(throws: error) { try bank.topic(named: "quantum physics") }
        #expect(error.description
            == "There is no grammar topic called “quantum physics”. Run `learnctl tests topics` to see them all.")
    }
}
