import SpeechScoring

/// One word of a speaking attempt as the recogniser judged it.
///
/// Kept in order in ``SpeakingAttempt/words``: the reference words, with the extra words heard
/// between them.
public struct SpokenWord: Codable, Sendable, Equatable, Hashable {
    /// How a word was said: right, wrong (``heard`` says what came instead), missed, extra (``text``
    /// is the word heard), unclear (heard, but not clearly as any word) or unscored (a word the
    /// recogniser cannot judge).
    public typealias Verdict = SpeechScoring.WordVerdict.Verdict

    /// The reference word as written, or the word heard for an extra one.
    public var text: String
    public var verdict: Verdict
    /// What was heard instead of a wrong or unclear word; nil otherwise.
    public var heard: String?

    public init(text: String, verdict: Verdict, heard: String? = nil) {
        (self.text, self.verdict, self.heard) = (text, verdict, heard)
    }

    /// The word as the scorer judged it, kept without its times (and without what was heard in
    /// place of an unscored word).
    public init(_ judged: SpeechScoring.WordVerdict) {
        self.init(text: judged.text, verdict: judged.verdict, heard: judged.verdict == .wrong || judged.verdict == .unclear ? judged.heard : nil)
    }
}
