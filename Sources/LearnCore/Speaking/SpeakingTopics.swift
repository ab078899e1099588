import Foundation
import Localization
import Suggestions

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
        let fileNames: [String]
        do {
            fileNames = try FileManager.default.contentsOfDirectory(atPath: directory.path)
                .filter { $0.hasSuffix("." + fileExtension) }
                .sorted()
        } catch {
            throw .malformed([SpeakingTopicProblem(fileName: directory.path, line: 0, message: tr("cannot be read as a folder"))])
        }
        var topics: [SpeakingTopic] = []
        var problems: [SpeakingTopicProblem] = []
        for fileName in fileNames {
            guard let text = try? String(contentsOf: directory.appendingPathComponent(fileName), encoding: .utf8) else {
                problems.append(SpeakingTopicProblem(fileName: fileName, line: 0, message: tr("cannot be read as UTF-8 text")))
                continue
            }
            do throws(SpeakingTopicError) {
                topics.append(try SpeakingTopicParser.parse(text, fileName: fileName, id: id(ofFileNamed: fileName)))
            } catch .malformed(let found) {
                problems += found
            } catch {
                problems.append(SpeakingTopicProblem(fileName: fileName, line: 0, message: error.description))
            }
        }
        problems += Self.problems(in: topics)
        if topics.isEmpty && problems.isEmpty {
            problems.append(SpeakingTopicProblem(fileName: directory.path, line: 0, message: tr("holds no .%s files", fileExtension)))
        }
        guard problems.isEmpty else { throw .malformed(sorting: problems) }
        return SpeakingTopics(topics: topics)
    }

    /// The topic id a file name gives: the name without its `.txt` extension.
    public static func id(ofFileNamed fileName: String) -> String {
        let suffix = "." + fileExtension
        return fileName.hasSuffix(suffix) ? String(fileName.dropLast(suffix.count)) : fileName
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
        throw .unknownTopic(query, suggestion: ClosestMatches.suggestion(for: query, in: topics.map(\.title)))
    }
}
