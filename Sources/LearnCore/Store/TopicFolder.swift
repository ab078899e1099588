import Foundation
import Localization

/// A content folder holding one topic a file (`grammar/*.gift`, `speaking/*.txt`): its files
/// listed, each read and parsed, and every mistake in any of them gathered.
struct TopicFolder {
    let directory: URL
    /// The extension of the topic files, without its dot.
    let fileExtension: String

    /// The names of the topic files, sorted.
    func fileNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix("." + fileExtension) }
            .sorted()
    }

    /// `fileName` without its `.fileExtension`: the topic's id.
    static func baseName(of fileName: String, fileExtension: String) -> String {
        let suffix = "." + fileExtension
        return fileName.hasSuffix(suffix) ? String(fileName.dropLast(suffix.count)) : fileName
    }

    /// The topics of the files `fileNames`, each read as UTF-8 and given to `parse` with its
    /// name, and the problems found: a file that cannot be read; those `problemsIn` finds in
    /// what `parse` throws (else the error's description, for the whole file); those
    /// `acrossTopics` finds in the topics together; and the folder holding no topic file.
    func read<Topic>(_ fileNames: [String], parse: (_ text: String, _ fileName: String) throws -> Topic,
                     problemsIn: (any Error) -> [FileProblem]?,
                     acrossTopics: ([Topic]) -> [FileProblem]) -> (topics: [Topic], problems: [FileProblem]) {
        var topics: [Topic] = []
        var problems: [FileProblem] = []
        for fileName in fileNames {
            guard let text = try? String(contentsOf: directory.appendingPathComponent(fileName), encoding: .utf8) else {
                problems.append(FileProblem(fileName: fileName, line: 0, message: tr("cannot be read as UTF-8 text")))
                continue
            }
            do {
                topics.append(try parse(text, fileName))
            } catch {
                problems += problemsIn(error) ?? [FileProblem(fileName: fileName, line: 0, message: "\(error)")]
            }
        }
        problems += acrossTopics(topics)
        if topics.isEmpty && problems.isEmpty {
            problems.append(FileProblem(fileName: directory.path, line: 0, message: tr("holds no .%s files", fileExtension)))
        }
        return (topics, problems)
    }
}
