import Foundation
import Testing

/// The progress bar appears only on a terminal.
struct CardsImportProgressTests {
    @Test func aLargeImportShowsAProgressBarOnATerminal() throws {
        let cli = try LearnctlRunner.signedIn()
        let file = cli.root.appendingPathComponent("large.txt")
        try (0..<5000).map { "word\($0)\tpalabra \($0)\t\tLarge\n" }.joined().write(to: file, atomically: true, encoding: .utf8)
        let terminal = try PseudoTerminal()
        let process = try cli.makeProcess(["cards", "import", file.path])
        try terminal.run(process)
        try waitForExit(of: process, timeout: 60)
        terminal.drain()

        #expect(process.terminationStatus == 0)
        try terminal.waitFor("Importing [------------------------------] 0% (0/5000)")
        try terminal.waitFor("Importing [##############################] 100% (5000/5000)")
        try terminal.waitFor("Imported 5000 cards into Large (5000).")
    }

    @Test func withoutATerminalThereIsNoProgressBar() throws {
        let cli = try LearnctlRunner.signedIn()
        let file = cli.root.appendingPathComponent("large.txt")
        try (0..<5000).map { "word\($0)\tpalabra \($0)\t\tLarge\n" }.joined().write(to: file, atomically: true, encoding: .utf8)
        let result = try cli.cards(["import", file.path])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout == "Imported 5000 cards into Large (5000).\nCreated the group \"Large\".\n")
    }
}
