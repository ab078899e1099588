import LearnCore
import Translation

/// A conversation between two people, A and B, each speaking one language of a pair: who is
/// typing, and every utterance with its translation into the other's language.
struct Conversation {
    /// A's language first, B's second.
    let pair: LanguagePair
    /// 0 while A types, 1 while B does.
    private(set) var speaker = 0
    private(set) var utterances: [ConversationUtterance] = []
    /// Per utterance, the notes on its translation: the words not translated or not inflected.
    private(set) var notes: [[String]] = []

    init(pair: LanguagePair) {
        self.pair = pair
    }

    /// The language of `side` (0: A, 1: B).
    func language(of side: Int) -> Language { side == 0 ? pair.source : pair.target }

    /// The direction the speaker's words are translated in.
    var direction: LanguagePair { speaker == 0 ? pair : pair.swapped }

    /// Tab: the other person types.
    mutating func switchSpeaker() {
        speaker = 1 - speaker
    }

    /// Keeps what the speaker said, its translation and the notes on it.
    mutating func add(_ text: String, translation: String, notes: [String] = []) {
        utterances.append(ConversationUtterance(side: speaker, language: language(of: speaker).code, text: text, translation: translation))
        self.notes.append(notes)
    }
}
