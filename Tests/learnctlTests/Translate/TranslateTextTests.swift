import Foundation
import Testing

/// `learnctl translate TEXT` with Debian's Apertium and FreeDict packages.
struct TranslateTextTests {
    /// A signed-in runner in a time zone that suggests nothing (UTC).
    func runner() throws -> LearnctlRunner {
        let cli = try LearnctlRunner.signedIn()
        cli.environment["TZ"] = "UTC"
        return cli
    }

    @Test func aKnownSentenceTranslatesAndIsKept() throws {
        let cli = try runner()
        #expect(try cli.translateOutput(["The cat is sleeping on the sofa."]) == "El gato está durmiendo en el sofá.\n")
        let history = try cli.translationHistory()
        #expect(history.count == 1)
        #expect(history.first?["kind"] as? String == "sentence")
        #expect(history.first?["text"] as? String == "The cat is sleeping on the sofa.")
        #expect(history.first?["translation"] as? String == "El gato está durmiendo en el sofá.")
        #expect(history.first?["from"] as? String == "en")
        #expect(history.first?["to"] as? String == "es")
    }

    @Test func aKnownWordShowsTheDictionarysEntries() throws {
        let cli = try runner()
        #expect(try cli.translateOutput(["--from", "es", "--to", "en", "perro"]) == "perro /ˈpero/\n  dog\n")
        let json = try cli.translateJSON(["run"])
        #expect(json["kind"] as? String == "word")
        let entries = try #require(json["entries"] as? [[String: Any]])
        let senses = try #require(entries.first?["senses"] as? [[String: Any]])
        #expect(senses.map { $0["translations"] as? [String] ?? [] } == [["atropellar"], ["arranque"], ["funcionar"], ["correr"]])
        #expect(entries.first?["pronunciations"] as? [String] == ["ˈɹʌn"], "espeak-ng's, not the dictionary's rʌn")
        let maison = try cli.translateOutput(["--from", "fr", "--to", "en", "Maison"])
        #expect(maison == "maison /mɛˈzɔ̃/ (n, fem)\n  house\n")
    }

    @Test func unknownWordsLoseTheirMarkAndAreListed() throws {
        let cli = try runner()
        #expect(try cli.translateOutput(["The xylophonist sings"]) == "El xylophonist canta\nNot translated: xylophonist\n")
        let json = try cli.translateJSON(["The xylophonist sings"])
        #expect(json["translation"] as? String == "El xylophonist canta")
        #expect(json["marked"] as? String == "El *xylophonist canta")
        #expect(json["untranslated"] as? [String] == ["xylophonist"])
    }

    @Test func swapTurnsThePairAround() throws {
        let cli = try runner()
        #expect(try cli.translateOutput(["--from", "en", "--to", "es", "--swap", "Tengo un perro grande."]) == "Have a big dog.\n")
        let json = try cli.translateJSON(["--swap", "casa"])
        #expect(json["from"] as? String == "es")
        #expect(json["to"] as? String == "en")
        #expect(json["translation"] as? String == "house")
    }

    @Test func theTextCanComeFromStandardInput() throws {
        let cli = try runner()
        #expect(try cli.translateOutput(["--from", "fr", "--to", "es"], stdin: "Je suis content.\n") == "Soy contento.\n")
    }

    @Test func aMissingPairNamesThePackageAndKeepsNothing() throws {
        let cli = try runner()
        let catalan = try cli.translate(["--to", "ca", "Good morning, how are you?"])
        #expect(catalan.status == 1)
        #expect(catalan.stderr.contains("No English → Catalan translation is installed: install apertium-eng-cat (sudo apt install apertium-eng-cat)."),
                "\(catalan.stderr)")
        #expect(catalan.stdout.isEmpty)

        // Apertium's folder holding only the English–Spanish modes: French → Spanish is missing.
        let folder = cli.home.appendingPathComponent("apertium")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("modes"), withIntermediateDirectories: true)
        for mode in ["eng-spa", "spa-eng"] {
            try FileManager.default.copyItem(atPath: "/usr/share/apertium/modes/\(mode).mode", toPath: folder.appendingPathComponent("modes/\(mode).mode").path)
        }
        cli.environment["APERTIUM_DATADIR"] = folder.path
        let french = try cli.translate(["--from", "fr", "--to", "es", "Je suis content."])
        #expect(french.status == 1)
        #expect(french.stderr.contains("French → Spanish sentences need Apertium's pair: install apertium-fr-es"), "\(french.stderr)")
        #expect(try cli.translateOutput(["Good morning!"]) == "Buenos días!\n")

        let english = try cli.translate(["--to", "fr", "Where is the station?"])
        #expect(english.status == 1)
        #expect(english.stderr.contains("Debian has no Apertium pair for English → French sentences"), "\(english.stderr)")
        #expect(try cli.translationHistory().count == 1, "only the successful translation is kept")
    }

    @Test func withoutApertiumTheErrorSaysWhatToInstall() throws {
        let cli = try runner()
        cli.environment["PATH"] = cli.home.path
        let result = try cli.translate(["The cat is sleeping."])
        #expect(result.status == 1)
        #expect(result.stderr.contains("Apertium is not installed, so English → Spanish sentences cannot be translated: install apertium and apertium-eng-spa"),
                "\(result.stderr)")
        #expect(try cli.translationHistory().isEmpty)
    }

    @Test func emptyAndOverlongTextsAreUsageErrors() throws {
        let cli = try runner()
        let empty = try cli.translate(["   "])
        #expect(empty.status == LearnctlRunner.usageErrorStatus)
        #expect(empty.stderr.contains("Nothing to translate"), "\(empty.stderr)")
        let long = try cli.translate([String(repeating: "word ", count: 1_001)])
        #expect(long.status == LearnctlRunner.usageErrorStatus)
        #expect(long.stderr.contains("at most 5000 characters"), "\(long.stderr)")
        #expect(try cli.translationHistory().isEmpty)
    }

    @Test func controlCharactersDoNotReachTheTerminal() throws {
        let cli = try runner()
        let output = try cli.translateOutput(["Hello \u{1B}[31mworld\u{07}"])
        #expect(!output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(output.debugDescription)")
        #expect(output.contains("Hola"))
    }

    @Test func signedOutATranslationWorksAndIsNotKept() throws {
        let cli = try LearnctlRunner()
        cli.environment["TZ"] = "UTC"
        #expect(try cli.translateOutput(["house"]).hasPrefix("house /ˈhaʊs/\n  casa\n"))
        #expect(try cli.translateJSON(["house"])["id"] is NSNull)
    }

    @Test func theTimeZoneSuggestsTheTargetUntilOneIsChosen() throws {
        let cli = try runner()
        cli.environment["TZ"] = "Europe/Paris"
        let suggested = try cli.succeed(["translate", "good morning"])
        #expect(suggested.stdout.contains("bonjour"), "\(suggested.stdout)")
        #expect(suggested.stderr.contains("Translating into French, suggested by your time zone (Europe/Paris)"), "\(suggested.stderr)")
        let json = try cli.translateJSON(["good morning"])
        #expect((json["suggested"] as? [String: Any])?["zone"] as? String == "Europe/Paris")

        try cli.translateOutput(["settings", "--to", "es"])
        try cli.translateOutput(["settings", "--say", "off"])
        #expect(try cli.translateJSON(["settings"])["to"] as? String == "es", "changing another setting keeps the target")
        let chosen = try cli.succeed(["translate", "good morning"])
        #expect(chosen.stderr.isEmpty, "\(chosen.stderr)")
        #expect(try cli.translateJSON(["house"])["to"] as? String == "es")

        try cli.translateOutput(["settings", "--to", "none", "--suggest", "off"])
        #expect(try cli.translateJSON(["house"])["to"] as? String == "es", "without a suggestion, Spanish")
        cli.environment["TZ"] = "America/Mexico_City"
        try cli.translateOutput(["settings", "--suggest", "on"])
        #expect(try cli.translateJSON(["--from", "fr", "maison"])["to"] as? String == "es")
    }

    @Test func packsListsInstalledAndMissingPairs() throws {
        let cli = try runner()
        let text = try cli.translateOutput(["packs"])
        #expect(text.contains("English → Spanish  installed"), "\(text)")
        #expect(text.contains("English → French   no Debian package"), "\(text)")
        let json = try cli.translateJSON(["packs"])
        let pairs = try #require(json["pairs"] as? [[String: Any]])
        let englishFrench = try #require(pairs.first { $0["pair"] as? String == "en-fr" })
        #expect((englishFrench["sentences"] as? [String: Any])?["package"] is NSNull)
        #expect((englishFrench["words"] as? [String: Any])?["installed"] as? Bool == true)
        #expect(json["apertium"] as? Bool == true)

        cli.environment["LEARNCTL_DICT_DIR"] = cli.home.path
        let missing = try cli.translateOutput(["packs"])
        #expect(missing.contains("missing: dict-freedict-eng-spa"), "\(missing)")
        #expect(missing.contains("To add the missing pairs: sudo apt install dict-freedict-eng-spa"), "\(missing)")
    }
}
