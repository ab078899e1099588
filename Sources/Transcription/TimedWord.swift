/// A word of a transcript as it is written (with its punctuation and case), with its times; from
/// the recogniser, or from a given text aligned to what the recogniser heard.
public struct TimedWord: Equatable, Sendable {
    public var text: String
    public var start: Double
    public var end: Double
    /// Whether its time was heard (false: placed between the words around it).
    public var matched: Bool
    /// A line must end after this word (the end of a paragraph or line of a given text).
    public var endsParagraph: Bool

    public init(text: String, start: Double, end: Double, matched: Bool = true, endsParagraph: Bool = false) {
        self.text = text
        self.start = start
        self.end = end
        self.matched = matched
        self.endsParagraph = endsParagraph
    }

    /// The recogniser's words as they are.
    public static func from(_ recognition: Recognition) -> [TimedWord] {
        recognition.words.map { TimedWord(text: $0.text, start: $0.start, end: $0.end) }
    }

    /// Whether the word ends a sentence: `.`, `?`, `!` or `…` at its end (closing quotes and
    /// brackets aside), and not a common abbreviation such as `Mr.` or `e.g.`.
    var endsSentence: Bool {
        var tail = Substring(text)
        while let last = tail.last, "\"'”’»)]".contains(last) { tail.removeLast() }
        guard let last = tail.last, ".?!…".contains(last) else { return false }
        if last == "." {
            let word = tail.dropLast().lowercased()
            if Self.abbreviations.contains(word) || (word.count == 1 && word.first?.isLetter == true) { return false }
        }
        return true
    }

    /// Whether the word ends a clause: `,`, `;`, `:` or a dash at its end.
    var endsClause: Bool {
        guard let last = text.last else { return false }
        return ",;:—–".contains(last)
    }

    private static let abbreviations: Set<String> = [
        "mr", "mrs", "ms", "dr", "st", "sr", "jr", "prof", "e.g", "i.e", "vs", "sra", "srta", "mme", "mlle", "m",
    ]
}
