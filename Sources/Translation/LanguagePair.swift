/// A direction of translation: from one language into another.
public struct LanguagePair: Hashable, Sendable, CustomStringConvertible {
    public let source: Language
    public let target: Language

    public init(_ source: Language, _ target: Language) {
        self.source = source
        self.target = target
    }

    /// The pair the other way round.
    public var swapped: LanguagePair { LanguagePair(target, source) }

    /// "en-es".
    public var code: String { "\(source.code)-\(target.code)" }

    /// "English → Spanish".
    public var description: String { "\(source.name) → \(target.name)" }

    /// The pair a text like "en-es", "eng-spa" or "en:es" names; nil when it names none.
    public static func parse(_ text: String) -> LanguagePair? {
        let parts = text.split(whereSeparator: { $0 == "-" || $0 == ":" || $0 == "/" })
        guard parts.count == 2, let source = Language.named(String(parts[0])), let target = Language.named(String(parts[1])),
              source != target else { return nil }
        return LanguagePair(source, target)
    }
}
