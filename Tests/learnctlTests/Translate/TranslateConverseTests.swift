import Foundation
import Testing

/// `translate converse` through a pseudo-terminal: two speakers, Tab between them, each
/// utterance translated and read aloud, Ctrl-K for a card, and the conversation kept as one entry.
struct TranslateConverseTests {
    @Test func twoUtterancesAreTranslatedSpokenAndKept() throws {
        let (fake, cli) = try TranscriptFixture.fake()
        try cli.startSignedUp()
        cli.environment["TZ"] = "UTC"
        let terminal = try PseudoTerminal()
        let process = try cli.makeProcess(["translate", "converse", "--pair", "en-es"])
        try terminal.run(process)
        var frame = try terminal.waitForFrame(containing: "A (en)> ")
        #expect(frame.contains("A · English"), "\(frame)")
        #expect(frame.contains("B · Spanish"))
        #expect(!terminal.echoes)

        terminal.type("The cat is sleeping on the sofa.\r")
        frame = try terminal.waitForFrame(containing: "→ El gato está durmiendo en el")
        let said = try fake.waitForRequests("say")
        #expect(said.first?["text"] as? String == "El gato está durmiendo en el sofá.")
        #expect(said.first?["voice"] as? String == "es")

        terminal.type("\t")
        try terminal.waitForFrame(containing: "B (es)> ")
        terminal.type("Tengo un perro grande.\r")
        frame = try terminal.waitForFrame(containing: "→ Have a big dog.")
        // B's utterance is in the right-hand column.
        let row = try #require(frame.split(separator: "\n").first { $0.contains("Tengo un perro grande.") })
        #expect(row.contains("│ Tengo un perro grande."), "\(row)")
        let spoken = try fake.waitForRequests("say", count: 2)
        #expect(spoken.last?["voice"] as? String == "en")

        terminal.type("\u{0B}")
        frame = try terminal.waitForFrame(containing: "Added card 1 to Translations: Tengo un perro grande.")
        terminal.type("\u{1B}")
        try terminal.waitFor("Kept the conversation (2 utterances) as #1 in your history.")
        try waitForExit(of: process, timeout: 30)
        #expect(process.terminationStatus == 0)

        let entry = try #require(try cli.translationHistory().first)
        #expect(entry["kind"] as? String == "conversation")
        let whole = try jsonArray(try cli.translateOutput(["history", "1", "--json"]))
        let turns = try #require(whole.first?["turns"] as? [[String: Any]])
        #expect(turns.map { $0["side"] as? String } == ["a", "b"])
        #expect(turns.map { $0["language"] as? String } == ["en", "es"])
        #expect(turns.map { $0["translation"] as? String } == ["El gato está durmiendo en el sofá.", "Have a big dog."])
        let cards = try jsonArray(try cli.succeed(["cards", "list", "--json"]).stdout)
        #expect(cards.first?["translation"] as? String == "Have a big dog.")
        #expect((cards.first?["transcription"] as? String)?.hasPrefix("/ˈtɛŋɡo") == true, "\(cards.first?["transcription"] ?? "")")
    }

    @Test func withoutListendTheConversationGoesOnSilentlyAndALineQLeaves() throws {
        let cli = try LearnctlRunner.signedIn()
        cli.environment["LISTEND_SOCKET"] = cli.home.appendingPathComponent("none.sock").path
        try cli.translateOutput(["settings", "--from", "es", "--to", "en"])
        let terminal = try PseudoTerminal()
        let process = try cli.makeProcess(["translate", "converse"])
        try terminal.run(process)
        try terminal.waitForFrame(containing: "A (es)> ")
        terminal.type("Tengo un perro grande.\r")
        let frame = try terminal.waitForFrame(containing: "→ Have a big dog.")
        #expect(frame.contains("Not read aloud"), "\(frame)")
        terminal.type("q\r")
        try terminal.waitFor("Kept the conversation (1 utterance)")
        try waitForExit(of: process, timeout: 30)
        #expect(process.terminationStatus == 0)
    }

    @Test func leavingBeforeAnythingIsSaidKeepsNothing() throws {
        let cli = try LearnctlRunner.signedIn()
        cli.environment["TZ"] = "UTC"
        let terminal = try PseudoTerminal()
        let process = try cli.makeProcess(["translate", "converse", "--no-say"])
        try terminal.run(process)
        try terminal.waitForFrame(containing: "A (en)> ")
        terminal.type("\u{03}")
        try terminal.waitFor("Nothing was said, so nothing was kept.")
        try waitForExit(of: process, timeout: 30)
        #expect(try cli.translationHistory().isEmpty)
    }

    @Test func withoutATerminalConversationModeSaysSo() throws {
        let cli = try LearnctlRunner.signedIn()
        let result = try cli.translate(["converse"])
        #expect(result.status == LearnctlRunner.usageErrorStatus)
        #expect(result.stderr.contains("Conversation mode needs a terminal"), "\(result.stderr)")
    }
}
