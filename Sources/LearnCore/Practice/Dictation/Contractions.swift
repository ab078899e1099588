/// English contractions as the words they stand for: "don't" → do not, "I'm" → I am.
///
/// - n't: the stem and "not" ("isn't" → is not), with won't → will not, can't → can not,
///   shan't → shall not; "ain't" stays as it is. "cannot" is can not too.
/// - 're → are, 've → have, 'm → am (I'm), 'll → will (or shall), 'd → would or had.
/// - 's → is or has, only after it, he, she, that, there, here, what, where, who, how, when and
///   why; "let's" → let us. Any other 's is a possessive ("John's", "the doctor's") and stays.
///
/// The stem keeps its case as written; a replaced stem ("Won't" → "Will") takes the first
/// letter's case. An ambiguous word shows both forms: "is/has", "would/had".
enum Contractions {
    /// The words for one word as written (`display`, with its lowercase form `text`, straight
    /// apostrophes); nil when it is not a contraction.
    static func expand(_ text: String, display: String) -> [DictationWord]? {
        if text == "ain't" { return nil }
        if let (stem, words) = irregular[text] {
            return [DictationWord(stem, display: matchingCase(stem, of: display))] + words
        }
        for (suffix, words) in suffixes where text.hasSuffix(suffix) {
            let stem = String(text.dropLast(suffix.count))
            guard !stem.isEmpty, stem.last != "'" else { continue }
            if suffix == "'s", !stemsBeforeIsOrHas.contains(stem) { return nil }
            if suffix == "'m", stem != "i" { return nil }
            let stemDisplay = String(display.dropLast(suffix.count))
            return [DictationWord(stem, display: stemDisplay)] + words
        }
        return nil
    }

    private static let not = DictationWord("not", display: "not")

    /// Contractions whose stem is not what is written before the apostrophe.
    private static let irregular: [String: (stem: String, words: [DictationWord])] = [
        "won't": ("will", [not]),
        "can't": ("can", [not]),
        "shan't": ("shall", [not]),
        "cannot": ("can", [not]),
        "let's": ("let", [DictationWord("us", display: "us")]),
    ]

    private static let suffixes: [(String, [DictationWord])] = [
        ("n't", [not]),
        ("'re", [DictationWord("are", display: "are")]),
        ("'ve", [DictationWord("have", display: "have")]),
        ("'m", [DictationWord("am", display: "am")]),
        ("'ll", [DictationWord(forms: ["will", "shall"], display: "will")]),
        ("'d", [DictationWord(forms: ["would", "had"], display: "would/had")]),
        ("'s", [DictationWord(forms: ["is", "has"], display: "is/has")]),
    ]

    private static let stemsBeforeIsOrHas: Set<String> = [
        "it", "he", "she", "that", "there", "here", "what", "where", "who", "how", "when", "why",
    ]

    /// `word` with the case of the first letter of `written`.
    private static func matchingCase(_ word: String, of written: String) -> String {
        guard let first = written.first, first.isUppercase, let wordFirst = word.first else { return word }
        return wordFirst.uppercased() + word.dropFirst()
    }
}
