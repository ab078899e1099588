import ListenClient
import Localization

/// Conversation mode on a terminal: the speaker types, Enter translates into the other's
/// language, Tab passes the keyboard, Ctrl-K makes the last utterance a card, Esc, Ctrl-C,
/// Ctrl-D on an empty line or a line `q` leaves. ``ConversationEffects`` translates, reads
/// aloud and makes the cards.
struct ConversationScreen: Screen {
    /// What the keys ask for beyond the typing.
    enum Effect: Equatable {
        /// Translate what the speaker said and keep it.
        case translate(String)
        /// Make the last utterance a card.
        case makeCard
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

    func view(_ size: TerminalSize) -> [String] {
        ConversationView(rows: size.rows, columns: size.columns).lines(conversation, typed: editor.text, status: status)
    }
}
