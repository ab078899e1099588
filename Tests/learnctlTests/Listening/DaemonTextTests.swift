import Foundation
import Testing
import TestSupport

/// Text that reaches learnctl from outside (a file's tags, a server's reason phrase, a stream
/// title) never reaches the terminal with its control characters; `--json` keeps it exact.
@Suite struct DaemonTextTests {
    static let title = "Evil \u{1B}]0;pwned\u{07} Song\u{202E}"
    static let level = "B1\u{9B}2J"
    static let error = "Cannot play: 404 Not\u{1B}[2JFound\tnow\nhere\u{7F}"
    static let refusal = "Refused \u{1B}]0;pwned\u{07}\u{1B}[2Jfor you"

    static func json(_ object: Any) -> String {
        String(decoding: try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
    }

    static let track = json([
        "id": "user-evil", "title": title, "level": level, "duration": 61.0, "source": "file", "bundled": false,
    ] as [String: Any])

    static func status(_ state: String) -> String {
        json([
            "state": state, "position": 12.0, "duration": 61.0, "error": error,
            "track": try! JSONSerialization.jsonObject(with: Data(track.utf8)),
        ] as [String: Any])
    }

    static func fake(state: String = "paused", refusal: String? = nil) throws -> (FakeListend, LearnctlRunner) {
        let fake = try FakeListend(FakeListend.Replies(status: status(state), tracks: [track], refusal: refusal))
        let cli = try LearnctlRunner()
        cli.environment["LISTEND_SOCKET"] = fake.socketPath
        return (fake, cli)
    }

    /// The control characters (and bidi overrides) in `text`, other than line ends.
    static func controls(in text: String) -> [String] {
        text.unicodeScalars.filter { scalar in
            let value = scalar.value
            return (value < 0x20 && value != 0x0A) || (0x7F...0x9F).contains(value)
                || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
        }.map { String(format: "U+%04X", $0.value) }
    }

    @Test func statusListAndLibraryShowTitlesWithoutControls() throws {
        let (fake, cli) = try Self.fake()
        defer { _ = fake }
        for arguments in [["status"], ["status", "--format", "{title}|{level}"], ["list"], ["library", "list"]] {
            let result = try cli.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            #expect(Self.controls(in: result.stdout).isEmpty, "\(arguments): \(result.stdout.debugDescription)")
            #expect(result.stdout.contains("Evil ]0;pwned Song"), "\(arguments): \(result.stdout.debugDescription)")
        }
        let block = try cli.run(["status"]).stdout
        #expect(block.contains("Error:    Cannot play: 404 Not[2JFound now here\n"), "one line, tab and newline as spaces: \(block.debugDescription)")

        let waybar = try cli.json(["status", "--waybar"])
        for key in ["text", "tooltip"] {
            let text = try #require(waybar[key] as? String)
            #expect(Self.controls(in: text).isEmpty, "\(key): \(text.debugDescription)")
        }
    }

    @Test func jsonKeepsTheTextExactAndEscaped() throws {
        let (fake, cli) = try Self.fake()
        defer { _ = fake }
        let result = try cli.run(["status", "--json"])
        #expect(result.status == 0)
        #expect(!result.stdout.utf8.contains(0x1B) && !result.stdout.utf8.contains(0x07), "JSON escapes controls: \(result.stdout.debugDescription)")
        let status = try cli.status()
        #expect((status["track"] as? [String: Any])?["title"] as? String == Self.title)
        #expect(status["error"] as? String == Self.error)
        let list = try cli.json(["list", "--json"])
        #expect(((list["tracks"] as? [[String: Any]])?.first?["title"] as? String) == Self.title)
    }

    @Test func watchLinesCarryNoControls() throws {
        let (fake, cli) = try Self.fake(state: "error")
        defer { _ = fake }
        for arguments in [["watch"], ["watch", "--format", "{title}"], ["watch", "--json"]] {
            let watch = try cli.launch(arguments)
            let deadline = Date().addingTimeInterval(10)
            var output = ""
            while Date() < deadline {
                output = (try? String(contentsOf: watch.outputURL, encoding: .utf8)) ?? ""
                if output.split(separator: "\n").count >= (arguments == ["watch"] ? 2 : 1) { break }
                usleep(50_000)
            }
            kill(watch.process.processIdentifier, SIGKILL)
            watch.process.waitUntilExit()
            #expect(!output.isEmpty, "\(arguments)")
            if arguments.contains("--json") {
                // The daemon's event lines as they are: JSON escapes the C0 controls, and the text stays exact.
                #expect(!output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(output.debugDescription)")
                let event = try JSONSerialization.jsonObject(with: Data(output.split(separator: "\n")[0].utf8)) as? [String: Any]
                #expect(event?["error"] as? String == Self.error)
            } else {
                #expect(Self.controls(in: output).isEmpty, "\(arguments): \(output.debugDescription)")
            }
        }
    }

    @Test func errorsAndRefusalsOnStandardErrorCarryNoControls() throws {
        let (failing, cli) = try Self.fake(state: "error")
        defer { _ = failing }
        let play = try cli.run(["play", "Evil"])
        #expect(play.status == 1)
        #expect(play.stderr.contains("404 Not[2JFound"), "\(play.stderr.debugDescription)")
        #expect(Self.controls(in: play.stderr).isEmpty, "\(play.stderr.debugDescription)")

        let (refusing, refused) = try Self.fake(refusal: Self.refusal)
        defer { _ = refusing }
        let remove = try refused.run(["library", "remove", "Evil"])
        #expect(remove.status == 1)
        #expect(remove.stderr.contains("Refused ]0;pwned[2Jfor you"), "\(remove.stderr.debugDescription)")
        #expect(Self.controls(in: remove.stderr).isEmpty, "\(remove.stderr.debugDescription)")
    }

    @Test func thePlayerScreenShowsNoEscapesFromTheDaemon() throws {
        let (fake, cli) = try Self.fake(state: "error", refusal: Self.refusal)
        defer { _ = fake }
        let terminal = try PseudoTerminal()
        let process = try cli.makeProcess(["player"])
        try terminal.run(process)
        try terminal.waitFor("Listening Practice")
        try terminal.waitFor("Evil ]0;pwned Song")
        terminal.type("\r")
        try terminal.waitFor("Refused ]0;pwned[2Jfor you")
        terminal.type("q")
        try waitForExit(of: process, timeout: 10)
        terminal.drain()
        #expect(!terminal.screen.contains("\u{1B}]0;"), "no title-setting sequence")
        #expect(!terminal.screen.contains("\u{07}"))
        #expect(!terminal.screen.contains("Not\u{1B}[2J") && !terminal.screen.contains("]0;pwned\u{1B}[2J"), "no screen clearing from the daemon")
        #expect(!terminal.screen.unicodeScalars.contains { (0x80...0x9F).contains($0.value) || $0.value == 0x202E })
    }
}
