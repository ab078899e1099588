import Foundation

/// Reads one topic file written in the subset of Moodle's GIFT format described in
/// `Content/grammar/README.md`.
///
/// It checks everything that concerns a single file; uniqueness across files (ids, prompts,
/// topic names) is ``QuestionBank``'s job.
public enum GIFTParser {
    /// How many options a question has.
    public static let optionCount = 3...5
    /// The fewest words an explanation may have.
    public static let minimumExplanationWords = 6
    static let specialCharacters: Set<Character> = ["~", "=", "#", "{", "}", ":"]

    /// The topic in `text`, from a file called `fileName` whose base name is `slug`.
    ///
    /// Throws a ``GIFTError`` listing every problem found, each with its line.
    public static func parse(_ text: String, fileName: String, slug: String) throws -> GrammarTopic {
        var reader = GIFTReader(fileName: fileName, slug: slug)
        reader.read(text)
        if !reader.problems.isEmpty { throw GIFTError(problems: reader.problems) }
        return GrammarTopic(
            name: reader.category ?? slug, slug: slug, description: reader.description,
            questions: reader.questions, fileName: fileName, categoryLine: reader.categoryLine)
    }

    /// `text` in lower case with runs of white space made single spaces, for comparing prompts and options.
    static func normalized(_ text: String) -> String {
        text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    static func isValidSlug(_ slug: String) -> Bool {
        let parts = slug.split(separator: "-", omittingEmptySubsequences: false)
        return !slug.isEmpty && parts.allSatisfy { part in
            !part.isEmpty && part.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber) }
        }
    }
}
