/// Why a word list (`en-lemmas.tsv`, `en-frequency.tsv`) could not be read.
public enum WordListError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file could not be read at all (missing, a folder, no permission).
    case unreadable(file: String, problem: String)
    /// Line `line` (from 1, comment lines counted) is not what the list holds there.
    case malformedLine(file: String, line: Int, problem: String)

    public var description: String {
        switch self {
        case .unreadable(let file, let problem):
            "The word list \(file) could not be read: \(problem)."
        case .malformedLine(let file, let line, let problem):
            "The word list \(file) is malformed at line \(line): \(problem)."
        }
    }
}
