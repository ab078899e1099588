import ArgumentParser
import Foundation
import LearnCore
import Localization

/// What a generated test asks for: the options `tests generate` and `tests schedule` share.
struct TestRequestOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Comma-separated topics (grammar topics, recordings, card groups, cloze lists, by name or slug), or all.",
        valueName: "topics"))
    var topics = "all"

    @Option(help: ArgumentHelp("The CEFR level of the questions: A1, A2, B1, B2, C1, or mixed (around yours).",
                               valueName: "level"))
    var level: TestLevel = .mixed

    @Option(help: ArgumentHelp("How many questions (5–50).", valueName: "n"))
    var questions = TestRequest.defaultQuestionCount

    @Option(help: ArgumentHelp("Comma-separated skills: grammar, listening, vocabulary, cloze (default: all with material).",
                               valueName: "skills"))
    var skills: String?

    mutating func validate() throws {
        guard TestRequest.questionCountRange.contains(questions) else {
            throw ValidationError(tr("--questions must be from %d to %d, not %d.", TestRequest.questionCountRange.lowerBound, TestRequest.questionCountRange.upperBound, questions))
        }
        _ = try skillList()
        guard topicList().map({ !$0.isEmpty }) ?? true else { throw ValidationError(tr("--topics names no topic.")) }
    }

    /// The topics named; nil for all.
    func topicList() -> [String]? {
        let names = topics.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return names.count == 1 && names[0].lowercased() == "all" ? nil : names
    }

    /// The skills named; nil for all.
    func skillList() throws -> [TestSkill]? {
        guard let skills else { return nil }
        var list: [TestSkill] = []
        for name in skills.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces).lowercased() }) {
            guard let skill = TestSkill(rawValue: name) else {
                throw ValidationError(tr("“%s” is not a skill; use grammar, listening, vocabulary or cloze.", name))
            }
            if !list.contains(skill) { list.append(skill) }
        }
        guard !list.isEmpty else { throw ValidationError(tr("--skills names no skill.")) }
        return list
    }

    /// The request, with `seed` and `title`.
    func request(seed: UInt64, title: String?) throws -> TestRequest {
        TestRequest(topics: topicList(), level: level, questionCount: questions, skills: try skillList(), seed: seed,
                    title: title)
    }
}
