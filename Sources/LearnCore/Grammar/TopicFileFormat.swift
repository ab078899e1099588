/// How an imported topic's file is read, kept with it so that it reads the same way every time.
public enum TopicFileFormat: String, Codable, Sendable, Equatable {
    /// The strict subset the bundled bank is written in, checked by ``GIFTParser``.
    case product
    /// GIFT as Moodle reads it, by ``MoodleGIFTReader``.
    case moodle

    /// The format `text` is written in: the product's when a question line gives a CEFR level in
    /// brackets right after its id (`::articles-01:: [A1] …`), which Moodle's files never do;
    /// else Moodle's.
    public static func detect(_ text: String) -> TopicFileFormat {
        for line in text.split(whereSeparator: \.isNewline) {
            let trimmed = line.trimmingSpaces
            guard trimmed.hasPrefix("::"),
                  let end = trimmed.dropFirst(2).range(of: "::")
            else { continue }
            let rest = trimmed[end.upperBound...].trimmingSpaces
            if rest.hasPrefix("["), let close = rest.firstIndex(of: "]"),
               CEFRLevel(rawValue: String(rest[rest.index(after: rest.startIndex)..<close])) != nil {
                return .product
            }
        }
        return .moodle
    }
}
