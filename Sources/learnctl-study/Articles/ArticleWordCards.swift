import Articles
import LearnCore
import Localization
import Translation

/// Words of an article made flash cards in one step: each lemma with its first dictionary sense
/// (FreeDict, as `learnctl translate` gives it) and its IPA, in a group of the learner's cards.
enum ArticleWordCards {
    /// The group cards go to when none is named.
    static let defaultGroup = "Reading"

    /// What adding a word gave.
    enum Outcome {
        case added(Card)
        case alreadyThere
        case failed(String)
    }

    /// Adds a card for each of `lemmas`, translated into `target`; returns each word's outcome, in order.
    static func add(_ lemmas: [String], into target: Language, group: String?, collection: CardCollection) -> [(String, Outcome)] {
        let translator = Translator(packs: .fromEnvironment())
        let pair = LanguagePair(.english, target)
        return lemmas.map { lemma in
            let meaning = (try? translator.translate(lemma, pair: pair))?.firstSense ?? ""
            do {
                let made = try TranslationCard.add(to: collection, word: lemma, translation: meaning, language: .english,
                                                   group: group, defaultGroup: defaultGroup)
                return (lemma, .added(made.card))
            } catch let error as CardError {
                if case .duplicateWord = error { return (lemma, .alreadyThere) }
                return (lemma, .failed(error.description))
            } catch {
                return (lemma, .failed(String(describing: error)))
            }
        }
    }

    /// The language cards translate into: the translation settings' target, else the time zone's, else Spanish.
    static func targetLanguage(_ explicit: Language?, settings: TranslationSettings?) throws -> Language {
        let (_, target, _) = try PairOptions.resolve(from: .english, to: explicit, settings: settings)
        return target == .english ? .spanish : target
    }
}
