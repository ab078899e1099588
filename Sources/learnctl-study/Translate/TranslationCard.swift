import LearnCore
import Translation

/// A word or phrase made into a flash card: the word, its translation and its IPA
/// transcription (``WordTranscription``), in a group of the signed-in account's cards.
enum TranslationCard {
    /// The group cards go to when none is named; created the first time.
    static let defaultGroup = "Translations"

    /// Adds the card; an explicit group must exist, the default one (`defaultGroup`) is
    /// created. A word already in the group is refused (``CardError/duplicateWord(_:group:)``).
    /// `transcription` is the one already shown for the word, if any.
    static func add(to collection: CardCollection, word: String, translation: String, language: Language,
                    group: String?, defaultGroup: String = defaultGroup, transcription: String? = nil) throws -> (card: Card, group: String) {
        let name = group ?? defaultGroup
        if group == nil, (try? collection.group(named: name)) == nil {
            _ = try collection.addGroup(named: name)
        }
        let groupName = try collection.group(named: name).name
        let transcription = transcription ?? WordTranscription().transcription(of: word, in: language) ?? ""
        let card = try collection.addCard(word: word, transcription: transcription, translation: translation, group: groupName)
        return (card, groupName)
    }
}
