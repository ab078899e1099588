import Foundation
import Localization

/// The speaking topics learnctl ships: every `.txt` file of the `speaking/` content folder.
public struct SpeakingTopics: Sendable {
    /// The folder of the bundled topics inside the content directory.
    public static let contentSubfolder = "speaking"
    /// The extension of topic files.
    public static let fileExtension = "txt"

    /// The topics, sorted by title.
    public let topics: [SpeakingTopic]

    /// The topics in `topics`, which are assumed to be valid (see ``problems(in:)``).
    public init(topics: [SpeakingTopic]) {
        self.topics = topics.sorted { ($0.title.lowercased(), $0.id) < ($1.title.lowercased(), $1.id) }
    }

    /// The bundled topics, from the folder ``ContentDirectory`` finds.
    public static func bundled(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> SpeakingTopics {
        try load(from: ContentDirectory.locate(contentSubfolder, environment: environment))
    }

    /// Every `.txt` file in `directory`, each file parsed and the whole set checked by
    /// ``problems(in:)``. Throws ``SpeakingTopicError/malformed(_:)`` with every problem of every file.
    public static func load(from directory: URL) throws(SpeakingTopicError) -> SpeakingTopics {
        let folder = TopicFolder(directory: directory, fileExtension: fileExtension)
        let fileNames: [String]
        do {
            fileNames = try folder.fileNames()
        } catch {
            throw .malformed([SpeakingTopicProblem(fileName: directory.path, line: 0, message: tr("cannot be read as a folder"))])
        }
        let (topics, problems) = folder.read(
            fileNames,
            parse: { text, fileName in try SpeakingTopicParser.parse(text, fileName: fileName, id: id(ofFileNamed: fileName)) },
            problemsIn: { error in
                if case .malformed(let found)? = error as? SpeakingTopicError { found } else { nil }
            },
            acrossTopics: Self.problems(in:))
        guard problems.isEmpty else { throw .malformed(sorting: problems) }
        return SpeakingTopics(topics: topics)
    }

    /// The topic id a file name gives: the name without its `.txt` extension.
    public static func id(ofFileNamed fileName: String) -> String {
        TopicFolder.baseName(of: fileName, fileExtension: fileExtension)
    }

    /// Mistakes that span topics: a title used twice (ignoring case and spacing), reported at its
    /// second use.
    public static func problems(in topics: [SpeakingTopic]) -> [SpeakingTopicProblem] {
        var problems: [SpeakingTopicProblem] = []
        var titles: [String: SpeakingTopic] = [:]
        for topic in topics {
            let title = GIFTParser.normalized(topic.title)
            if let first = titles[title] {
                problems.append(SpeakingTopicProblem(
                    fileName: topic.fileName, line: topic.titleLine,
                    message: tr("the title '%s' is already used by %s", topic.title, first.fileName)))
            } else {
                titles[title] = topic
            }
        }
        return problems
    }

    /// The topic `query` names (see ``SpeakingTopic/isNamed(_:)``); otherwise
    /// ``SpeakingTopicError/unknownTopic(_:suggestion:)`` suggesting close titles.
    public func topic(named query: String) throws(SpeakingTopicError) -> SpeakingTopic {
        if let topic = topics.first(where: { $0.isNamed(query) }) { return topic }
        throw .unknownTopic(query, suggestion: DidYouMean.sentence(for: query, in: topics.map(\.title)))
    }
}
