import GRDB

/// What was translated: a sentence, a single word, or a conversation between two speakers.
public enum TranslationKind: String, Codable, Sendable, CaseIterable, DatabaseValueConvertible {
    case sentence
    case word
    /// Turns of two speakers, each in their own language (see ``ConversationTurn``).
    case conversation
}
