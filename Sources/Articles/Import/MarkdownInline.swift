/// Markdown's inline markup reduced to plain text: code spans kept without their backticks,
/// backslash escapes read as the character, autolinks as their address, images dropped, links
/// (`[text](address)`, `[text][label]`, `[text]` for a defined label) as their text, footnote
/// marks (`[^1]`) dropped, HTML comments and tags stripped, emphasis, strong and
/// strike-through markers removed (a `_` inside a word and a `*` between spaces kept),
/// character references decoded and white space collapsed.
struct MarkdownInline {
    /// Labels of the link reference definitions (lowercased).
    var definedLabels: Set<String> = []

    func plainText(_ markdown: String) -> String {
        var literals: [String] = []
        var text = protectingLiterals(Array(markdown), into: &literals)
        text = withoutImagesAndLinks(text)
        var reduced = Self.withoutTags(String(text))
        reduced = withoutEmphasis(Array(reduced))
        reduced = ImportedText.fromHTML(reduced)
        return ImportedText.singleLine(restoring(literals, in: reduced))
    }

    // MARK: Literals: code spans, escapes and autolinks

    private static let literalStart: Character = "\u{E000}"
    private static let literalEnd: Character = "\u{E001}"

    /// `text` with code spans, escaped characters and autolinks replaced by numbered marks, their
    /// text in `literals`, so that nothing later reads them as markup.
    private func protectingLiterals(_ text: [Character], into literals: inout [String]) -> [Character] {
        var result: [Character] = []
        var index = 0
        func mark(_ literal: String) {
            result.append(Self.literalStart)
            result += Array(String(literals.count))
            result.append(Self.literalEnd)
            literals.append(literal)
        }
        while index < text.count {
            let character = text[index]
            if character == "\\", index + 1 < text.count, text[index + 1].isASCII, text[index + 1].isPunctuation || text[index + 1].isSymbol {
                mark(String(text[index + 1]))
                index += 2
            } else if character == "`" {
                let length = run(of: "`", in: text, from: index)
                if let close = closingRun(of: "`", length: length, in: text, from: index + length) {
                    var code = String(text[(index + length)..<close])
                    if code.count >= 2, code.hasPrefix(" "), code.hasSuffix(" "), code.contains(where: { $0 != " " }) {
                        code = String(code.dropFirst().dropLast())
                    }
                    mark(code)
                    index = close + length
                } else {
                    result += text[index..<(index + length)]
                    index += length
                }
            } else if character == "<", let close = text[index...].firstIndex(of: ">"), isAutolink(text[(index + 1)..<close]) {
                mark(String(text[(index + 1)..<close]))
                index = close + 1
            } else {
                result.append(character)
                index += 1
            }
        }
        return result
    }

    private func restoring(_ literals: [String], in text: String) -> String {
        guard !literals.isEmpty else { return text }
        var result = ""
        var rest = text[...]
        while let start = rest.firstIndex(of: Self.literalStart) {
            result += rest[..<start]
            let afterStart = rest.index(after: start)
            guard let end = rest[afterStart...].firstIndex(of: Self.literalEnd),
                  let number = Int(rest[afterStart..<end]), literals.indices.contains(number) else {
                rest = rest[afterStart...]
                continue
            }
            result += literals[number]
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }

    private func isAutolink(_ inner: ArraySlice<Character>) -> Bool {
        guard !inner.isEmpty, !inner.contains(where: { $0.isWhitespace || $0 == "<" }) else { return false }
        let text = String(inner)
        if let colon = text.firstIndex(of: ":") {
            let scheme = text[..<colon]
            return scheme.count >= 2 && scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) }
        }
        return text.contains("@") && text.contains(".")
    }

    // MARK: Images and links

    private func withoutImagesAndLinks(_ text: [Character]) -> [Character] {
        var result: [Character] = []
        var index = 0
        while index < text.count {
            let isImage = text[index] == "!" && index + 1 < text.count && text[index + 1] == "["
            let bracket = isImage ? index + 1 : index
            guard text[bracket] == "[", let close = matching(in: text, from: bracket, open: "[", close: "]") else {
                result.append(text[index])
                index += 1
                continue
            }
            let label = Array(text[(bracket + 1)..<close])
            var end = close + 1
            var isLink = false
            if end < text.count, text[end] == "(", let closeParen = matching(in: text, from: end, open: "(", close: ")") {
                end = closeParen + 1
                isLink = true
            } else if end < text.count, text[end] == "[", let closeLabel = matching(in: text, from: end, open: "[", close: "]") {
                end = closeLabel + 1
                isLink = true
            } else if label.first == "^" {
                isLink = true
            } else if definedLabels.contains(String(label).lowercased()) || isImage {
                isLink = true
            }
            if !isLink {
                result.append(text[index])
                index += 1
                continue
            }
            if !isImage, label.first != "^" {
                result += withoutImagesAndLinks(label)
            }
            index = end
        }
        return result
    }

    /// The index of the bracket that closes the one at `start`, brackets inside counted.
    private func matching(in text: [Character], from start: Int, open: Character, close: Character) -> Int? {
        var depth = 0
        var index = start
        while index < text.count {
            if text[index] == open { depth += 1 }
            if text[index] == close {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return nil
    }

    // MARK: HTML

    /// `text` without HTML comments and tags (a `<br>` read as a space).
    static func withoutTags(_ text: String) -> String {
        let characters = Array(text)
        var result = ""
        var index = 0
        while index < characters.count {
            let character = characters[index]
            guard character == "<", index + 1 < characters.count else {
                result.append(character)
                index += 1
                continue
            }
            let next = characters[index + 1]
            if next == "!", characters[index...].starts(with: Array("<!--")) {
                let rest = String(characters[(index + 4)...])
                guard let end = rest.range(of: "-->") else { break }
                index += 4 + rest.distance(from: rest.startIndex, to: end.upperBound)
                continue
            }
            let isTag = next.isASCII && next.isLetter
                || next == "/" && index + 2 < characters.count && characters[index + 2].isASCII && characters[index + 2].isLetter
            guard isTag, let close = characters[index...].firstIndex(of: ">") else {
                result.append(character)
                index += 1
                continue
            }
            result.append(" ")
            index = close + 1
        }
        return result
    }

    // MARK: Emphasis

    /// `text` without the `*`, `_` and `~~` runs that open or close emphasis (those beside a
    /// word on one side, a `_` between two letters or digits excepted).
    private func withoutEmphasis(_ text: [Character]) -> String {
        var result = ""
        var index = 0
        while index < text.count {
            let character = text[index]
            guard character == "*" || character == "_" || character == "~" else {
                result.append(character)
                index += 1
                continue
            }
            let length = run(of: character, in: text, from: index)
            let before = index > 0 ? text[index - 1] : nil
            let after = index + length < text.count ? text[index + length] : nil
            let leftFlanking = after.map { !$0.isWhitespace && (!isPunctuation($0) || before == nil || before!.isWhitespace || isPunctuation(before!)) } ?? false
            let rightFlanking = before.map { !$0.isWhitespace && (!isPunctuation($0) || after == nil || after!.isWhitespace || isPunctuation(after!)) } ?? false
            var remove = leftFlanking || rightFlanking
            if character == "_", let before, let after, before.isLetter || before.isNumber, after.isLetter || after.isNumber {
                remove = false
            }
            if character == "~", length != 2 { remove = false }
            if !remove { result += String(repeating: character, count: length) }
            index += length
        }
        return result
    }

    private func isPunctuation(_ character: Character) -> Bool {
        character.isPunctuation || character.isSymbol || character == Self.literalStart || character == Self.literalEnd
    }

    private func run(of character: Character, in text: [Character], from start: Int) -> Int {
        var end = start
        while end < text.count, text[end] == character { end += 1 }
        return end - start
    }

    private func closingRun(of character: Character, length: Int, in text: [Character], from start: Int) -> Int? {
        var index = start
        while index < text.count {
            if text[index] == character {
                let found = run(of: character, in: text, from: index)
                if found == length { return index }
                index += found
            } else {
                index += 1
            }
        }
        return nil
    }
}
