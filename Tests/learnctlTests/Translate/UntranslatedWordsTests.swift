import Foundation
import Testing

/// Apertium's marks never reach the learner: the sentence is shown clean, and the words it
/// could not translate (`*word`, `@word`) and those it could not inflect (`#word`) are listed
/// apart — the same in `translate`, its --json and the conversation screen.
struct UntranslatedWordsTests {
    static let sentence = "The xylophonist is at the train station."

    func runner() throws -> LearnctlRunner {
        let cli = try LearnctlRunner.signedIn()
        cli.environment["TZ"] = "UTC"
        return cli
    }

    @Test func theTextIsCleanAndTheWordsAreListedApart() throws {
        let cli = try runner()
        let output = try cli.translateOutput([Self.sentence])
        #expect(output == "El xylophonist es en la canal de tren.\nNot translated: xylophonist\nNot inflected: canal\n", "\(output)")
        let json = try cli.translateJSON([Self.sentence])
        #expect(json["translation"] as? String == "El xylophonist es en la canal de tren.")
        #expect(json["untranslated"] as? [String] == ["xylophonist"])
        #expect(json["not_inflected"] as? [String] == ["canal"])
        #expect(json["marked"] as? String == "El *xylophonist es en la #canal de tren.")
        #expect(try cli.translationHistory().first?["translation"] as? String == "El xylophonist es en la canal de tren.")
    }

    @Test func theConversationScreenListsTheSameWords() throws {
        let cli = try runner()
        let terminal = try PseudoTerminal()
        let process = try cli.makeProcess(["translate", "converse", "--pair", "en-es", "--no-say"])
        try terminal.run(process)
        try terminal.waitForFrame(containing: "A (en)> ")
        terminal.type(Self.sentence + "\r")
        let frame = try terminal.waitForFrame(containing: "Not inflected: canal")
        #expect(frame.contains("Not translated: xylophonist"), "\(frame)")
        #expect(!frame.contains("#") && !frame.contains("*xylophonist"), "\(frame)")
        terminal.type("\u{1B}")
        try waitForExit(of: process, timeout: 30)
        let whole = try jsonArray(try cli.translateOutput(["history", "1", "--json"]))
        let turns = try #require(whole.first?["turns"] as? [[String: Any]])
        #expect(turns.first?["translation"] as? String == "El xylophonist es en la canal de tren.")
    }
}
