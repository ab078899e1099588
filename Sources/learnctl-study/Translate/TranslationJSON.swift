import Foundation
import LearnCore
import Translation

/// A translation as `learnctl translate --json` prints it (type "translation"): the text, the
/// pair, its place in the history (null when nobody is signed in), the language the time zone
/// suggests and the card made, when there are; and the result — "kind" "sentence" with the
/// "translation", the "marked" text and the words left "untranslated", or "kind" "word" with
/// the dictionary's "entries".
struct TranslationJSON: Encodable {
    let result: TranslationResult
    let id: Int64?
    let pair: LanguagePair
    let text: String
    let suggestion: TimeZoneLanguage?
    let card: (card: Card, group: String)?

    private enum Key: String, CodingKey {
        case type, id, from, to, text, suggested, card, kind, translation, marked, untranslated, entries
    }

    func encode(to encoder: any Encoder) throws {
        var object = encoder.container(keyedBy: Key.self)
        try object.encode("translation", forKey: .type)
        try object.encode(id, forKey: .id)
        try object.encode(pair.source.code, forKey: .from)
        try object.encode(pair.target.code, forKey: .to)
        try object.encode(text, forKey: .text)
        if let suggestion {
            try object.encode(Suggestion(language: suggestion.language.code, zone: suggestion.zone), forKey: .suggested)
        }
        if let card {
            try object.encode(MadeCard(id: card.card.id, group: card.group, transcription: card.card.transcription), forKey: .card)
        }
        switch result {
        case .machine(let translation):
            try object.encode("sentence", forKey: .kind)
            try object.encode(translation.text, forKey: .translation)
            try object.encode(translation.marked, forKey: .marked)
            try object.encode(translation.untranslated, forKey: .untranslated)
        case .dictionary(let entries):
            try object.encode("word", forKey: .kind)
            try object.encode(result.summary, forKey: .translation)
            try object.encode(entries.map(Entry.init), forKey: .entries)
        }
    }

    /// The target language the time zone suggests, and the zone.
    private struct Suggestion: Encodable {
        let language: String
        let zone: String
    }

    /// The card `--card` made.
    private struct MadeCard: Encodable {
        @Nullable var id: Int64?
        let group: String
        let transcription: String
    }

    /// A dictionary entry: the headword, how it is said, its part of speech (or null) and its senses.
    private struct Entry: Encodable {
        let headword: String
        let pronunciations: [String]
        @Nullable var partOfSpeech: String?
        let senses: [Sense]

        init(_ entry: DictionaryEntry) {
            headword = entry.headword
            pronunciations = entry.pronunciations
            partOfSpeech = entry.partOfSpeech
            senses = entry.senses.map { Sense(translations: $0.translations, notes: $0.notes) }
        }

        enum CodingKeys: String, CodingKey {
            case headword, pronunciations, senses
            case partOfSpeech = "part_of_speech"
        }
    }

    private struct Sense: Encodable {
        let translations: [String]
        let notes: [String]
    }
}

/// A history entry as `translate history --json` prints it; with its turns, a conversation's.
struct TranslationEntryJSON: Encodable {
    @Nullable var id: Int64?
    let kind: String
    let from: String
    let to: String
    let text: String
    let translation: String
    let favourite: Bool
    let createdAt: Date
    let turns: [Turn]?

    init(_ entry: TranslationEntry, turns: [ConversationTurn]? = nil) {
        id = entry.id
        kind = entry.kind.rawValue
        from = entry.fromLanguage
        to = entry.toLanguage
        text = entry.text
        translation = entry.translation
        favourite = entry.isFavourite
        createdAt = entry.createdAt
        self.turns = turns?.map { Turn(side: $0.side == 0 ? "a" : "b", language: $0.language, text: $0.text, translation: $0.translation) }
    }

    enum CodingKeys: String, CodingKey {
        case id, kind, from, to, text, translation, favourite, turns
        case createdAt = "created_at"
    }

    /// What one person said in a conversation ("a" or "b"), and its translation.
    struct Turn: Encodable {
        let side: String
        let language: String
        let text: String
        let translation: String
    }
}
