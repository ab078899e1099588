import ArgumentParser
import Translation

extension Language: ExpressibleByArgument {
    /// A language from its code (en, spa) or English name (Spanish).
    public init?(argument: String) {
        guard let language = Language.named(argument) else { return nil }
        self = language
    }

    public static var allValueStrings: [String] { ["en", "es", "fr"] }
    public static var defaultCompletionKind: CompletionKind { .list(Language.all.map(\.code)) }
}

extension LanguagePair: ExpressibleByArgument {
    /// A pair like en-es.
    public init?(argument: String) {
        guard let pair = LanguagePair.parse(argument) else { return nil }
        self = pair
    }
}
