/// Translates between two languages with what is installed: a word or short phrase the
/// dictionary has shows its entries; anything else goes through Apertium.
public struct Translator: Sendable {
    /// The longest text translated at once, in characters.
    public static let maximumLength = 5_000
    /// The most words a text can have to be looked up in the dictionary first (a text with
    /// sentence punctuation, . ? ! ; :, is a sentence whatever its length).
    public static let phraseWords = 4

    /// How a text is translated.
    public enum Method: Sendable {
        /// The dictionary for a word or short phrase it has, Apertium for the rest.
        case automatic
        /// Apertium, or the dictionary's first sense when Apertium has no such pair (conversation).
        case sentence
    }

    public let packs: InstalledPacks
    public var apertium: Apertium

    public init(packs: InstalledPacks, timeout: Duration = .seconds(10)) {
        self.packs = packs
        self.apertium = Apertium(dataFolder: packs.apertiumFolder, timeout: timeout)
    }

    /// Checks a text before it is translated: not blank, not longer than ``maximumLength``.
    public static func validate(_ text: String) throws(TranslateError) {
        if text.allSatisfy(\.isWhitespace) { throw .emptyText }
        if text.count > maximumLength { throw .textTooLong(characters: text.count) }
    }

    /// Translates `text` along `pair`.
    public func translate(_ text: String, pair: LanguagePair, method: Method = .automatic) throws(TranslateError) -> TranslationResult {
        try Self.validate(text)
        let text = text.trimmingSpaces(andNewlines: true)
        let dictionary = packs.dictionaries[pair]
        let mode = packs.machinePairs[pair]
        let isPhrase = text.split(whereSeparator: \.isWhitespace).count <= Self.phraseWords
            && !text.contains(where: { ".?!¿¡;:\n".contains($0) })
        if let dictionary, isPhrase, method == .automatic || mode == nil {
            let entries: [DictionaryEntry]
            do { entries = try dictionary.entries(for: text) } catch { throw .dictionaryUnreadable(pair, error) }
            if !entries.isEmpty { return .dictionary(entries) }
        }
        guard let mode else {
            let machinePackage = DebianPackages.machineTranslation(for: pair)
            if dictionary != nil {
                if isPhrase { throw .notInDictionary(text, pair, machinePackage: machinePackage) }
                throw .sentencesNotInstalled(pair, package: machinePackage)
            }
            throw .pairNotInstalled(pair, packages: missingPackages(for: pair, sentence: !isPhrase))
        }
        return .machine(try apertium.translate(text, mode: mode, pair: pair))
    }

    /// The packages that would translate `pair`: Apertium's for a sentence, else both kinds.
    private func missingPackages(for pair: LanguagePair, sentence: Bool) -> [String] {
        let program = Subprocess.find(apertium.program) == nil ? ["apertium"] : []
        let machine = DebianPackages.machineTranslation(for: pair).map { program + [$0] } ?? []
        let words = sentence ? nil : DebianPackages.dictionary(for: pair)
        return machine + (words.map { [$0] } ?? [])
    }
}
