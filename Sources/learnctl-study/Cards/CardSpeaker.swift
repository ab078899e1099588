import LearnCore
import ListenClient
import Localization

/// Speaks a card's word through listend's `say` (`s` in `cards study`, and every card with `--say`).
struct CardSpeaker {
    let socket: SocketOption
    /// The espeak-ng voice or language; nil: listend's default (English).
    let voice: String?

    /// Asks listend to speak `card`'s word without waiting; returns what to tell the learner
    /// (also when it could not be spoken).
    func speak(_ card: Card) -> String {
        do throws(ListendError) {
            try ReadAloud.say(card.word, voice: voice, socketPath: socket.path)
            return tr("Speaking \"%s\"…", TerminalText.line(card.word))
        } catch {
            return error.description
        }
    }
}
