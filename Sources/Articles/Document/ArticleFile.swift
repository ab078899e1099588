/// A bundled article (`Content/articles/<slug>.txt`): a header, the text and its questions.
///
///     title: The Night Bus
///     level: B1
///     topic: travel
///     summary: One sentence.
///     ---
///     A paragraph, over one or more lines.
///
///     ## A heading
///     Another paragraph.
///
///     === questions
///     Q: Why does the writer take the night bus?
///     - Because it is faster
///     * Because it is cheaper than the train
///     quote: costs half as much as the train
///     why: The writer says the bus costs half as much as the train.
public struct ArticleFile: Sendable, Equatable {
    public let slug: String
    public let level: String
    public let topic: String
    public let summary: String
    public let document: ArticleDocument
    public let questions: [ArticleQuestion]

    public var title: String { document.title }

    /// The header fields every file has.
    public static let requiredFields = ["title", "level", "topic", "summary"]

    /// Reads a file's text; throws every problem found, each with its line.
    public static func parse(_ text: String, slug: String) throws(ArticleFileError) -> ArticleFile {
        var problems: [ArticleFileError.Problem] = []
        var fields: [String: String] = [:]
        var section = 0  // 0 header, 1 body, 2 questions
        var blocks: [ArticleBlock] = []
        var paragraph: [String] = []
        var drafts: [(line: Int, prompt: String, options: [(String, Bool)], quote: String?, why: String?)] = []
        func endParagraph() {
            if !paragraph.isEmpty { blocks.append(.paragraph(paragraph.joined(separator: " "))) }
            paragraph = []
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (offset, raw) in lines.enumerated() {
            let number = offset + 1
            let line = String(raw).trimmingWhitespace()
            switch section {
            case 0:
                if line.isEmpty || line.hasPrefix("#") { continue }
                if line == "---" { section = 1; continue }
                guard let colon = line.firstIndex(of: ":") else {
                    problems.append(.init(line: number, message: "a header line is “field: value”"))
                    continue
                }
                let key = String(line[..<colon]).trimmingWhitespace().lowercased()
                let value = String(line[line.index(after: colon)...]).trimmingWhitespace()
                guard requiredFields.contains(key) else {
                    problems.append(.init(line: number, message: "unknown header field “\(key)”"))
                    continue
                }
                fields[key] = value
            case 1:
                if line == "=== questions" { endParagraph(); section = 2; continue }
                if line.isEmpty { endParagraph(); continue }
                if line.hasPrefix("## ") {
                    endParagraph()
                    blocks.append(.heading(String(line.dropFirst(3)).trimmingWhitespace()))
                    continue
                }
                paragraph.append(line)
            default:
                if line.isEmpty { continue }
                if line.hasPrefix("Q:") {
                    drafts.append((number, String(line.dropFirst(2)).trimmingWhitespace(), [], nil, nil))
                    continue
                }
                guard !drafts.isEmpty else {
                    problems.append(.init(line: number, message: "a question starts with “Q:”"))
                    continue
                }
                if line.hasPrefix("- ") || line.hasPrefix("* ") {
                    drafts[drafts.count - 1].options.append((String(line.dropFirst(2)).trimmingWhitespace(), line.hasPrefix("*")))
                } else if line.hasPrefix("quote:") {
                    drafts[drafts.count - 1].quote = String(line.dropFirst(6)).trimmingWhitespace()
                } else if line.hasPrefix("why:") {
                    drafts[drafts.count - 1].why = String(line.dropFirst(4)).trimmingWhitespace()
                } else {
                    problems.append(.init(line: number, message: "a question's lines start with “- ”, “* ”, “quote:” or “why:”"))
                }
            }
        }
        endParagraph()
        for key in requiredFields where (fields[key] ?? "").isEmpty {
            problems.append(.init(line: 0, message: "the header has no “\(key)”"))
        }
        let level = (fields["level"] ?? "").uppercased()
        if fields["level"] != nil, !["A1", "A2", "B1", "B2", "C1", "C2"].contains(level) {
            problems.append(.init(line: 0, message: "the level is A1, A2, B1, B2, C1 or C2, not “\(level)”"))
        }
        if section == 0 { problems.append(.init(line: 0, message: "no “---” line ends the header")) }
        let document = ArticleDocument(title: fields["title"] ?? slug, blocks: blocks)
        let paragraphs = document.paragraphs
        if paragraphs.isEmpty { problems.append(.init(line: 0, message: "the article has no text")) }
        var questions: [ArticleQuestion] = []
        for draft in drafts {
            let correct = draft.options.indices.filter { draft.options[$0].1 }
            guard (3...4).contains(draft.options.count), correct.count == 1 else {
                problems.append(.init(line: draft.line, message: "a question has 3 or 4 options, exactly one marked “*”"))
                continue
            }
            guard let quote = draft.quote, !quote.isEmpty else {
                problems.append(.init(line: draft.line, message: "the question has no “quote:”"))
                continue
            }
            let holding = paragraphs.indices.filter { paragraphs[$0].contains(quote) }
            guard holding.count == 1 else {
                problems.append(.init(line: draft.line, message: holding.isEmpty
                    ? "the quote “\(quote)” is in no paragraph" : "the quote “\(quote)” is in \(holding.count) paragraphs"))
                continue
            }
            guard let why = draft.why, !why.isEmpty else {
                problems.append(.init(line: draft.line, message: "the question has no “why:”"))
                continue
            }
            questions.append(ArticleQuestion(prompt: draft.prompt, options: draft.options.map(\.0), answer: correct[0],
                                             explanation: why, paragraph: holding[0] + 1, quote: quote))
        }
        guard problems.isEmpty else { throw ArticleFileError(file: nil, problems: problems) }
        return ArticleFile(slug: slug, level: level, topic: fields["topic"]!, summary: fields["summary"]!,
                           document: document, questions: questions)
    }
}

/// A bundled article file that cannot be used, with every problem found in it.
public struct ArticleFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// One problem: its line (0 for the file as a whole) and what is wrong.
    public struct Problem: Sendable, Equatable {
        public var line: Int
        public var message: String
    }

    public var file: String?
    public var problems: [Problem]

    public var description: String {
        let place = file ?? "article"
        return problems.map { $0.line > 0 ? "\(place):\($0.line): \($0.message)" : "\(place): \($0.message)" }
            .joined(separator: "\n")
    }
}
