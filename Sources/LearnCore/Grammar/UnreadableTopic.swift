/// An imported topic whose stored text no longer reads as a topic (stored by an older learnctl,
/// or damaged): it is left out of the bank, and can be removed with
/// ``GrammarPractice/removeImportedTopic(named:)``.
public struct UnreadableTopic: Sendable, Equatable {
    /// The topic's name, as it was imported.
    public let name: String
    /// The imported file's base name.
    public let slug: String
    /// Why the text does not read, e.g. "phrasal-verbs.gift:1: …".
    public let reason: String

    /// Whether `query` names this topic, as ``GrammarTopic/isNamed(_:)`` does.
    public func isNamed(_ query: String) -> Bool {
        GrammarTopic.query(query, names: name, slug: slug)
    }
}
