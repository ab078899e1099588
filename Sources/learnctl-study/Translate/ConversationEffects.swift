import LearnCore
import ListenClient
import Localization
import Translation

/// What the conversation screen asks of the world outside: the translation, read aloud through
/// listend when asked (until listend cannot), and the cards made of utterances.
struct ConversationEffects {
    let translator: Translator
    /// listend's socket, for reading aloud.
    let socketPath: String
    /// Where Ctrl-K's cards go: the collection, and the group (nil for the default one).
    let cards: CardCollection, cardGroup: String?
    /// Whether translations are read aloud; off for the rest of the conversation once listend cannot.
    var readsAloud: Bool

    mutating func perform(_ effect: ConversationScreen.Effect, on screen: inout ConversationScreen) -> ScreenStep<ConversationScreen.Effect> {
        switch effect {
        case .translate(let text):
            let direction = screen.conversation.direction
            do {
                let result = try translator.translate(text, pair: direction, method: .sentence)
                let translation = result.firstSense
                screen.said(text, translation: translation, notes: UntranslatedWordsText.lines(result))
                screen.status = nil
                if readsAloud {
                    screen.status = say(translation, in: direction.target)
                    readsAloud = screen.status == nil
                }
            } catch {
                screen.status = tr("Not translated: %s", String(describing: error))
            }
        case .makeCard:
            screen.status = makeCard(of: screen.conversation.utterances.last)
        }
        return .stay
    }

    /// Reads `text` aloud without waiting; why not, when listend cannot.
    private func say(_ text: String, in language: Language) -> String? {
        do {
            try ReadAloud.say(String(text.prefix(2_000)), voice: language.code, socketPath: socketPath)
            return nil
        } catch {
            return tr("Not read aloud (%s); the conversation goes on without it.", error.description)
        }
    }

    /// Adds the utterance as a card; the status line says how it went.
    private func makeCard(of utterance: ConversationUtterance?) -> String {
        guard let utterance else { return tr("Nothing said yet to make a card of.") }
        let language = Language.named(utterance.language) ?? .english
        do {
            let made = try TranslationCard.add(to: cards, word: utterance.text, translation: utterance.translation,
                                               language: language, group: cardGroup)
            // TRANSLATORS: %1$s is the card's ID, %2$s its group, %3$s the word and %4$s its transcription.
            return tr("Added card %1$s to %2$s: %3$s %4$s", String(made.card.id!), made.group, made.card.word, made.card.transcription)
        } catch {
            return tr("No card: %s", String(describing: error))
        }
    }
}
