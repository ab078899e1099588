import Foundation
import Localization

extension LearningPath {
    /// The bundled path (`<content>/path/path.txt`), read once per process.
    public static func bundled(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> LearningPath {
        let folder = try ContentDirectory.locate("path", environment: environment)
        let file = folder.appendingPathComponent("path.txt")
        let text: String
        do {
            text = try String(contentsOf: file, encoding: .utf8)
        } catch {
            throw LearningPathError(file: file.path, problems: [.init(line: 0, message: tr("cannot be read"))])
        }
        do {
            return try parse(text)
        } catch var error as LearningPathError {
            error.file = file.path
            throw error
        }
    }

    /// Reads a path definition:
    ///
    ///     # comment
    ///     stage A1-1 | First steps
    ///     recording ordering-at-a-cafe | Ordering at a Cafe
    ///     grammar articles | Articles
    ///     cards Cafe | Cafe words
    ///     article the-night-bus | The Night Bus
    ///
    /// Throws every problem found, each with its line number.
    public static func parse(_ text: String) throws -> LearningPath {
        var stages: [PathStage] = []
        var problems: [LearningPathError.Problem] = []
        var seenLessons = Set<String>()
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = offset + 1
            let line = rawLine.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            let halves = line.split(separator: "|", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            let head = halves[0].split(separator: " ", maxSplits: 1).map(String.init)
            let keyword = head[0]
            let reference = head.count > 1 ? head[1].trimmingCharacters(in: .whitespaces) : ""
            let title = halves.count > 1 ? halves[1] : ""
            guard !reference.isEmpty else {
                problems.append(.init(line: number, message: tr("“%s” needs a name after it", keyword)))
                continue
            }
            guard !title.isEmpty else {
                problems.append(.init(line: number, message: tr("“%s” needs a title after “|”", keyword)))
                continue
            }
            if keyword == "stage" {
                let level = String(reference.prefix { $0 != "-" }).uppercased()
                guard ["A1", "A2", "B1", "B2", "C1", "C2"].contains(level) else {
                    problems.append(.init(line: number, message: tr("a stage's ID starts with its level (A1 … C2), as in “A1-1”, not “%s”", reference)))
                    continue
                }
                if stages.contains(where: { $0.id.caseInsensitiveCompare(reference) == .orderedSame }) {
                    problems.append(.init(line: number, message: tr("stage “%s” is defined twice", reference)))
                    continue
                }
                if let last = stages.last, last.lessons.isEmpty {
                    problems.append(.init(line: number, message: tr("stage “%s” has no lessons", last.id)))
                }
                stages.append(PathStage(id: reference, title: title, level: level, lessons: []))
                continue
            }
            guard let kind = LessonKind(rawValue: keyword) else {
                problems.append(.init(line: number, message: tr("“%s” is not stage, recording, grammar, cards or article", keyword)))
                continue
            }
            guard !stages.isEmpty else {
                problems.append(.init(line: number, message: tr("a lesson comes after the “stage” line it belongs to")))
                continue
            }
            guard seenLessons.insert("\(kind.rawValue) \(reference.lowercased())").inserted else {
                problems.append(.init(line: number, message: tr("%s “%s” is already a lesson of the path", kind.rawValue, reference)))
                continue
            }
            let stage = stages.count - 1
            let id = "\(stages[stage].id).\(stages[stage].lessons.count + 1)"
            stages[stage].lessons.append(PathLesson(id: id, kind: kind, reference: reference, title: title))
        }
        if let last = stages.last, last.lessons.isEmpty {
            problems.append(.init(line: 0, message: tr("stage “%s” has no lessons", last.id)))
        }
        if stages.isEmpty, problems.isEmpty {
            problems.append(.init(line: 0, message: tr("the path has no stages")))
        }
        guard problems.isEmpty else { throw LearningPathError(file: nil, problems: problems) }
        return LearningPath(stages: stages)
    }
}

/// A path definition that cannot be used, with every problem found in it.
public struct LearningPathError: Error, Equatable, CustomStringConvertible, LocalizedError {
    /// One problem: its line (0 for the file as a whole) and what is wrong.
    public struct Problem: Sendable, Equatable {
        public var line: Int
        public var message: String
    }

    public var file: String?
    public var problems: [Problem]

    public var description: String {
        let place = file ?? tr("the learning path")
        return problems.map { problem in
            problem.line > 0
                ? tr("%s, line %s: %s", place, String(problem.line), problem.message)
                : tr("%s: %s", place, problem.message)
        }.joined(separator: "\n")
    }

    public var errorDescription: String? { description }
}
