import LearnCore

/// A speaking attempt's words as one line for a terminal, with the dictation's marks: a right
/// word plain green (or as written), a wrong one `~heard→word~`, an unclear one `<heard?→word>`
/// (yellow), a missed one `[-word-]`, an extra one `{+heard+}` (in colour on a terminal unless
/// `NO_COLOR` is set); a word the recogniser cannot judge is shown as written, uncoloured.
enum SpokenWordsMarkup {
    static func render(_ words: [SpokenWord], style: DictationMarkup.Style) -> String {
        words.map { word in
            let text = word.text.terminalLine
            switch word.verdict {
            case .right: return DictationMarkup.render([.correct(expected: text, typed: text)], style: style)
            case .wrong: return DictationMarkup.render([.wrong(expected: text, typed: (word.heard ?? "?").terminalLine)], style: style)
            case .unclear: return DictationMarkup.render([.slip(expected: text, typed: (word.heard ?? "").terminalLine + "?")], style: style)
            case .missed: return DictationMarkup.render([.missing(expected: text)], style: style)
            case .extra: return DictationMarkup.render([.extra(typed: text)], style: style)
            case .unscored: return text
            }
        }.joined(separator: " ")
    }
}
