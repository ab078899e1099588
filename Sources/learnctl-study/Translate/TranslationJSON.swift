import Foundation
import LearnCore
import Translation

/// A translation as `learnctl translate --json` prints it (type "translation"): the text, the
/// pair, its place in the history (null when nobody is signed in), the language the time zone
/// suggests and the card made, when there are; and the result — "kind" "sentence" with the
/// "translation" (without Apertium's marks), the "marked" text, the words left "untranslated"
/// and those "not_inflected", or "kind" "word" with the dictionary's "entries".
struct TranslationJSON: Encodable {
    let type = "translation"
    @Nullable var id: Int64?
    let from: String, to: String, text: String, suggested: Suggestion?, card: MadeCard?
    let kind: String, translation: String, marked: String?, untranslated: [String]?, notInflected: [String]?, entries: [Entry]?

    enum CodingKeys: String, CodingKey {
        case type, id, from, to, text, suggested, card, kind, translation, marked, untranslated, entries
        case notInflected = "not_inflected"
    }

    init(_ result: TranslationResult, id: Int64?, pair: LanguagePair, text: String, suggestion: TimeZoneLanguage?,
         card: (card: Card, group: String)?) {
        self.id = id
        (from, to, self.text) = (pair.source.code, pair.target.code, text)
        suggested = suggestion.map { Suggestion(language: $0.language.code, zone: $0.zone) }
        self.card = card.map { MadeCard(id: $0.card.id, group: $0.group, transcription: $0.card.transcription) }
        switch result {
        case .machine(let machine):
            (kind, translation, marked, untranslated, entries) = ("sentence", machine.text, machine.marked, machine.untranslated, nil)
            notInflected = machine.notInflected
        case .dictionary(let found):
            (kind, translation, marked, untranslated, entries) = ("word", result.summary, nil, nil, found.map(Entry.init))
            notInflected = nil
        }
    }

    /// The target language the time zone suggests, and the zone.
    struct Suggestion: Encodable {
        let language: String, zone: String
    }

    /// The card `--card` made.
    struct MadeCard: Encodable {
        @Nullable var id: Int64?
        let group: String, transcription: String
    }

    /// A dictionary entry: the headword, how it is said, its part of speech (or null) and its
    /// senses, each with its translations and notes.
    struct Entry: Encodable {
        let headword: String, pronunciations: [String]
        @Nullable var partOfSpeech: String?
        let senses: [Sense]

        enum CodingKeys: String, CodingKey {
            case headword, pronunciations, senses, partOfSpeech = "part_of_speech"
        }

        init(_ entry: DictionaryEntry) {
            (headword, pronunciations) = (entry.headword, entry.pronunciations)
            partOfSpeech = entry.partOfSpeech
            senses = entry.senses.map { Sense(translations: $0.translations, notes: $0.notes) }
        }
    }

    struct Sense: Encodable {
        let translations: [String], notes: [String]
    }
}

/// A history entry as `translate history --json` prints it; with its turns, a conversation's.
struct TranslationEntryJSON: Encodable {
    @Nullable var id: Int64?
    let kind: String, from: String, to: String, text: String, translation: String, favourite: Bool, createdAt: Date
    let turns: [Turn]?

    enum CodingKeys: String, CodingKey {
        case id, kind, from, to, text, translation, favourite, turns, createdAt = "created_at"
    }

    init(_ entry: TranslationEntry, turns: [ConversationTurn]? = nil) {
        id = entry.id
        (kind, from, to, text, translation) = (entry.kind.rawValue, entry.fromLanguage, entry.toLanguage, entry.text, entry.translation)
        (favourite, createdAt) = (entry.isFavourite, entry.createdAt)
        self.turns = turns?.map { Turn(side: $0.side == 0 ? "a" : "b", language: $0.language, text: $0.text, translation: $0.translation) }
    }

    /// What one person said in a conversation ("a" or "b"), and its translation.
    struct Turn: Encodable {
        let side: String, language: String, text: String, translation: String
    }
}
