import LearnCore
import ListenClient
import Localization
import Translation

/// Conversation mode on a terminal: the speaker types, Enter translates into the other's
/// language (read aloud through listend when asked), Tab passes the keyboard, Ctrl-K makes the
/// last utterance a card, Esc, Ctrl-C or a line `q` leaves.
struct ConversationScreen {
    let translator: Translator
    let readAloud: Bool
    let socketPath: String
    let cards: CardCollection
    let cardGroup: String?

    static let farewell: StaticString = "\nConversation left without being kept.\n"

    /// Runs the conversation until the learner leaves; returns it.
    func run(_ conversation: Conversation) -> Conversation {
        var conversation = conversation
        var editor = LineEditor()
        var status: String?
        var speaks = readAloud
        SingleKeyTerminal.withSingleKeys(ctrlCAsKey: true, alternateScreen: true, farewell: Self.farewell) {
            redraw(conversation, editor, status)
            typing: while let bytes = SingleKeyTerminal.readTyped() {
                for key in TypedKey.parse(bytes) {
                    status = nil
                    switch key {
                    case .escape, .interrupt:
                        break typing
                    case .endOfInput where editor.text.isEmpty:
                        break typing
                    case .tab:
                        conversation.switchSpeaker()
                    case .enter:
                        let text = editor.text.trimmingCharacters(in: .whitespaces)
                        if text.lowercased() == "q" { break typing }
                        guard !text.isEmpty else { continue }
                        redraw(conversation, editor, tr("Translating…"))
                        do {
                            let translation = try translator.translate(text, pair: conversation.direction, method: .sentence).firstSense
                            conversation.add(text, translation: translation)
                            editor = LineEditor()
                            if speaks {
                                speaks = say(translation, in: conversation.direction.target, status: &status)
                            }
                        } catch {
                            status = tr("Not translated: %s", String(describing: error))
                        }
                    case .control("K"):
                        status = makeCard(of: conversation.utterances.last)
                    default:
                        editor.apply(key)
                    }
                }
                redraw(conversation, editor, status)
            }
        }
        return conversation
    }

    /// Reads `text` aloud without waiting; false (and a status) when listend cannot.
    private func say(_ text: String, in language: Language, status: inout String?) -> Bool {
        do {
            try ReadAloud.say(String(text.prefix(2_000)), voice: language.code, socketPath: socketPath)
            return true
        } catch {
            status = tr("Not read aloud (%s); the conversation goes on without it.", error.description)
            return false
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

    private func redraw(_ conversation: Conversation, _ editor: LineEditor, _ status: String?) {
        let size = TerminalScreen.size
        Output.write(ConversationView(rows: size.rows, columns: size.columns).render(conversation, typed: editor.text, status: status))
    }
}
