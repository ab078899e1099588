import Foundation
import Localization

/// Reads GIFT as Moodle's question import reads it (`question/format/gift/format.php`), keeping
/// the questions the Test screen can ask: multiple choice with one right answer, and true/false.
///
/// Questions are separated by blank lines; a line starting with `//` is a comment; `$CATEGORY:`
/// names the topic (the last part of its path; the whole file is one topic, named by the last
/// `$CATEGORY` before its first question); `::title::` is optional; a question's text may
/// come before and after its `{answers}` (the answers' place then becomes `_____`); `####` in
/// the answers starts the general feedback, which becomes the explanation; `#` after an answer
/// is that answer's feedback; `[html]`, `[markdown]`, `[plain]` and `[moodle]` at the start of a
/// text name its format (HTML is reduced to its text). A `[tag:B1]` in a question's comments
/// gives it a CEFR level. Essay, short-answer, numerical, matching and multiple-response
/// questions and descriptions are skipped, each named in ``MoodleGIFTFile/skipped``.
public enum MoodleGIFTReader {
    /// Moodle's blank for a missing-word question, put where its answers were.
    public static let blank = "_____"
    /// The most options a question may have: the Test screen chooses them with the keys 1 to 9.
    public static let maximumOptions = 9

    /// The questions of `text`; `defaultName` names the topic when the file has no `$CATEGORY`,
    /// and `level` is the level of the questions that do not give one.
    public static func read(_ text: String, defaultName: String, level: CEFRLevel?) -> MoodleGIFTFile {
        var categories: [String] = []
        var pending: [Block] = []
        for block in blocks(of: text) {
            var block = block
            if block.text.hasPrefix("$CATEGORY:") {
                let firstLine = block.text.prefix { $0 != "\n" }
                if pending.isEmpty, let name = categoryName(String(firstLine.dropFirst("$CATEGORY:".count))) {
                    categories.append(name)
                }
                guard let rest = block.dropFirstLine() else { continue }
                block = rest
            }
            pending.append(block)
        }
        let name = categories.last ?? defaultName
        var slug = GrammarTopic.slug(ofName: name)
        if slug.isEmpty { slug = "imported" }

        var questions: [GrammarQuestion] = []
        var skipped: [SkippedQuestion] = []
        var usedIDs: Set<String> = []
        for (ordinal, block) in pending.enumerated() {
            switch read(block, level: level) {
            case .skipped(let name, let reason):
                skipped.append(SkippedQuestion(line: block.line, name: name, reason: reason))
            case .question(let read):
                let base = slug + "/" + (read.title ?? String(format: "%02d", ordinal + 1))
                var id = base
                var repeated = 1
                while usedIDs.contains(id) {
                    repeated += 1
                    id = base + "-" + String(repeated)
                }
                usedIDs.insert(id)
                questions.append(GrammarQuestion(
                    id: id, level: read.level, prompt: read.prompt, options: read.options, correctIndex: read.correctIndex,
                    explanation: read.explanation, line: block.line,
                    feedback: read.feedback.allSatisfy(\.isEmpty) ? [] : read.feedback, form: read.form, title: read.title))
            }
        }
        return MoodleGIFTFile(name: name, slug: slug, hasCategory: !categories.isEmpty, questions: questions, skipped: skipped)
    }

    // MARK: - Blocks

    /// The lines of one question (or `$CATEGORY`), trimmed, comments blanked, escapes hidden.
    private struct Block {
        /// The first line that is not a comment, from 1.
        let line: Int
        /// The lines joined by line breaks, trimmed, with ``GIFTEscapes/hidden(_:)`` applied.
        let text: String
        /// The CEFR level a `[tag:…]` in the comments gives.
        let level: CEFRLevel?

        /// The block without its first line, if anything is left.
        func dropFirstLine() -> Block? {
            guard let breakIndex = text.firstIndex(of: "\n") else { return nil }
            let rest = text[text.index(after: breakIndex)...].trimmingCharacters(in: .whitespacesAndNewlines)
            return rest.isEmpty ? nil : Block(line: line + 1, text: rest, level: level)
        }
    }

    /// The blocks of `text`, separated by blank lines, without those made only of comments.
    private static func blocks(of text: String) -> [Block] {
        var text = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        var blocks: [Block] = []
        var lines: [String] = []
        var firstLine: Int?
        var level: CEFRLevel?
        func close() {
            let joined = lines.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
            if !joined.isEmpty, let firstLine {
                blocks.append(Block(line: firstLine, text: GIFTEscapes.hidden(joined), level: level))
            }
            (lines, firstLine, level) = ([], nil, nil)
        }
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty {
                close()
            } else if line.hasPrefix("//") {
                level = level ?? levelTag(in: line)
                lines.append(" ")
            } else {
                if firstLine == nil { firstLine = index + 1 }
                lines.append(line)
            }
        }
        close()
        return blocks
    }

    /// The CEFR level named by a `[tag:B1]` in a comment.
    private static func levelTag(in comment: String) -> CEFRLevel? {
        var rest = Substring(comment)
        while let start = rest.range(of: "[tag:", options: .caseInsensitive) {
            rest = rest[start.upperBound...]
            guard let close = rest.firstIndex(of: "]") else { return nil }
            if let level = CEFRLevel(rawValue: rest[..<close].trimmingCharacters(in: .whitespaces).uppercased()) { return level }
        }
        return nil
    }

    /// The last part of a `$CATEGORY` path (`$course$/top/Verbs` → `Verbs`; `//` is a slash in a
    /// name); nil for an empty path or Moodle's top level alone.
    private static func categoryName(_ path: String) -> String? {
        let parts = GIFTEscapes.restored(path).replacingOccurrences(of: "//", with: "\u{F8FE}")
            .split(separator: "/").map { $0.replacingOccurrences(of: "\u{F8FE}", with: "/").trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        guard let last = parts.last else { return nil }
        if last == "top" && parts.count <= 2 || last.hasPrefix("$") && last.hasSuffix("$") { return nil }
        let name = GIFTTextFormat.withoutControlCharacters(last)
        return name.isEmpty ? nil : name
    }

    // MARK: - Questions

    private struct ReadQuestion {
        let title: String?
        let level: CEFRLevel?
        let prompt: String
        let options: [String]
        let correctIndex: Int
        let explanation: String
        let feedback: [String]
        let form: QuestionForm
    }

    private enum Outcome {
        case question(ReadQuestion)
        case skipped(name: String, reason: SkippedQuestion.Reason)
    }

    /// One question block, as `format.php`'s `readquestion` takes it apart.
    private static func read(_ block: Block, level defaultLevel: CEFRLevel?) -> Outcome {
        var text = block.text
        var title: String?
        if text.hasPrefix("::") {
            text.removeFirst(2)
            if let end = text.range(of: "::") {
                let name = GIFTTextFormat.withoutControlCharacters(GIFTEscapes.restored(String(text[..<end.lowerBound])))
                    .split(whereSeparator: \.isWhitespace).joined(separator: " ")
                title = name.isEmpty ? nil : name
                text = text[end.upperBound...].trimmingCharacters(in: .whitespacesAndNewlines)
            }
        }

        let start = text.firstIndex(of: "{")
        let finish = text.firstIndex(of: "}")
        guard let start, let finish, start < finish else {
            let prompt = GIFTTextFormat.read(text, in: .moodle).text
            let reason: SkippedQuestion.Reason = start == nil && finish == nil ? .description : .unmatchedBraces
            return .skipped(name: displayName(title: title, prompt: prompt), reason: reason)
        }
        var answers = text[text.index(after: start)..<finish].trimmingCharacters(in: .whitespacesAndNewlines)
        let questionText = text.last == "}"
            ? String(text[..<start]) + String(text[text.index(after: finish)...])
            : String(text[..<start]) + blank + String(text[text.index(after: finish)...])

        var generalFeedback = ""
        if let separator = answers.range(of: "####", options: .backwards) {
            generalFeedback = String(answers[separator.upperBound...])
            answers = answers[..<separator.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
        }
        let (prompt, format) = GIFTTextFormat.read(questionText, in: .moodle)
        let explanation = GIFTTextFormat.read(generalFeedback, in: format).text
        let name = displayName(title: title, prompt: prompt)
        let level = block.level ?? defaultLevel
        func question(_ options: [String], correct: Int, feedback: [String], form: QuestionForm) -> Outcome {
            .question(ReadQuestion(title: title, level: level, prompt: prompt, options: options, correctIndex: correct,
                                   explanation: explanation, feedback: feedback, form: form))
        }

        if answers.isEmpty { return .skipped(name: name, reason: .essay) }
        if answers.hasPrefix("#") { return .skipped(name: name, reason: .numerical) }
        if answers.contains("~") {
            return multipleChoice(answers, format: format, name: name) { options, correct, feedback in
                question(options, correct: correct, feedback: feedback, form: .multipleChoice)
            }
        }
        if answers.contains("=") && answers.contains("->") { return .skipped(name: name, reason: .matching) }

        let parts = answers.split(separator: "#", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
        let answer = GIFTTextFormat.read(parts[0], in: format).text.uppercased()
        guard ["T", "TRUE", "F", "FALSE"].contains(answer) else { return .skipped(name: name, reason: .shortAnswer) }
        let isTrue = answer.hasPrefix("T")
        let wrong = parts.count > 1 ? GIFTTextFormat.read(parts[1], in: format).text : ""
        let right = parts.count > 2 ? GIFTTextFormat.read(parts[2], in: format).text : ""
        return question([tr("True"), tr("False")], correct: isTrue ? 0 : 1,
                        feedback: isTrue ? [right, wrong] : [wrong, right], form: .trueFalse)
    }

    /// A multiple-choice question's answers (`=right#feedback ~wrong#feedback`), if it has
    /// exactly one right answer and no other answer earns marks.
    private static func multipleChoice(
        _ answers: String, format: GIFTTextFormat, name: String,
        make: ([String], Int, [String]) -> Outcome
    ) -> Outcome {
        guard answers.contains("=") else { return .skipped(name: name, reason: .multipleResponse) }
        var parts = answers.replacingOccurrences(of: "=", with: "~=").components(separatedBy: "~")
        if parts.first?.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty == true { parts.removeFirst() }
        var options: [String] = []
        var feedback: [String] = []
        var correct: [Int] = []
        for part in parts {
            var answer = Substring(part.trimmingCharacters(in: .whitespacesAndNewlines))
            var weight = 0.0
            if answer.hasPrefix("=") {
                weight = 1
                answer.removeFirst()
            } else if let (parsed, rest) = answerWeight(answer) {
                weight = parsed
                answer = rest
            }
            let pieces = answer.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let option = GIFTTextFormat.read(String(pieces[0]), in: format).text
            let optionFeedback = pieces.count > 1 ? GIFTTextFormat.read(String(pieces[1]), in: format).text : ""
            if option.isEmpty && optionFeedback.isEmpty && weight <= 0 { continue }
            if weight == 1 { correct.append(options.count) } else if weight > 0 { return .skipped(name: name, reason: .multipleResponse) }
            options.append(option)
            feedback.append(optionFeedback)
        }
        if correct.count != 1 { return .skipped(name: name, reason: .multipleResponse) }
        if options.count < 2 { return .skipped(name: name, reason: .tooFewOptions) }
        if options.count > maximumOptions { return .skipped(name: name, reason: .tooManyOptions) }
        if options.contains(where: \.isEmpty) { return .skipped(name: name, reason: .emptyOption) }
        return make(options, correct[0], feedback)
    }

    /// A Moodle answer weight at the start of `answer` (`%50%`, `%-33.3%`) as a fraction, and
    /// the answer after it.
    private static func answerWeight(_ answer: Substring) -> (Double, Substring)? {
        guard answer.hasPrefix("%") else { return nil }
        let body = answer.dropFirst()
        guard let close = body.firstIndex(of: "%") else { return nil }
        let number = body[..<close]
        let digits = number.drop { $0 == "-" }
        let whole = digits.prefix { $0.isASCII && $0.isNumber }
        let fraction = digits.dropFirst(whole.count)
        guard !whole.isEmpty, number.count - digits.count <= 1,
              fraction.isEmpty || (fraction.first == "." && fraction.dropFirst().allSatisfy { $0.isASCII && $0.isNumber }),
              let value = Double(number)
        else { return nil }
        return (value / 100, body[body.index(after: close)...])
    }

    /// What a warning calls a question: its title, else its first words.
    private static func displayName(title: String?, prompt: String) -> String {
        if let title { return title }
        let words = prompt.split(whereSeparator: \.isWhitespace)
        if words.isEmpty { return tr("(no text)") }
        return words.prefix(6).joined(separator: " ") + (words.count > 6 ? "…" : "")
    }
}
