/// Why a chapters JSON file could not be read.
public struct ChaptersDocumentError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, in words.
    public var problem: String

    public init(problem: String) {
        self.problem = problem
    }

    public var description: String {
        "The chapters file could not be read: \(problem)."
    }
}
