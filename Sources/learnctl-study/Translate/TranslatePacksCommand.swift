import ArgumentParser
import Foundation
import ListenClient
import Localization
import Translation

/// `learnctl translate packs`: the installed pairs, and the packages for the common missing ones.
struct TranslatePacksCommand: ParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "packs",
        abstract: "List the installed language pairs and the packages that add more.",
        discussion: """
            Shows, for every direction between English, Spanish and French, whether sentences \
            (Apertium) and words (FreeDict) can be translated, and for a missing one the Debian \
            package that provides it (or that Debian has none); then the other installed \
            pairs. learnctl downloads nothing: install packages with apt.

            Apertium's pairs are read from /usr/share/apertium/modes (APERTIUM_DATADIR moves \
            it), the dictionaries from /usr/share/dictd (LEARNCTL_DICT_DIR).

            With --json, prints an object with "apertium" (whether the program is installed) \
            and "pairs": for each, "pair", "from", "to", and "sentences" and "words" with \
            "installed" and "package" (null when Debian has none).
            """)

    static let jsonHelp = "Print the pairs as a JSON object."
    @OptionGroup var output: OutputOptions<TranslatePacksCommand>

    static let common: [LanguagePair] = {
        let languages: [Language] = [.english, .spanish, .french]
        return languages.flatMap { source in languages.filter { $0 != source }.map { LanguagePair(source, $0) } }
    }()

    func run() throws {
        let packs = InstalledPacks.fromEnvironment()
        let installed = Set(packs.machinePairs.keys).union(packs.dictionaries.keys)
        let others = installed.subtracting(Self.common).sorted { $0.description < $1.description }
        let hasApertium = Apertium.isInstalled
        if output.json {
            let pairs = (Self.common + others).map { pair in
                PairJSON(pair: pair.code, from: pair.source.code, to: pair.target.code,
                         sentences: PackJSON(installed: packs.machinePairs[pair] != nil, package: DebianPackages.machineTranslation(for: pair)),
                         words: PackJSON(installed: packs.dictionaries[pair] != nil, package: DebianPackages.dictionary(for: pair)))
            }
            try JSONLines.print(PacksJSON(apertium: hasApertium, pairs: pairs))
            return
        }
        func state(installed: Bool, package: String?) -> String {
            installed ? tr("installed") : package.map { tr("missing: %s", $0) } ?? tr("no Debian package")
        }
        let width = (Self.common + others).map(\.description.count).max() ?? 0
        Output.line(tr("Pair").padding(toLength: width + 2, withPad: " ", startingAt: 0)
            + tr("Sentences (Apertium)").padding(toLength: 32, withPad: " ", startingAt: 0) + tr("Words (FreeDict)"))
        var missing: [String] = []
        for pair in Self.common + others {
            let sentences = DebianPackages.machineTranslation(for: pair), words = DebianPackages.dictionary(for: pair)
            let hasSentences = packs.machinePairs[pair] != nil, hasWords = packs.dictionaries[pair] != nil
            if !hasSentences, let sentences { missing.append(sentences) }
            if !hasWords, let words { missing.append(words) }
            Output.line(pair.description.padding(toLength: width + 2, withPad: " ", startingAt: 0)
                + state(installed: hasSentences, package: sentences).padding(toLength: 32, withPad: " ", startingAt: 0)
                + state(installed: hasWords, package: words))
        }
        if !hasApertium, !packs.machinePairs.isEmpty || missing.contains(where: { $0.hasPrefix("apertium-") }) {
            missing.insert("apertium", at: 0)
            Output.line(tr("The apertium program itself is not installed."))
        }
        var unique: [String] = []
        for package in missing where !unique.contains(package) { unique.append(package) }
        if !unique.isEmpty { Output.line(tr("To add the missing pairs: sudo apt install %s", unique.joined(separator: " "))) }
    }
}

extension TranslatePacksCommand {
    /// The packs as `--json` prints them (type "packs").
    struct PacksJSON: Encodable {
        let type = "packs"
        /// Whether the apertium program is installed.
        let apertium: Bool, pairs: [PairJSON]
    }

    /// A pair, and whether its sentences and its words can be translated.
    struct PairJSON: Encodable {
        let pair: String, from: String, to: String, sentences: PackJSON, words: PackJSON
    }

    /// Whether a pair's pack is installed, and the Debian package that has it (null when none does).
    struct PackJSON: Encodable {
        let installed: Bool
        @Nullable var package: String?
    }
}
