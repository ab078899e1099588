import Foundation
import TestSupport
import Testing
@testable import Translation

/// Reads Debian's FreeDict packages (scripts/install-deps.sh installs them).
struct FreeDictDictionaryTests {
    let packs = InstalledPacks(apertiumFolder: "/usr/share/apertium", dictionaryFolder: "/usr/share/dictd")

    func dictionary(_ pair: String) throws -> FreeDictDictionary {
        let languages = try #require(LanguagePair.parse(pair))
        return try #require(packs.dictionaries[languages])
    }

    @Test func aKnownWordHasItsTranslation() throws {
        let entries = try dictionary("en-es").entries(for: "house")
        #expect(entries.first?.headword == "house")
        #expect(entries.first?.senses.first?.translations == ["casa"])
        #expect(try dictionary("es-en").entries(for: "perro").first?.senses.first?.translations == ["dog"])
    }

    @Test func caseAndPunctuationDoNotMatter() throws {
        let dictionary = try dictionary("en-es")
        #expect(try dictionary.entries(for: "  House! ") == dictionary.entries(for: "house"))
        #expect(FreeDictDictionary.headwordKey("d'Abord") == "dabord")
        #expect(FreeDictDictionary.headwordKey("  good   Morning ") == "good morning")
    }

    @Test func entriesKeepThePartOfSpeechAndSenses() throws {
        let maison = try #require(try dictionary("fr-en").entries(for: "maison").first)
        #expect(maison.partOfSpeech == "n, fem")
        #expect(maison.senses.first?.translations == ["house"])
        let run = try #require(try dictionary("en-es").entries(for: "run").first)
        #expect(run.senses.count == 4)
        #expect(run.senses.last?.translations == ["correr"])
    }

    @Test func aPhraseIsAHeadwordToo() throws {
        #expect(try dictionary("en-fr").entries(for: "good morning").first?.senses.first?.translations == ["bonjour"])
    }

    @Test func aWordNotInTheDictionaryHasNoEntries() throws {
        #expect(try dictionary("en-es").entries(for: "xyzzyq").isEmpty)
        #expect(try !dictionary("en-es").contains("xyzzyq"))
        #expect(try dictionary("en-es").contains("House"))
    }

    /// The largest dictionary has many dictzip chunks; an entry read through the chunk table
    /// equals the same entry read from the whole inflated text (a plain gzip copy).
    @Test func chunkedAndWholeReadingAgree() throws {
        let source = try dictionary("fr-es")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("freedict-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.copyItem(atPath: source.indexPath, toPath: "\(folder)/freedict-fra-spa.index")
        let gzip = Process()
        gzip.executableURL = URL(fileURLWithPath: "/bin/sh")
        gzip.arguments = ["-c", "gzip -dc '\(source.dataPath)' | gzip -c > '\(folder)/freedict-fra-spa.dict.dz'"]
        try gzip.start()
        gzip.waitUntilExit()
        let copy = try #require(InstalledPacks(apertiumFolder: folder, dictionaryFolder: folder).dictionaries.values.first)
        for word in ["maison", "point", "sort", "zèbre", "abaisser"] {
            let entries = try source.entries(for: word)
            #expect(!entries.isEmpty, "\(word)")
            #expect(try copy.entries(for: word) == entries, "\(word)")
        }
    }

    @Test func anUncompressedDictionaryIsReadToo() throws {
        let source = try dictionary("en-es")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("freedict-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.copyItem(atPath: source.indexPath, toPath: "\(folder)/freedict-eng-spa.index")
        let gzip = Process()
        gzip.executableURL = URL(fileURLWithPath: "/bin/sh")
        gzip.arguments = ["-c", "gzip -dc '\(source.dataPath)' > '\(folder)/freedict-eng-spa.dict'"]
        try gzip.start()
        gzip.waitUntilExit()
        let plain = try #require(InstalledPacks(apertiumFolder: folder, dictionaryFolder: folder).dictionaries.values.first)
        #expect(plain.dataPath.hasSuffix(".dict"))
        #expect(try plain.entries(for: "run") == source.entries(for: "run"))
    }

    @Test func aDamagedFileIsAClearError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("freedict-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "house\tA\tK\n".write(toFile: "\(folder)/freedict-eng-spa.index", atomically: true, encoding: .utf8)
        try "not gzip".write(toFile: "\(folder)/freedict-eng-spa.dict.dz", atomically: true, encoding: .utf8)
        let dictionary = try #require(InstalledPacks(apertiumFolder: folder, dictionaryFolder: folder).dictionaries.values.first)
        #expect(throws: DictionaryFileError.notCompressed("\(folder)/freedict-eng-spa.dict.dz")) {
            try dictionary.entries(for: "house")
        }
    }

    @Test func dictdBase64Numbers() {
        #expect(FreeDictDictionary.base64Number("A") == 0)
        #expect(FreeDictDictionary.base64Number("BG") == 70)
        #expect(FreeDictDictionary.base64Number("a0R") == 26 * 4096 + 52 * 64 + 17)
        #expect(FreeDictDictionary.base64Number("a-b") == nil)
    }
}
