import ListenClient
import Localization

/// Conversation mode on a terminal: the speaker types, Enter translates into the other's
/// language, Ctrl-R speaks the turn instead (recorded and transcribed), Tab passes the keyboard,
/// Ctrl-K makes the last utterance a card, Esc, Ctrl-C, Ctrl-D on an empty line or a line `q`
/// leaves. ``ConversationEffects`` records, transcribes, translates, reads aloud and makes the cards.
struct ConversationScreen: Screen {
    /// What the keys ask for beyond the typing.
    enum Effect: Equatable {
        /// Translate what the speaker said and keep it.
        case translate(String)
        /// Make the last utterance a card.
        case makeCard
        /// Record what the speaker says (Ctrl-R).
        case listen
        /// Transcribe the take at this path in the speaker's language.
        case transcribe(String)
    }

    private(set) var conversation: Conversation
    /// The speaker's line so far.
    private(set) var editor = LineEditor()
    /// What the last key did, shown instead of the keys until the next one.
    var status: String?

    static var farewell: String { "\n" + tr("Conversation left without being kept.") + "\n" }

    init(_ conversation: Conversation) {
        self.conversation = conversation
    }

    mutating func update(_ key: Key) -> ScreenStep<Effect> {
        status = nil
        switch key {
        case .escape, .interrupt:
            return .leave
        case .endOfInput where editor.text.isEmpty:
            return .leave
        case .tab:
            conversation.switchSpeaker()
        case .enter:
            let text = editor.text.trimmingCharacters(in: .whitespaces)
            if text.lowercased() == "q" { return .leave }
            guard !text.isEmpty else { break }
            status = tr("Translating…")
            return .perform(.translate(text))
        case .control("K"):
            return .perform(.makeCard)
        case .control("R"):
            status = tr("Listening…")
            return .perform(.listen)
        default:
            editor.apply(key)
        }
        return .stay
    }

    /// Keeps what the speaker said, its translation and the notes on its words, and clears the
    /// line for what comes next.
    mutating func said(_ text: String, translation: String, notes: [String] = []) {
        conversation.add(text, translation: translation, notes: notes)
        editor = LineEditor()
    }

    /// Shows `text`, heard from the speaker, as the line typed, to be translated as typed.
    mutating func heard(_ text: String) {
        editor = LineEditor()
        for character in text { editor.apply(.character(character)) }
        // TRANSLATORS: shown while the text heard from the microphone is translated.
        status = tr("Heard — translating…")
    }

    func view(_ size: TerminalSize) -> [String] {
        ConversationView(rows: size.rows, columns: size.columns).lines(conversation, typed: editor.text, status: status)
    }
}
