import Foundation
import Testing

/// `learnctl articles read` on a pseudo-terminal (24 × 80: 22 rows of text): a word looked up
/// in FreeDict with its IPA, a word marked known and one made a card (and what `articles known`,
/// `articles analyse` and `cards list` then say), pages turned, the place kept and found again,
/// the end counted as reading, and reading aloud without listend.
struct ArticlesReadTerminalTests {
    /// A bundled A1 article that fits on one screen.
    static let market = "saturday-at-the-market"
    /// A bundled C1 article of three screens.
    static let untranslatable = "the-myth-of-the-untranslatable-word"

    /// `articles read id` started on a new terminal.
    private func open(_ id: String, with cli: LearnctlRunner) throws -> (PseudoTerminal, Process) {
        let terminal = try PseudoTerminal()
        let process = try cli.makeProcess(["articles", "read", id])
        try terminal.run(process)
        return (terminal, process)
    }

    /// The lines of `frame` (from the cursor sent home: the first frame comes after the screen's
    /// clearing), without the clearing to the end of each.
    private func lines(of frame: String) -> [String] {
        let drawn = frame.components(separatedBy: "\u{1B}[H").last ?? frame
        // The terminal sends each line end as CR LF: one Character, a newline.
        return drawn.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map {
            $0.replacingOccurrences(of: "\u{1B}[K", with: "")
        }
    }

    /// `text` without its SGR attributes.
    private func plain(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    }

    @Test func aWordLookedUpMarkedKnownAndMadeACardThenTheEndCounts() throws {
        let cli = try LearnctlRunner.signedInForArticles()
        let (terminal, process) = try open(Self.market, with: cli)
        var frame = try terminal.waitForFrame(containing: "Saturday at the Market")
        #expect(!terminal.echoes)
        let rows = lines(of: frame)
        #expect(rows.count == 24, "\(rows)")
        #expect(rows[0] == "  \u{1B}[1mSaturday at the Market\u{1B}[0m")
        #expect(rows[2] == "  Every Saturday morning, I go to the market with my father. The market is in")
        #expect(rows[3] == "  the \u{1B}[4mcentre\u{1B}[0m of our town. It opens at 7 \u{1B}[4mo'clock\u{1B}[0m. We like to go early.")
        #expect(rows[22].hasPrefix("\u{1B}[7m Saturday at the Market ") && rows[22].hasSuffix(" page 1/1 · 100% \u{1B}[0m"), "\(rows[22])")
        #expect(rows[23] == "Space/b: page · /: look up · k: known · c: card · s: read aloud · q: quit")

        // `/` offers the first new word on the screen; Enter looks it up: FreeDict's sense and espeak-ng's IPA.
        terminal.type("/")
        try terminal.waitForFrame(containing: "Look up [centre]: ▏")
        terminal.type("\r")
        frame = try terminal.waitForFrame(containing: "centre /ˈsɛntə/")
        #expect(lines(of: frame)[21] == "    centro", "\(lines(of: frame))")
        // The entry stays until the next key.
        terminal.type("k")
        frame = try terminal.waitForFrame(containing: "Mark known [centre]: ▏")
        #expect(!frame.contains("centro"))
        terminal.type("\r")
        frame = try terminal.waitForFrame(containing: "Marked known: centre. It is no longer underlined.")
        #expect(lines(of: frame)[3] == "  the centre of our town. It opens at 7 \u{1B}[4mo'clock\u{1B}[0m. We like to go early.")
        #expect(try cli.json(["articles", "known", "--json"])["articles"] as? Int == 1)
        let analysis = try cli.json(["articles", "analyse", Self.market, "--json"])
        let unknown = (analysis["unknown_words"] as? [[String: Any]] ?? []).compactMap { $0["lemma"] as? String }
        #expect(unknown.count == 17 && !unknown.contains("centre") && unknown.contains("bread"), "\(unknown)")

        // `c` with a word typed (Backspace edits it) makes a card in Reading with its translation and IPA.
        terminal.type("c")
        try terminal.waitForFrame(containing: "Make a card of [o'clock]: ▏")
        terminal.type("breaf\u{7F}d\r")
        frame = try terminal.waitForFrame(containing: "Card made in Reading: bread — pan")
        #expect(lines(of: frame)[15].hasPrefix("  Our last stop is the bread table. The bread is still \u{1B}[4mwarm\u{1B}[0m"), "\(lines(of: frame))")
        let cards = try #require(try JSONSerialization.jsonObject(with: Data(try cli.succeed(["cards", "list", "--json"]).stdout.utf8)) as? [[String: Any]])
        #expect(cards.count == 1)
        #expect(cards.first?["word"] as? String == "bread" && cards.first?["group"] as? String == "Reading")
        #expect(cards.first?["translation"] as? String == "pan" && cards.first?["transcription"] as? String == "/ˈbɹɛd/")
        terminal.type("c")
        try terminal.waitForFrame(containing: "Make a card of [o'clock]: ▏")
        terminal.type("bread\r")
        try terminal.waitForFrame(containing: "“bread” is already a card.")

        // The whole article is on the screen: the first key forward reads it to the end.
        terminal.type(" ")
        try terminal.waitForFrame(containing: "Read to the end: counted for today.")
        terminal.type("q")
        try waitForExit(of: process, timeout: 10)
        terminal.drain()
        #expect(process.terminationStatus == 0)
        #expect(terminal.echoes)
        try terminal.waitFor("Your place in “Saturday at the Market” is kept (100% read).")
        let entry = try #require(try cli.articleEntries().first { $0["id"] as? String == Self.market })
        #expect(entry["read"] as? Bool == true && entry["opened"] as? Bool == true)
    }

    @Test func pagesTurnThePlaceIsKeptAndFoundAgainAndTheEndCountsAsRead() throws {
        let cli = try LearnctlRunner.signedInForArticles()
        let (terminal, process) = try open(Self.untranslatable, with: cli)
        try terminal.waitForFrame(containing: "page 1/3 · ")
        terminal.type(" ")
        var frame = try terminal.waitForFrame(containing: "page 2/3 · ")
        #expect(!frame.contains("Read to the end"))
        // Without listend, `s` says so on the bottom line and reading goes on.
        terminal.type("s")
        frame = try terminal.waitForFrame(containing: "Reading aloud needs listend, which is not running")
        #expect(frame.contains("page 2/3 · "), "the page stays")
        terminal.type("q")
        try waitForExit(of: process, timeout: 10)
        #expect(process.terminationStatus == 0)

        let kept = try cli.json(["articles", "read", Self.untranslatable, "--json"])
        let position = try #require(kept["position"] as? Int)
        let blocks = try #require(kept["blocks"] as? [[String: Any]])
        #expect(position > 0 && position < blocks.count - 1, "\(position)")
        #expect(kept["read"] as? Bool == false)

        // Opened again, the block kept is at the top.
        let (again, reopened) = try open(Self.untranslatable, with: cli)
        frame = try again.waitForFrame(containing: "The Myth of the Untranslatable Word")
        let text = try #require(blocks[position]["text"] as? String)
        let firstWords = text.split(separator: " ").prefix(3).joined(separator: " ")
        #expect(plain(lines(of: frame)[0]).hasPrefix("  " + firstWords), "\(lines(of: frame)[0]) should start “\(firstWords)”")
        // G goes to the end, which counts the article as read.
        again.type("G")
        frame = try again.waitForFrame(containing: "Read to the end: counted for today.")
        #expect(frame.contains("page 3/3 · 100% "))
        again.type("\u{03}")
        try waitForExit(of: reopened, timeout: 10)
        #expect(reopened.terminationStatus == 0)
        #expect(try cli.json(["articles", "read", Self.untranslatable, "--json"])["read"] as? Bool == true)
        let entry = try #require(try cli.articleEntries().first { $0["id"] as? String == Self.untranslatable })
        #expect(entry["read"] as? Bool == true)
    }
}
