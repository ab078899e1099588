import ArgumentParser
import LearnCore
import ListenClient
import Localization
import Translation

/// `--from`, `--to` and `--swap`: the direction of a translation, completed from the settings
/// and, for the target, the time zone's suggestion.
struct PairOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The text's language: a code such as en, es, fr (default: the settings', else en).", valueName: "language"))
    var from: Language?

    @Option(help: ArgumentHelp("The language to translate into (default: the settings', else suggested by the time zone).", valueName: "language"))
    var to: Language?

    @Flag(help: "Swap the two languages.")
    var swap = false

    /// The pair to translate along, and the suggestion used for its target, if one was.
    func resolve(settings: TranslationSettings?) throws -> (pair: LanguagePair, suggestion: TimeZoneLanguage?) {
        let (source, target, suggestion) = try PairOptions.resolve(
            from: from, to: to, settings: settings)
        let pair = swap ? LanguagePair(target, source) : LanguagePair(source, target)
        if pair.source == pair.target { throw ValidationError(TranslateError.sameLanguage(pair.source).description) }
        return (pair, suggestion)
    }

    /// The source is `from`, else the settings', else English. The target is `to`, else the
    /// settings', else the time zone's language (unless the settings turn suggestions off, or
    /// it is the source), else Spanish (English when the source is Spanish).
    static func resolve(from: Language?, to: Language?, settings: TranslationSettings?,
                        suggestion current: @autoclosure () -> TimeZoneLanguage? = TimeZoneLanguage.current())
        throws -> (Language, Language, TimeZoneLanguage?) {
        let source = try from ?? settings?.fromLanguage.map(language) ?? .english
        if let target = try to ?? settings?.toLanguage.map(language) { return (source, target, nil) }
        if settings?.suggestsLanguage ?? true, let suggestion = current(), suggestion.language != source {
            return (source, suggestion.language, suggestion)
        }
        return (source, source == .spanish ? .english : .spanish, nil)
    }

    private static func language(_ code: String) throws -> Language {
        guard let language = Language.named(code) else { throw TranslateError.unknownLanguage(code) }
        return language
    }

    /// The line that says a suggestion chose the target.
    static func suggestionNote(_ suggestion: TimeZoneLanguage) -> String {
        // TRANSLATORS: %1$s is a language, %2$s a time zone, %3$s a language code (es, fr) in a command that stays as it is.
        tr("Translating into %1$s, suggested by your time zone (%2$s); `learnctl translate settings --to %3$s` keeps it, --to chooses another.",
           suggestion.language.localizedName, suggestion.zone, suggestion.language.code)
    }
}
