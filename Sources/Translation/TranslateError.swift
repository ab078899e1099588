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
            return "Nothing to translate: give the text as arguments or on standard input."
        case .textTooLong(let characters):
            return "The text has \(characters) characters; at most \(Translator.maximumLength) characters can be translated at once."
        case .unknownLanguage(let name):
            return "“\(name)” is no language learnctl knows; use a code such as en, es or fr."
        case .sameLanguage(let language):
            return "Both sides of the pair are \(language.name); choose two different languages."
        case .pairNotInstalled(let pair, let packages):
            guard !packages.isEmpty else {
                return "No \(pair) translation is installed, and Debian has no package for it (`learnctl translate packs` lists the pairs there are)."
            }
            let list = packages.joined(separator: " ")
            return "No \(pair) translation is installed: install \(list) (sudo apt install \(list))."
        case .notInDictionary(let text, let pair, let package):
            let sentences = package.map { "; for sentences, install \($0)" } ?? "; Debian has no Apertium pair for sentences"
            return "“\(text)” is not in the \(pair) dictionary\(sentences)."
        case .sentencesNotInstalled(let pair, let package?):
            return "\(pair) sentences need Apertium's pair: install \(package) (sudo apt install apertium \(package)); single words and short phrases are looked up in the installed dictionary."
        case .sentencesNotInstalled(let pair, nil):
            return "Debian has no Apertium pair for \(pair) sentences; single words and short phrases are looked up in the installed dictionary."
        case .apertiumMissing(let pair, let package):
            return "Apertium is not installed, so \(pair) sentences cannot be translated: install apertium and \(package) (sudo apt install apertium \(package))."
        case .apertiumFailed(let pair, let message):
            return "Apertium could not translate \(pair): \(message)"
        case .apertiumTimedOut(let pair, let seconds):
            return "Apertium took longer than \(seconds) s to translate \(pair) and was stopped; nothing was kept."
        case .dictionaryUnreadable(let pair, let error):
            return "The \(pair) dictionary cannot be read: \(error)"
        }
    }
}
