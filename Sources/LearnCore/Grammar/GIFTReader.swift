import Foundation
import Localization

/// Reads a GIFT file line by line for ``GIFTParser``, collecting the topic and every problem.
struct GIFTReader {
    private enum State { case start, betweenQuestions, options, closing }

    private struct PendingQuestion {
        let id: String
        let level: CEFRLevel?
        let prompt: String
        let line: Int
        var options: [(line: Int, isCorrect: Bool, text: String)] = []
        var explanation: String?
        var explanationLine = 0
    }

    let fileName: String
    let slug: String
    private(set) var problems: [GIFTProblem] = []
    private(set) var questions: [GrammarQuestion] = []
    private(set) var category: String?
    private(set) var categoryLine = 0
    private(set) var description: String?

    private var state = State.start
    private var pending: PendingQuestion?
    private var inCommentBlockAfterCategory = false
    private var needsBlankLine = false

    init(fileName: String, slug: String) {
        self.fileName = fileName
        self.slug = slug
    }

    mutating func read(_ text: String) {
        if !GIFTParser.isValidSlug(slug) {
            report(0, tr("the file name must be the topic's slug, made of lowercase letters, digits and hyphens (for example phrasal-verbs.gift)"))
        }
        var text = text.replacingOccurrences(of: "\r\n", with: "\n")
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        for (index, line) in lines.enumerated() {
            readLine(String(line), number: index + 1)
        }
        if state == .options || state == .closing, let pending {
            report(pending.line, tr("question %s is not closed with '}'", pending.id))
            finish(pending)
        }
        if state == .start { report(1, tr("missing '$CATEGORY: <Topic name>' at the top")) }
        if questions.isEmpty && problems.isEmpty { report(1, tr("the file has no questions")) }
    }

    private mutating func report(_ line: Int, _ message: String) {
        problems.append(GIFTProblem(fileName: fileName, line: line, message: message))
    }

    private mutating func readLine(_ line: String, number: Int) {
        let stripped = line.trimmingSpaces
        if needsBlankLine {
            needsBlankLine = false
            if !stripped.isEmpty { report(number, tr("a blank line is required after '}'")) }
        }

        if stripped.hasPrefix("//") {
            readComment(stripped, number: number)
            return
        }
        inCommentBlockAfterCategory = false

        if stripped.isEmpty {
            if state == .options { report(number, tr("blank line inside a question")) }
            if state == .closing { report(number, tr("blank line between the explanation and '}'")) }
            return
        }

        switch state {
        case .start:
            if let name = categoryName(stripped) {
                readCategory(name, number: number)
            } else {
                report(number, tr("expected '$CATEGORY: <Topic name>' before the first question"))
                state = .betweenQuestions
                readQuestionHeader(stripped, number: number)
            }
        case .betweenQuestions:
            if stripped.hasPrefix("$CATEGORY") {
                report(number, tr("$CATEGORY may appear only once, at the top"))
            } else {
                readQuestionHeader(stripped, number: number)
            }
        case .options:
            readOptionLine(stripped, number: number)
        case .closing:
            if stripped == "}" {
                closeQuestion()
            } else if stripped.hasPrefix("####") {
                report(number, tr("more than one explanation"))
            } else if stripped.hasPrefix("=") || stripped.hasPrefix("~") {
                report(number, tr("options must come before the explanation"))
            } else {
                report(number, tr("expected '}' after the explanation"))
            }
        }
    }

    private mutating func readComment(_ stripped: String, number: Int) {
        if state == .options || state == .closing {
            report(number, tr("comment inside a question"))
            return
        }
        let body = stripped.dropFirst(2).trimmingSpaces
        guard body.hasPrefix("description:") else { return }
        let text = body.dropFirst("description:".count).trimmingSpaces
        if !inCommentBlockAfterCategory {
            report(number, tr("'// description:' must be in the comment block right after $CATEGORY"))
        } else if description != nil {
            report(number, tr("second '// description:' line"))
        } else if text.isEmpty {
            report(number, tr("empty description"))
        } else {
            description = text
        }
    }

    private func categoryName(_ stripped: String) -> String? {
        guard stripped.hasPrefix("$CATEGORY:") else { return nil }
        return stripped.dropFirst("$CATEGORY:".count).trimmingSpaces
    }

    private mutating func readCategory(_ name: String, number: Int) {
        categoryLine = number
        if name.isEmpty {
            report(number, tr("empty $CATEGORY name"))
        } else {
            category = unescaped(name, number: number, what: "category")
        }
        state = .betweenQuestions
        inCommentBlockAfterCategory = true
    }

    private mutating func readQuestionHeader(_ stripped: String, number: Int) {
        guard stripped.hasPrefix("::"),
              let idEnd = stripped.range(of: "::", range: stripped.index(stripped.startIndex, offsetBy: 2)..<stripped.endIndex)
        else {
            report(number, tr("expected a question starting with '::<id>::'"))
            return
        }
        let id = stripped[stripped.index(stripped.startIndex, offsetBy: 2)..<idEnd.lowerBound]
            .trimmingSpaces
        if !isWellFormedID(id) {
            report(number, tr("id '%s' must look like '%s-NN'", id, slug))
        }

        var body = stripped[idEnd.upperBound...].trimmingSpaces
        if body.hasSuffix("{") {
            body.removeLast()
        } else {
            report(number, tr("the question line must end with '{'"))
        }
        body = body.trimmingSpaces

        var level: CEFRLevel?
        var prompt = body
        if body.hasPrefix("["), let close = body.firstIndex(of: "]") {
            let levelText = String(body[body.index(after: body.startIndex)..<close])
            prompt = body[body.index(after: close)...].trimmingSpaces
            level = CEFRLevel(rawValue: levelText)
            if level == nil {
                let levels = CEFRLevel.allCases.map(\.rawValue).joined(separator: ", ")
                report(number, tr("invalid level '[%s]' (use one of %s)", levelText, levels))
            }
        } else {
            report(number, tr("missing CEFR level '[A1]'..'[C2]' after the id"))
        }
        if prompt.isEmpty { report(number, tr("empty prompt")) }
        prompt = unescaped(prompt, number: number, what: "prompt")

        pending = PendingQuestion(id: id, level: level, prompt: prompt, line: number)
        state = .options
    }

    private func isWellFormedID(_ id: String) -> Bool {
        guard id.hasPrefix(slug + "-") else { return false }
        let number = id.dropFirst(slug.count + 1)
        return number.count >= 2 && number.allSatisfy { $0.isASCII && $0.isNumber }
    }

    private mutating func readOptionLine(_ stripped: String, number: Int) {
        if stripped.hasPrefix("=") || stripped.hasPrefix("~") {
            let body = stripped.dropFirst().trimmingSpaces
            if body.isEmpty { report(number, tr("empty option")) }
            let text = unescaped(body, number: number, what: "option")
            pending?.options.append((number, stripped.hasPrefix("="), text))
        } else if stripped.hasPrefix("####") {
            let body = stripped.dropFirst(4).trimmingSpaces
            if body.isEmpty { report(number, tr("empty explanation")) }
            let explanation = unescaped(body, number: number, what: "explanation")
            pending?.explanation = explanation
            pending?.explanationLine = number
            state = .closing
        } else if stripped == "}" {
            if let pending { report(number, tr("question %s has no '####' explanation", pending.id)) }
            closeQuestion()
        } else {
            report(number, tr("expected an option ('=' or '~'), '####<explanation>' or '}'"))
        }
    }

    private mutating func closeQuestion() {
        if let pending { finish(pending) }
        pending = nil
        state = .betweenQuestions
        needsBlankLine = true
    }

    private mutating func finish(_ question: PendingQuestion) {
        let problemsBefore = problems.count
        if !GIFTParser.optionCount.contains(question.options.count) {
            report(question.line, tr("question %s has %s options (need %s to %s)", question.id, String(question.options.count),
                                     String(GIFTParser.optionCount.lowerBound), String(GIFTParser.optionCount.upperBound)))
        }
        let correctCount = question.options.filter(\.isCorrect).count
        if correctCount != 1 {
            report(question.line, tr("question %s has %s correct ('=') options (need exactly 1)", question.id, String(correctCount)))
        }
        var seen: [String: Int] = [:]
        for option in question.options {
            let key = GIFTParser.normalized(option.text)
            if let first = seen[key] {
                report(option.line, tr("duplicate option '%s' (also on line %s)", option.text, String(first)))
            } else {
                seen[key] = option.line
            }
        }
        if let explanation = question.explanation {
            let words = explanation.split(whereSeparator: \.isWhitespace).count
            if words > 0 && words < GIFTParser.minimumExplanationWords {
                report(question.explanationLine,
                       tr("explanation too short (%s words); say why the answer is right", String(words)))
            }
        }
        guard problems.count == problemsBefore, let level = question.level,
              let correctIndex = question.options.firstIndex(where: \.isCorrect),
              let explanation = question.explanation
        else { return }
        questions.append(GrammarQuestion(
            id: question.id, level: level, prompt: question.prompt, options: question.options.map(\.text),
            correctIndex: correctIndex, explanation: explanation, line: question.line, title: question.id))
    }

    /// `text` with `\~`-style escapes resolved; unescaped special characters are reported.
    private mutating func unescaped(_ text: String, number: Int, what: String) -> String {
        var result = ""
        var characters = text.makeIterator()
        while let character = characters.next() {
            if character == "\\" {
                if let next = characters.next() {
                    if GIFTParser.specialCharacters.contains(next) || next == "\\" {
                        result.append(next)
                    } else {
                        report(number, tr("%s: unknown escape '\\%s'", what, String(next)))
                        result.append(next)
                    }
                } else {
                    report(number, tr("%s: unknown escape '\\' at the end of the line", what))
                }
                continue
            }
            if GIFTParser.specialCharacters.contains(character) {
                report(number, tr("%s: unescaped special character '%s' (write '\\%s')", what, String(character), String(character)))
            }
            result.append(character)
        }
        return result
    }
}
