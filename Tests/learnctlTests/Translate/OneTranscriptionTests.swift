import Foundation
import Testing

/// A word has one IPA transcription wherever it shows: the dictionary entry, its --json and
/// the card made of it, all espeak-ng's with the stress marks at the syllables' starts.
struct OneTranscriptionTests {
    func runner() throws -> LearnctlRunner {
        let cli = try LearnctlRunner.signedIn()
        cli.environment["TZ"] = "UTC"
        return cli
    }

    @Test func theDictionaryEntryAndTheCardShowTheSameTranscription() throws {
        let cli = try runner()
        let output = try cli.translateOutput(["window", "--card"])
        #expect(output.hasPrefix("window /ˈwɪndəʊ/\n"), "\(output)")
        #expect(output.hasSuffix("Added card 1 to Translations: window /ˈwɪndəʊ/ — ventana\n"), "\(output)")
        #expect(!output.contains("windou") && !output.contains("wˈɪ"), "\(output)")

        let json = try cli.translateJSON(["expensive", "--card"])
        let entries = try #require(json["entries"] as? [[String: Any]])
        #expect(entries.allSatisfy { $0["pronunciations"] as? [String] == ["ɛkˈspɛnsɪv"] }, "\(entries)")
        let card = try #require(json["card"] as? [String: Any])
        #expect(card["transcription"] as? String == "/ɛkˈspɛnsɪv/")
        let cards = try jsonArray(try cli.succeed(["cards", "list", "--json"]).stdout)
        #expect(Set(cards.compactMap { $0["transcription"] as? String }) == ["/ˈwɪndəʊ/", "/ɛkˈspɛnsɪv/"])
    }
}
