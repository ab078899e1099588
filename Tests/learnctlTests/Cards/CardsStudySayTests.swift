import Foundation
import Testing
import TestSupport

/// `cards study` reads words aloud through listend: `s` (or `say`) for the card on screen, and
/// every card with `--say`; without the daemon the study goes on.
@Suite struct CardsStudySayTests {
    /// The texts a subscribed connection hears spoken, until `count` utterances started.
    private func spokenTexts(on client: ProtocolClient, count: Int) throws -> [String] {
        var texts: [String] = []
        while texts.count < count, let event = try client.waitForEvent("speaking", timeout: 5) {
            guard let speech = event["speech"] as? [String: Any], speech["speaking"] as? Bool == true else { continue }
            texts.append(speech["text"] as? String ?? "")
        }
        return texts
    }

    @Test func sayEachSpeaksEveryWordAsItsCardIsShown() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let cli = try LearnctlRunner.signedIn()
        cli.environment["LISTEND_SOCKET"] = daemon.socketPath
        _ = try cli.addGroup("Travel", words: [("passport", "el pasaporte"), ("luggage", "el equipaje")])
        let watcher = try daemon.connect()
        _ = try watcher.request("subscribe 3600000")
        let result = try cli.run(["cards", "study", "Travel", "--say", "--voice", "en-us", "--json"], stdin: "know\nsay\nknow\n")
        #expect(result.status == 0, "\(result.stderr)")
        let lines = try result.stdout.split(separator: "\n").map { try jsonObject(String($0)) }
        let says = lines.filter { $0["type"] as? String == "say" }.compactMap { $0["message"] as? String }
        #expect(says == ["Speaking \"passport\"…", "Speaking \"luggage\"…", "Speaking \"luggage\"…"])
        // The second "luggage" replaces the first: the order of starts is the order asked for.
        let heard = try spokenTexts(on: watcher, count: 3)
        #expect(heard.first == "passport")
        #expect(heard.last == "luggage")
    }

    @Test func theSKeySpeaksTheWordOnATerminal() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let cli = try LearnctlRunner.signedIn()
        cli.environment["LISTEND_SOCKET"] = daemon.socketPath
        _ = try cli.addGroup("Travel", words: [("passport", "el pasaporte")])
        let watcher = try daemon.connect()
        _ = try watcher.request("subscribe 3600000")
        let terminal = try PseudoTerminal()
        let process = try cli.makeProcess(["cards", "study", "Travel"], now: learnctlNow())
        try terminal.run(process)
        try terminal.waitFor("passport")
        terminal.type(" ")
        try terminal.waitFor("el pasaporte")
        terminal.type("s")
        try terminal.waitFor("Speaking \"passport\"…")
        #expect(try spokenTexts(on: watcher, count: 1) == ["passport"])
        terminal.type("k")
        try waitForExit(of: process, timeout: 60)
        #expect(process.terminationStatus == 0)
    }

    @Test func withoutTheDaemonTheStudyGoesOn() throws {
        let cli = try LearnctlRunner.signedIn()
        cli.environment["LISTEND_SOCKET"] = "\(cli.home.path)/nothing.sock"
        _ = try cli.addGroup("Travel", words: [("passport", "el pasaporte")])
        let result = try cli.run(["cards", "study", "Travel", "--say"], stdin: "know\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Cannot connect to listend at \(cli.home.path)/nothing.sock"), "\(result.stdout)")
        #expect(result.stdout.contains("Known: 1"), "\(result.stdout)")
    }
}
