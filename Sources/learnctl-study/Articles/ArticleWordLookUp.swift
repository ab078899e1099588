import LearnCore
import ListenClient
import Translation

/// A word of an article looked up from the reading screen, as `learnctl translate` looks it up:
/// the FreeDict dictionary's entries for it (else for its lemma: "went" is found as "go"), with
/// espeak-ng's IPA; Apertium's translation, under the word and its IPA, when the dictionary has
/// neither. The look-up is kept in the learner's translation history.
struct ArticleWordLookUp {
    let target: Language
    let history: TranslationHistory?
    var translator = Translator(packs: .fromEnvironment())

    /// The entry's lines: the headword with its IPA and part of speech, then the first senses, at
    /// most `limit` lines; or why there is none.
    func lines(for word: String, lemmas: [String], limit: Int) -> Result<[String], TranslateError> {
        let pair = LanguagePair(.english, target)
        var found: (text: String, result: TranslationResult)?
        if let dictionary = translator.packs.dictionaries[pair] {
            for candidate in [word, word.lowercased()] + lemmas where found == nil {
                if let entries = try? dictionary.entries(for: candidate), !entries.isEmpty {
                    found = (candidate, .dictionary(entries))
                }
            }
        }
        if found == nil {
            do throws(TranslateError) {
                found = (word, try translator.translate(word, pair: pair))
            } catch {
                return .failure(error)
            }
        }
        guard let (text, result) = found else { return .success([]) }
        _ = try? history?.record(kind: result.isDictionary ? .word : .sentence, from: pair.source.code, to: pair.target.code,
                                 text: text, translation: result.summary)
        let transcription = WordTranscription().transcription(of: text, in: .english, entries: result.entries)
        guard result.isDictionary else {
            // Apertium's translation under the word and its IPA, as an entry shows them.
            let head = text.terminalLine + (transcription.map { " " + $0.terminalLine } ?? "")
            return .success(Array(([head] + TranslationText.lines(result).map { "  " + $0 }).prefix(max(1, limit))))
        }
        return .success(Array(TranslationText.lines(result.transcribed(as: transcription)).prefix(max(1, limit))))
    }
}

private extension TranslationResult {
    var isDictionary: Bool {
        if case .dictionary = self { true } else { false }
    }

    var entries: [DictionaryEntry] {
        if case .dictionary(let entries) = self { entries } else { [] }
    }
}
