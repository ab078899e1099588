import Foundation

/// The rules for cloze entries — `word; sentence`, both sides trimmed and not empty, the word in
/// the sentence as a whole word in any case — and how a sentence becomes a blank.
///
/// A line is split at its first `;`, so a sentence may hold more of them and a word none. The
/// space after the `;` is optional (`meet;Nice to meet you` is the same entry). A whole word is
/// one not run into letters or digits on either side; an apostrophe between letters joins them,
/// so "don" is not a whole word of "don't", while a hyphen separates them.
public enum ClozeText {
    /// What stands for the word in a sentence to fill in.
    public static let blank = "______"

    /// The word and the sentence of an entry line such as `meet; Nice to meet you`.
    public static func parse(_ line: String) throws(ClozeError) -> (word: String, sentence: String) {
        guard let separator = line.firstIndex(of: ";") else { throw .missingSemicolon }
        return try validate(word: String(line[..<separator]), sentence: String(line[line.index(after: separator)...]))
    }

    /// `word` and `sentence` trimmed, when they make an entry; throws the rule they break.
    public static func validate(word: String, sentence: String) throws(ClozeError) -> (word: String, sentence: String) {
        let word = trim(word)
        let sentence = trim(sentence)
        if word.isEmpty || sentence.isEmpty { throw .emptySide }
        if (word + sentence).unicodeScalars.contains(where: isBreakOrControl) { throw .notOneLine }
        if word.contains(";") { throw .semicolonInWord }
        if occurrences(of: word, in: sentence).isEmpty { throw .wordNotInSentence }
        return (word, sentence)
    }

    /// Where `word` is in `sentence` as a whole word, in any case, first to last.
    public static func occurrences(of word: String, in sentence: String) -> [Range<String.Index>] {
        guard !word.isEmpty else { return [] }
        var found: [Range<String.Index>] = []
        var from = sentence.startIndex
        while from < sentence.endIndex,
              let range = sentence.range(of: word, options: [.caseInsensitive], range: from..<sentence.endIndex) {
            if isWholeWord(range, in: sentence) {
                found.append(range)
                from = range.upperBound
            } else {
                from = sentence.index(after: range.lowerBound)
            }
        }
        return found
    }

    /// `sentence` with every whole-word occurrence of `word` replaced by ``blank``.
    public static func blanked(_ sentence: String, word: String) -> String {
        replacing(word, in: sentence, with: blank)
    }

    /// `sentence` with every whole-word occurrence of `word` replaced by `replacement`.
    public static func replacing(_ word: String, in sentence: String, with replacement: String) -> String {
        var result = ""
        var from = sentence.startIndex
        for range in occurrences(of: word, in: sentence) {
            result += sentence[from..<range.lowerBound]
            result += replacement
            from = range.upperBound
        }
        return result + sentence[from...]
    }

    /// The form under which two words, sentences or list names count as the same.
    public static func key(_ text: String) -> String {
        text.lowercased()
    }

    /// A list name trimmed; throws when it is empty or not one line.
    static func listName(_ name: String) throws(ClozeError) -> String {
        let name = trim(name)
        if name.isEmpty { throw .emptyListName }
        if name.unicodeScalars.contains(where: isBreakOrControl) { throw .listNameNotOneLine }
        return name
    }

    static func trim(_ text: String) -> String {
        guard let first = text.firstIndex(where: { !$0.isWhitespace }),
              let last = text.lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(text[first...last])
    }

    /// Whether the text at `range` is neither preceded nor followed by more of a word.
    private static func isWholeWord(_ range: Range<String.Index>, in sentence: String) -> Bool {
        if range.lowerBound > sentence.startIndex {
            let before = sentence.index(before: range.lowerBound)
            if isWordCharacter(sentence[before]) && isWordCharacter(sentence[range.lowerBound]) { return false }
            if isApostrophe(sentence[before]), before > sentence.startIndex,
               isWordCharacter(sentence[sentence.index(before: before)]) { return false }
        }
        if range.upperBound < sentence.endIndex {
            let after = sentence[range.upperBound]
            let last = sentence[sentence.index(before: range.upperBound)]
            if isWordCharacter(after) && isWordCharacter(last) { return false }
            let next = sentence.index(after: range.upperBound)
            if isApostrophe(after), next < sentence.endIndex, isWordCharacter(sentence[next]) { return false }
        }
        return true
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }

    private static func isApostrophe(_ character: Character) -> Bool {
        character == "'" || character == "’"
    }

    /// C0 and C1 control characters (tab and line feed among them) and the Unicode line and paragraph separators.
    private static func isBreakOrControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: true
        default: false
        }
    }
}
