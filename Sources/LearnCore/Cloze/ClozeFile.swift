import Foundation
import Localization

/// What a cloze file (one `word; sentence` entry per line) holds: its valid entries and the
/// lines that are not entries. Lines holding only white space are not counted as either.
public struct ClozeFile: Sendable, Equatable {
    /// A line that holds an entry.
    public struct Entry: Sendable, Equatable {
        /// The line number, 1 for the first line.
        public var line: Int
        public var word: String
        public var sentence: String
    }

    public var entries: [Entry]
    public var problems: [ClozeLineProblem]
}

/// A line of a cloze file that is not an entry, and the rule it breaks.
public struct ClozeLineProblem: Sendable, Equatable, CustomStringConvertible {
    /// The line number, 1 for the first line.
    public var line: Int
    /// The line as it was, without its line break.
    public var text: String
    public var error: ClozeError

    /// "line 2: Format error, each entry must include a `;`."
    public var description: String {
        tr("line %1$s: %2$s", String(line), error.description)
    }
}
