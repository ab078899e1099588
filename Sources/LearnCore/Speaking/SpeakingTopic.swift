/// A speaking topic: the sentences of one file of `Content/speaking/`, to read aloud, easier
/// ones first.
public struct SpeakingTopic: Sendable, Equatable {
    /// The file's base name, e.g. `everyday-life`; attempts at the topic are stored under it.
    public let id: String
    /// The display name from the `title:` line, e.g. "Everyday Life".
    public let title: String
    /// The sentences in file order; the first has index 1.
    public let sentences: [SpeakingSentence]
    /// The file the topic was read from, as named in error messages.
    public let fileName: String
    /// The line of `title:`.
    public let titleLine: Int

    public init(id: String, title: String, sentences: [SpeakingSentence], fileName: String, titleLine: Int) {
        self.id = id
        self.title = title
        self.sentences = sentences
        self.fileName = fileName
        self.titleLine = titleLine
    }

    /// The levels of the sentences, easiest first, each once.
    public var levels: [CEFRLevel] {
        Set(sentences.map(\.level)).sorted()
    }

    /// The sentence with the 1-based `index`, if the topic has it.
    public func sentence(_ index: Int) -> SpeakingSentence? {
        sentences.indices.contains(index - 1) ? sentences[index - 1] : nil
    }

    /// Whether `query` names this topic: its id, its title or its title as a slug, ignoring case.
    public func isNamed(_ query: String) -> Bool {
        GrammarTopic.query(query, names: title, slug: id)
    }
}
