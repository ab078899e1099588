import Foundation

/// A grammar topic: the questions of one GIFT file.
public struct GrammarTopic: Sendable, Equatable {
    /// The display name from `$CATEGORY`, e.g. "Present Simple vs Present Continuous".
    public let name: String
    /// The file's base name, e.g. `present-simple-vs-continuous`; question ids start with it.
    public let slug: String
    public let description: String?
    public let questions: [GrammarQuestion]
    /// The file the topic was read from, as named in error messages.
    public let fileName: String
    /// The line of `$CATEGORY`.
    public let categoryLine: Int
    /// Whether the signed-in account imported it (rather than it being bundled).
    public var isImported: Bool

    public init(
        name: String, slug: String, description: String?, questions: [GrammarQuestion], fileName: String,
        categoryLine: Int, isImported: Bool = false
    ) {
        self.name = name
        self.slug = slug
        self.description = description
        self.questions = questions
        self.fileName = fileName
        self.categoryLine = categoryLine
        self.isImported = isImported
    }

    /// The name in lower case with hyphens for spaces, e.g. `present-simple-vs-present-continuous`.
    public var nameSlug: String { Self.slug(ofName: name) }

    /// Whether `query` names this topic: its name, its slug or its name as a slug, ignoring case.
    public func isNamed(_ query: String) -> Bool {
        Self.query(query, names: name, slug: slug)
    }

    /// `name` in lower case with hyphens for spaces.
    static func slug(ofName name: String) -> String {
        name.lowercased()
            .split(whereSeparator: { !$0.isLetter && !$0.isNumber })
            .joined(separator: "-")
    }

    /// Whether `query` is the topic's `name`, its `slug` or its name as a slug, ignoring case.
    static func query(_ query: String, names name: String, slug: String) -> Bool {
        let query = query.trimmingCharacters(in: .whitespaces).lowercased()
        return query == name.lowercased() || query == slug || query == Self.slug(ofName: name)
    }
}
