import Foundation
import Testing
@testable import Translation

struct InstalledPacksTests {
    @Test func debiansPackagesAreFound() throws {
        let packs = InstalledPacks(apertiumFolder: "/usr/share/apertium", dictionaryFolder: "/usr/share/dictd")
        let machine = Set(packs.machinePairs.keys.map(\.code))
        #expect(machine.isSuperset(of: ["en-es", "es-en", "fr-es", "es-fr"]))
        #expect(packs.machinePairs[try #require(LanguagePair.parse("en-es"))] == "eng-spa")
        #expect(Set(packs.dictionaries.keys.map(\.code)).isSuperset(of: ["en-es", "es-en", "en-fr", "fr-en", "fr-es"]))
    }

    @Test func anotherFolderHoldsOnlyWhatIsThere() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("packs-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: "\(folder)/modes", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for name in ["eng-spa.mode", "spa-eng_US.mode", "eco-es-fr.mode", "README"] {
            _ = FileManager.default.createFile(atPath: "\(folder)/modes/\(name)", contents: Data())
        }
        for name in ["freedict-eng-fra.index", "freedict-eng-fra.dict.dz", "freedict-deu-eng.index", "other.index"] {
            _ = FileManager.default.createFile(atPath: "\(folder)/\(name)", contents: Data())
        }
        let packs = InstalledPacks(apertiumFolder: folder, dictionaryFolder: folder)
        #expect(packs.machinePairs.map(\.value) == ["eng-spa"])
        #expect(packs.dictionaries.keys.map(\.code) == ["en-fr"], "an index without its text is no dictionary")
    }

    @Test func theEnvironmentMovesTheFolders() {
        let packs = InstalledPacks.fromEnvironment(["APERTIUM_DATADIR": "/a", "LEARNCTL_DICT_DIR": "/d"])
        #expect(packs.apertiumFolder == "/a")
        #expect(packs.dictionaryFolder == "/d")
        #expect(InstalledPacks.fromEnvironment([:]).apertiumFolder == "/usr/share/apertium")
    }

    @Test func debianPackagesByPair() throws {
        #expect(DebianPackages.machineTranslation(for: try #require(LanguagePair.parse("es-en"))) == "apertium-eng-spa")
        #expect(DebianPackages.machineTranslation(for: try #require(LanguagePair.parse("es-fr"))) == "apertium-fr-es")
        #expect(DebianPackages.machineTranslation(for: try #require(LanguagePair.parse("en-fr"))) == nil)
        #expect(DebianPackages.dictionary(for: try #require(LanguagePair.parse("fr-es"))) == "dict-freedict-fra-spa")
        #expect(DebianPackages.dictionary(for: try #require(LanguagePair.parse("es-fr"))) == nil)
    }

    @Test func languagesByCodeOrName() throws {
        #expect(Language.named("ES") == .spanish)
        #expect(Language.named("spa") == .spanish)
        #expect(Language.named("french") == .french)
        #expect(Language.named("xx") == nil)
        #expect(LanguagePair.parse("en-en") == nil)
        #expect(try #require(LanguagePair.parse("eng:spa")).swapped.code == "es-en")
    }
}
