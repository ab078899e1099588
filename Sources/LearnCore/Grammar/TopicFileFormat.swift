/// How an imported topic's file is read, kept with it so that it reads the same way every time.
public enum TopicFileFormat: String, Codable, Sendable, Equatable {
    /// The strict subset the bundled bank is written in, checked by ``GIFTParser``.
    case product
    /// GIFT as Moodle reads it, by ``MoodleGIFTReader``.
    case moodle

    /// The format `text` is written in: the product's when a question line has an id of the
    /// form `<slug>-NN` and a CEFR level in brackets right after it (`::articles-01:: [A1] …`),
    /// which Moodle's own files never have; else Moodle's.
    public static func detect(_ text: String) -> TopicFileFormat {
        for line in text.split(whereSeparator: \.isNewline) {
            let trimmed = line.trimmingSpaces
            guard trimmed.hasPrefix("::"),
                  let end = trimmed.dropFirst(2).range(of: "::"),
                  isProductID(trimmed[trimmed.index(trimmed.startIndex, offsetBy: 2)..<end.lowerBound])
            else { continue }
            let rest = trimmed[end.upperBound...].trimmingSpaces
            if rest.hasPrefix("["), let close = rest.firstIndex(of: "]"),
               CEFRLevel(rawValue: String(rest[rest.index(after: rest.startIndex)..<close])) != nil {
                return .product
            }
        }
        return .moodle
    }

    /// Whether `id` looks like a bank question's id: a slug, a hyphen and two digits or more.
    private static func isProductID(_ id: Substring) -> Bool {
        guard let hyphen = id.lastIndex(of: "-") else { return false }
        let number = id[id.index(after: hyphen)...]
        return number.count >= 2 && number.allSatisfy { $0.isASCII && $0.isNumber }
            && GIFTParser.isValidSlug(String(id[..<hyphen]))
    }
}
