import LearnCore
import ListenClient
import ListenProtocol
import Localization
import Translation

/// What the conversation screen asks of the world outside: the translation, read aloud through
/// listend when asked (until listend cannot), the cards made of utterances, and the turns spoken
/// with Ctrl-R — recorded by listend, transcribed by ``SpeechInput``.
struct ConversationEffects {
    let translator: Translator
    /// listend's socket, for reading aloud and recording.
    let socketPath: String
    /// Where Ctrl-K's cards go: the collection, and the group (nil for the default one).
    let cards: CardCollection, cardGroup: String?
    /// Whether translations are read aloud; off for the rest of the conversation once listend cannot.
    var readsAloud: Bool
    /// The recogniser for spoken turns.
    let speech = SpeechInput()
    /// Draws the screen while a take is recorded, for its level meter.
    let draw: (ConversationScreen) -> Void
    /// The keys that stop a take (Enter) or cancel it (Esc, Ctrl-C) while it is recorded.
    private let keys = KeyReader()

    init(translator: Translator, socketPath: String, cards: CardCollection, cardGroup: String?, readsAloud: Bool,
         draw: @escaping (ConversationScreen) -> Void) {
        self.translator = translator
        self.socketPath = socketPath
        (self.cards, self.cardGroup) = (cards, cardGroup)
        self.readsAloud = readsAloud
        self.draw = draw
    }

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
        case .listen:
            return listen(on: &screen)
        case .transcribe(let path):
            do throws(SpeechInput.Failure) {
                let text = try speech.transcribe(path, in: screen.conversation.direction.source)
                screen.heard(text)
                return .perform(.translate(text))
            } catch {
                screen.status = error.message
            }
        }
        return .stay
    }

    /// Records the speaker's turn through listend, with a level meter on the status line, and
    /// asks for it to be transcribed; Enter ends the take early, Esc or Ctrl-C drops it.
    private func listen(on screen: inout ConversationScreen) -> ScreenStep<ConversationScreen.Effect> {
        let language = screen.conversation.direction.source
        do throws(SpeechInput.Failure) {
            try speech.prepare(for: language)
        } catch {
            screen.status = error.message
            return .stay
        }
        // TRANSLATORS: %s is a language, such as Spanish; Enter and Esc stay as they are.
        let prompt = tr("● Speak %s; it stops when you stop (Enter: stop · Esc: cancel)", language.localizedName)
        var cancelled = false
        let take: RecordingPayload
        do {
            let recorder = try TakeRecorder(connection: try ListendConnection(socketPath: socketPath))
            screen.status = prompt
            draw(screen)
            take = try recorder.record(onProgress: { report in
                screen.status = prompt + "  " + SpeakingScreen.meter(report)
                draw(screen)
            }, stopRequested: {
                guard let key = keys.pressed() else { return false }
                cancelled = key == .escape || key == .interrupt
                return cancelled || key == .enter
            })
        } catch {
            screen.status = tr("Not recorded: %s", error.description)
            return .stay
        }
        if cancelled {
            SpeechInput.discard(take)
            screen.status = tr("Recording cancelled.")
            return .stay
        }
        do throws(SpeechInput.Failure) {
            let path = try SpeechInput.speech(in: take)
            screen.status = tr("Transcribing…")
            return .perform(.transcribe(path))
        } catch {
            screen.status = error.message
            return .stay
        }
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
