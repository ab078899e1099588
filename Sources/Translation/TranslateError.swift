import Localization

/// Why a text could not be translated; each message says what to do about it.
public enum TranslateError: Error, Equatable, CustomStringConvertible {
    case emptyText
    case textTooLong(characters: Int)
    case unknownLanguage(String)
    case sameLanguage(Language)
    /// Neither sentences nor words can be translated: the packages that would do it (none: no
    /// Debian package has the pair).
    case pairNotInstalled(LanguagePair, packages: [String])
    /// Only the dictionary is installed, and the text is not in it.
    case notInDictionary(String, LanguagePair, machinePackage: String?)
    /// Only the dictionary is installed, and the text is a sentence: the Apertium package that
    /// would translate it (none: Debian has no such pair).
    case sentencesNotInstalled(LanguagePair, package: String?)
    /// The `apertium` program itself is missing.
    case apertiumMissing(LanguagePair, package: String)
    case apertiumFailed(LanguagePair, message: String)
    case apertiumTimedOut(LanguagePair, seconds: Int)
    case dictionaryUnreadable(LanguagePair, DictionaryFileError)

    public var description: String {
        switch self {
        case .emptyText:
            return tr("Nothing to translate: give the text as arguments or on standard input.")
        case .textTooLong(let characters):
            return tr("The text has %1$s characters; at most %2$s characters can be translated at once.", String(characters), String(Translator.maximumLength))
        case .unknownLanguage(let name):
            return tr("“%s” is no language learnctl knows; use a code such as en, es or fr.", name)
        case .sameLanguage(let language):
            return tr("Both sides of the pair are %s; choose two different languages.", language.name)
        case .pairNotInstalled(let pair, let packages):
            guard !packages.isEmpty else {
                // TRANSLATORS: %s is a pair of languages: “English → Spanish”.
                return tr("No %s translation is installed, and Debian has no package for it (`learnctl translate packs` lists the pairs there are).", pair)
            }
            let list = packages.joined(separator: " ")
            // TRANSLATORS: %1$s is a pair of languages: “English → Spanish”; %2$s and %3$s are both the packages to install.
            return tr("No %1$s translation is installed: install %2$s (sudo apt install %3$s).", pair, list, list)
        case .notInDictionary(let text, let pair, let package):
            guard let package else {
                return tr("“%1$s” is not in the %2$s dictionary; Debian has no Apertium pair for sentences.", text, pair)
            }
            return tr("“%1$s” is not in the %2$s dictionary; for sentences, install %3$s.", text, pair, package)
        case .sentencesNotInstalled(let pair, let package?):
            return tr("%1$s sentences need Apertium's pair: install %2$s (sudo apt install apertium %3$s); single words and short phrases are looked up in the installed dictionary.", pair, package, package)
        case .sentencesNotInstalled(let pair, nil):
            return tr("Debian has no Apertium pair for %s sentences; single words and short phrases are looked up in the installed dictionary.", pair)
        case .apertiumMissing(let pair, let package):
            return tr("Apertium is not installed, so %1$s sentences cannot be translated: install apertium and %2$s (sudo apt install apertium %3$s).", pair, package, package)
        case .apertiumFailed(let pair, let message):
            return tr("Apertium could not translate %1$s: %2$s", pair, message)
        case .apertiumTimedOut(let pair, let seconds):
            return tr("Apertium took longer than %1$s s to translate %2$s and was stopped; nothing was kept.", String(seconds), pair)
        case .dictionaryUnreadable(let pair, let error):
            return tr("The %1$s dictionary cannot be read: %2$s", pair, error)
        }
    }
}
