/// What a translation gave: a dictionary's entries for a word or phrase, or Apertium's
/// translation of a text.
public enum TranslationResult: Sendable, Equatable {
    case dictionary([DictionaryEntry])
    case machine(MachineTranslation)

    /// The translation in one line: the machine translation, or each sense's translations
    /// ("atropellar; arranque; funcionar; correr").
    public var summary: String {
        switch self {
        case .machine(let translation):
            return translation.text
        case .dictionary(let entries):
            return entries.flatMap(\.senses).map { $0.translations.joined(separator: ", ") }
                .filter { !$0.isEmpty }.joined(separator: "; ")
        }
    }

    /// The first sense's translations (a card's translation), or the machine translation.
    public var firstSense: String {
        switch self {
        case .machine(let translation):
            return translation.text
        case .dictionary(let entries):
            return entries.lazy.flatMap(\.senses).first { !$0.translations.isEmpty }?.translations.joined(separator: ", ") ?? ""
        }
    }
}
