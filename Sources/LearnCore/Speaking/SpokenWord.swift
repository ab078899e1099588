/// One word of a speaking attempt as the recogniser judged it.
///
/// Kept in order in ``SpeakingAttempt/words``: the reference words, with the extra words heard
/// between them.
public struct SpokenWord: Codable, Sendable, Equatable, Hashable {
    /// How a word was said.
    public enum Verdict: String, Codable, Sendable, CaseIterable {
        /// Said as written.
        case right
        /// Another word was heard in its place (see ``SpokenWord/heard``).
        case wrong
        /// Not said.
        case missed
        /// Said but not in the reference; `text` is the word heard.
        case extra
        /// Not judged (a word the recogniser cannot score).
        case unscored
    }

    /// The reference word as written, or the word heard for an extra one.
    public var text: String
    public var verdict: Verdict
    /// What was heard instead of a wrong word; nil otherwise.
    public var heard: String?

    public init(text: String, verdict: Verdict, heard: String? = nil) {
        self.text = text
        self.verdict = verdict
        self.heard = heard
    }
}
