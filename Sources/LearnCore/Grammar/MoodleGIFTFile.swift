/// A GIFT file read as Moodle reads it (``MoodleGIFTReader``): the questions the Test screen can
/// ask and those it left out.
public struct MoodleGIFTFile: Sendable, Equatable {
    /// The topic's name: the last part of the file's `$CATEGORY` path, else the name it was read with.
    public let name: String
    /// The name as a slug; the questions' ids start with it.
    public let slug: String
    /// Whether the name came from a `$CATEGORY` line.
    public let hasCategory: Bool
    /// The multiple-choice and true/false questions, in the order of the file.
    public let questions: [GrammarQuestion]
    /// The questions left out, in the order of the file.
    public let skipped: [SkippedQuestion]

    /// The topic of the file, read from `fileName`.
    public func topic(fileName: String) -> GrammarTopic {
        GrammarTopic(name: name, slug: slug, description: nil, questions: questions, fileName: fileName, categoryLine: 0)
    }
}
