import Foundation

/// The translation data installed on this machine: Apertium's modes (one per direction) and
/// FreeDict's dictionaries, found where Debian's packages put them.
///
/// `APERTIUM_DATADIR` (as the `apertium` command reads it) moves Apertium's folder from
/// /usr/share/apertium, and `LEARNCTL_DICT_DIR` the dictionaries' from /usr/share/dictd.
public struct InstalledPacks: Sendable {
    /// The folder holding Apertium's `modes` folder.
    public let apertiumFolder: String
    /// The folder holding `freedict-xxx-yyy.index` and `.dict.dz` files.
    public let dictionaryFolder: String
    /// Apertium's mode name for each installed direction ("eng-spa", "fr-es").
    public let machinePairs: [LanguagePair: String]
    /// The installed dictionaries, by direction.
    public let dictionaries: [LanguagePair: FreeDictDictionary]

    /// Looks in the folders the environment names, or Debian's.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> InstalledPacks {
        InstalledPacks(
            apertiumFolder: environment["APERTIUM_DATADIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/share/apertium",
            dictionaryFolder: environment["LEARNCTL_DICT_DIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/share/dictd")
    }

    public init(apertiumFolder: String, dictionaryFolder: String) {
        self.apertiumFolder = apertiumFolder
        self.dictionaryFolder = dictionaryFolder
        var machinePairs: [LanguagePair: String] = [:]
        // Plain modes only: "spa-eng_US" (a variant) and "eco-es-fr" (a lexical variant) are skipped.
        for file in Self.files(in: "\(apertiumFolder)/modes") where file.hasSuffix(".mode") {
            let mode = String(file.dropLast(".mode".count))
            guard !mode.contains("_"), let pair = DebianPackages.languages(in: mode) else { continue }
            machinePairs[pair] = mode
        }
        self.machinePairs = machinePairs
        var dictionaries: [LanguagePair: FreeDictDictionary] = [:]
        let files = Set(Self.files(in: dictionaryFolder))
        for file in files where file.hasPrefix("freedict-") && file.hasSuffix(".index") {
            let name = String(file.dropFirst("freedict-".count).dropLast(".index".count))
            guard let pair = DebianPackages.languages(in: name) else { continue }
            let base = "\(dictionaryFolder)/freedict-\(name)"
            let data = files.contains("freedict-\(name).dict.dz") ? "\(base).dict.dz"
                : files.contains("freedict-\(name).dict") ? "\(base).dict" : nil
            guard let data else { continue }
            dictionaries[pair] = FreeDictDictionary(pair: pair, indexPath: "\(base).index", dataPath: data)
        }
        self.dictionaries = dictionaries
    }

    private static func files(in folder: String) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    }
}
