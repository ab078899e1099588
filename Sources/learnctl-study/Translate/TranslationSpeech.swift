import ListenClient
import Localization
import Translation

/// Reading a translation aloud through listend's `say`, in the translation's language.
enum TranslationSpeech {
    /// Speaks `text` with the language's espeak-ng voice; when listend cannot (not running, no
    /// voice), says why on standard error and goes on.
    static func say(_ text: String, in language: Language, socketPath: String, wait: Bool) {
        guard !text.isEmpty else { return }
        do {
            try ReadAloud.say(String(text.prefix(2_000)), voice: language.code, socketPath: socketPath, wait: wait)
        } catch {
            Output.error("learnctl: " + tr("not read aloud: %s", TerminalText.line(error.description)))
        }
    }
}
