/// Why an OPML file could not be read.
public struct OPMLError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was wrong with the file.
    public enum Reason: Sendable, Equatable {
        /// The XML parser stopped at `line` and `column` (both from 1).
        case notXML(line: Int, column: Int, problem: String)
        /// The root element is not `opml`; nil when there is no element at all.
        case notOPML(rootElement: String?)
    }

    public var reason: Reason

    public init(reason: Reason) {
        self.reason = reason
    }

    public var description: String {
        switch reason {
        case .notXML(let line, let column, let problem):
            "The subscription list is not valid XML: line \(line), column \(column): \(problem)."
        case .notOPML(let root?):
            "The file is not an OPML subscription list: its root element is <\(root)>, not <opml>."
        case .notOPML(nil):
            "The file is not an OPML subscription list: it has no elements."
        }
    }
}
