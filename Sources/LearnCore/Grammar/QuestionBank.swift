import Foundation
import Localization

/// The grammar topics one account can practise: the bundled ones and those it imported.
public struct QuestionBank: Sendable {
    /// The folder of the bundled topics inside the content directory.
    public static let contentSubfolder = "grammar"
    /// The extension of topic files.
    public static let fileExtension = "gift"

    /// The topics, bundled ones first, each group sorted by name.
    public let topics: [GrammarTopic]
    private let questionsByID: [String: GrammarQuestion]

    /// A bank of `topics`, which are assumed to be valid (see ``problems(in:)``).
    public init(topics: [GrammarTopic]) {
        self.topics = topics.sorted { ($0.isImported ? 1 : 0, $0.name) < ($1.isImported ? 1 : 0, $1.name) }
        var questionsByID: [String: GrammarQuestion] = [:]
        for question in topics.flatMap(\.questions) where questionsByID[question.id] == nil {
            questionsByID[question.id] = question
        }
        self.questionsByID = questionsByID
    }

    /// The bundled bank: every `.gift` file in `directory`, each file parsed and the whole set
    /// checked by ``problems(in:)``. Throws a ``GIFTError`` with every problem of every file.
    public static func load(from directory: URL) throws -> QuestionBank {
        let folder = TopicFolder(directory: directory, fileExtension: fileExtension)
        let (topics, problems) = folder.read(
            try folder.fileNames(),
            parse: { text, fileName in try GIFTParser.parse(text, fileName: fileName, slug: slug(ofFileNamed: fileName)) },
            problemsIn: { ($0 as? GIFTError)?.problems },
            acrossTopics: Self.problems(in:))
        guard problems.isEmpty else { throw GIFTError(problems: problems) }
        return QuestionBank(topics: topics)
    }

    /// The topic slug a file name gives: the name without its `.gift` extension.
    public static func slug(ofFileNamed fileName: String) -> String {
        TopicFolder.baseName(of: fileName, fileExtension: fileExtension)
    }

    /// Mistakes that span topics: a topic name, question id or prompt used twice (names and
    /// prompts ignoring case and spacing). Each is reported at its second use.
    public static func problems(in topics: [GrammarTopic]) -> [GIFTProblem] {
        var problems: [GIFTProblem] = []
        var names: [String: GrammarTopic] = [:]
        var ids: [String: (topic: GrammarTopic, line: Int)] = [:]
        var prompts: [String: (topic: GrammarTopic, line: Int)] = [:]
        func place(_ topic: GrammarTopic, _ line: Int) -> String { "\(topic.fileName):\(line)" }

        for topic in topics {
            let name = GIFTParser.normalized(topic.name)
            if let first = names[name] {
                problems.append(GIFTProblem(
                    fileName: topic.fileName, line: topic.categoryLine,
                    message: tr("the topic name '%s' is already used by %s", topic.name, first.fileName)))
            } else {
                names[name] = topic
            }
            for question in topic.questions {
                if let first = ids[question.id] {
                    problems.append(GIFTProblem(
                        fileName: topic.fileName, line: question.line,
                        message: tr("duplicate id '%s' (first at %s)", question.id, place(first.topic, first.line))))
                } else {
                    ids[question.id] = (topic, question.line)
                }
                let prompt = GIFTParser.normalized(question.prompt)
                if let first = prompts[prompt] {
                    problems.append(GIFTProblem(
                        fileName: topic.fileName, line: question.line,
                        message: tr("duplicate prompt (first at %s)", place(first.topic, first.line))))
                } else {
                    prompts[prompt] = (topic, question.line)
                }
            }
        }
        return problems
    }

    /// The question with `id`, if any topic has it.
    public func question(id: String) -> GrammarQuestion? {
        questionsByID[id]
    }

    /// The topic `query` names (see ``GrammarTopic/isNamed(_:)``); otherwise an error that
    /// suggests close names.
    public func topic(named query: String) throws -> GrammarTopic {
        if let topic = topics.first(where: { $0.isNamed(query) }) { return topic }
        throw GrammarError.unknownTopic(query, suggestion: DidYouMean.sentence(for: query, in: topics.map(\.name)))
    }
}
