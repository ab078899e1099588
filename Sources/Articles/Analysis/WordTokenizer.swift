/// Cuts sentences into words and gives each its lemma.
///
/// A word is a run of letters, with apostrophes and hyphens inside it; a run of digits is a
/// number. Contractions count for the words they stand for ("don't" → do + not, "I'm" → I + be,
/// "won't" → will + not); a possessive "'s" is dropped ("Anna's" → Anna); a hyphenated word counts
/// for each of its parts ("well-known" → well + know). A capitalised word inside a sentence, or
/// one at a sentence's start that is not an English word, or an acronym, is a name.
public struct WordTokenizer: Sendable {
    public let lists: EnglishWordLists

    public init(lists: EnglishWordLists) {
        self.lists = lists
    }

    /// Pronouns and question words whose "'s" is "is" (or "has"), not a possessive.
    static let sIsBe: Set<String> = [
        "it", "that", "he", "she", "what", "there", "here", "who", "where", "how", "this", "when", "why", "everyone",
        "everything", "nobody", "nothing", "someone", "something", "somebody", "everybody",
    ]

    /// The words of `sentences`, in order; a token's `sentence` is its sentence's index. In the
    /// sentences `titleCased` (headings), every word is read as a sentence's first word is.
    public func tokens(in sentences: [String], titleCased: Set<Int> = []) -> [WordToken] {
        var tokens: [WordToken] = []
        for (index, sentence) in sentences.enumerated() {
            var first = true
            var label = Self.speakerLabel(in: sentence)
            for raw in Self.rawWords(in: sentence) {
                if label > 0 {
                    // A speaker's name before a colon ("Ben: Hello.") is a name, whatever the word.
                    tokens.append(WordToken(form: raw, lemma: raw, kind: .name, sentence: index, written: raw, isPart: false))
                    label -= 1
                    continue
                }
                append(raw, sentence: index, isFirst: first || titleCased.contains(index), to: &tokens)
                first = false
            }
        }
        return tokens
    }

    /// How many words a speaker's label at the start of `sentence` has: one to three capitalised
    /// words and a colon ("Ben: …", "Dr Okafor: …"); 0 when it has none.
    static func speakerLabel(in sentence: String) -> Int {
        guard let colon = sentence.firstIndex(of: ":"), sentence.distance(from: sentence.startIndex, to: colon) <= 30,
              sentence[sentence.index(after: colon)...].first?.isWhitespace ?? false else { return 0 }
        let prefix = sentence[..<colon]
        guard prefix.allSatisfy({ $0.isLetter || $0 == " " || $0 == "." || $0 == "'" || $0 == "’" || $0 == "-" }) else { return 0 }
        let words = rawWords(in: String(prefix))
        guard (1...3).contains(words.count), words.allSatisfy({ $0.first?.isUppercase ?? false }) else { return 0 }
        return words.count
    }

    /// The runs of letters (with inner apostrophes and hyphens) and of digits in `text`.
    public static func rawWords(in text: String) -> [String] {
        var words: [String] = []
        let scalars = Array(text.unicodeScalars)
        var current = String.UnicodeScalarView()
        var isNumber = false
        func isLetter(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.value {
            case 0x41...0x5A, 0x61...0x7A: true
            case 0..<0x80: false
            default: scalar.properties.isAlphabetic || scalar.properties.generalCategory == .nonspacingMark
            }
        }
        func isDigit(_ scalar: Unicode.Scalar) -> Bool {
            scalar.value < 0x80 ? (0x30...0x39).contains(scalar.value) : scalar.properties.numericType != nil
        }
        func isJoiner(_ scalar: Unicode.Scalar) -> Bool { scalar == "'" || scalar == "’" || scalar == "-" }
        func flush() {
            while let last = current.last, isJoiner(last) { current.removeLast() }
            if !current.isEmpty { words.append(String(current)) }
            current = String.UnicodeScalarView()
        }
        for (index, scalar) in scalars.enumerated() {
            if isLetter(scalar) {
                if isNumber { flush() }
                isNumber = false
                current.append(scalar)
            } else if isDigit(scalar) {
                if !isNumber, !current.isEmpty { flush() }
                isNumber = true
                current.append(scalar)
            } else if isNumber, scalar == "," || scalar == ".", index + 1 < scalars.count, isDigit(scalars[index + 1]) {
                current.append(scalar)
            } else if !isNumber, isJoiner(scalar), !current.isEmpty, index + 1 < scalars.count, isLetter(scalars[index + 1]) {
                current.append(scalar == "’" ? "'" : scalar)
            } else {
                flush()
                isNumber = false
            }
        }
        flush()
        return words
    }

    private func append(_ raw: String, sentence: Int, isFirst: Bool, to tokens: inout [WordToken]) {
        if raw.first?.isNumber == true {
            tokens.append(WordToken(form: raw, lemma: raw, kind: .number, sentence: sentence, written: raw, isPart: false))
            return
        }
        let parts = raw.split(separator: "-").map(String.init)
        var isPart = false
        for (position, part) in parts.enumerated() {
            let pieces = Self.expandingContraction(part)
            for (pieceIndex, piece) in pieces.enumerated() {
                let kind = self.kind(of: piece, isFirst: isFirst && position == 0 && pieceIndex == 0)
                let lemma = kind == .word ? lists.lemmatizer.lemma(of: piece.lowercased()) : piece
                tokens.append(WordToken(form: piece, lemma: lemma, kind: kind, sentence: sentence,
                                        written: isPart ? nil : raw, isPart: isPart))
                isPart = true
            }
        }
    }

    /// The words a contraction stands for, or the word alone (without a possessive "'s").
    static func expandingContraction(_ word: String) -> [String] {
        guard let apostrophe = word.firstIndex(of: "'") else { return [word] }
        let head = String(word[..<apostrophe])
        let tail = String(word[word.index(after: apostrophe)...]).lowercased()
        let lowerHead = head.lowercased()
        if tail == "t", lowerHead.hasSuffix("n") {
            let base = String(head.dropLast())
            switch base.lowercased() {
            case "wo": return [restoringCase("will", like: base), "not"]
            case "ca": return [restoringCase("can", like: base), "not"]
            case "sha": return [restoringCase("shall", like: base), "not"]
            case "ai": return [restoringCase("be", like: base), "not"]
            default: return [base, "not"]
            }
        }
        switch tail {
        case "m", "re": return [head, "be"]
        case "ve": return [head, "have"]
        case "ll": return [head, "will"]
        case "d": return [head, "would"]
        case "s": return sIsBe.contains(lowerHead) ? [head, "be"] : lowerHead == "let" ? [head, "us"] : [head]
        case "": return [head]
        default: return [word]  // o'clock, ma'am
        }
    }

    private static func restoringCase(_ word: String, like model: String) -> String {
        model.first?.isUppercase == true ? word.prefix(1).uppercased() + word.dropFirst() : word
    }

    /// A name: an acronym, a capitalised word inside a sentence (but "I"), or a capitalised first
    /// word that is no English word.
    private func kind(of word: String, isFirst: Bool) -> WordToken.Kind {
        guard let first = word.first, first.isUppercase else { return .word }
        if word == "I" { return .word }
        if word.count > 1, word.allSatisfy({ $0.isUppercase || !$0.isLetter }) { return .name }
        if !isFirst { return .name }
        let lower = word.lowercased()
        return lists.frequency.rank(of: lists.lemmatizer.lemma(of: lower)) == nil ? .name : .word
    }
}
