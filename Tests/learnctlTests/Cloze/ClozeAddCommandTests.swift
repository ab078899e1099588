import Foundation
import Testing

/// `cloze add`, one entry or a file, and `edit`, `delete` and `export`.
struct ClozeAddCommandTests {
    @Test func anEntryIsAddedToTheDefaultListOrTheOneNamed() throws {
        let cli = try LearnctlRunner.signedIn()
        #expect(try cli.clozeOutput(["add", "  meet ;  Nice to meet you  "])
            == "Added entry 1 to “My words”: Nice to ______ you — meet\n")
        try cli.clozeOutput(["list", "add", "Travel"])
        let json = try cli.clozeJSON(["add", "ticket;I lost my ticket", "--list", "travel", "--json"])
        #expect(json["list"] as? String == "Travel")
        #expect(json["blanked"] as? String == "I lost my ______")
        #expect(json["errors"] as? Int == 0)
        #expect(try cli.clozeLines() == ["meet; Nice to meet you"])
        #expect(try cli.clozeLines("Travel") == ["ticket; I lost my ticket"])
    }

    @Test(arguments: [
        ("meet Nice to meet you", "Format error, each entry must include a `;`."),
        ("; Nice to meet you", "Both word and sentence cannot be empty."),
        ("meet;   ", "Both word and sentence cannot be empty."),
        ("greet; Nice to meet you", "The sentence must include the word."),
        ("meet; We met at the meeting", "The sentence must include the word."),
    ])
    func aBadEntryGetsItsMessageAndNothingIsAdded(entry: String, message: String) throws {
        let cli = try LearnctlRunner.signedIn()
        let result = try cli.cloze(["add", entry])
        #expect(result.status == 1)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(try cli.clozeEntries().isEmpty)
    }

    @Test func theSameWordAndSentenceAreRefusedInTheSameList() throws {
        let cli = try LearnctlRunner.signedIn()
        try cli.clozeOutput(["add", "meet; Nice to meet you"])
        let result = try cli.cloze(["add", "Meet;nice to meet you"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("“meet; Nice to meet you” is already in the list “My words”."), "\(result.stderr)")
        try cli.clozeOutput(["list", "add", "Travel"])
        try cli.clozeOutput(["add", "meet; Nice to meet you", "--list", "Travel"])
        #expect(try cli.clozeEntries().count == 1)
    }

    @Test func aFileWithBadLinesReportsEachByNumberAndChangesNothing() throws {
        let cli = try LearnctlRunner.signedIn()
        try cli.addCloze(["meet; Nice to meet you"])
        let file = cli.home.appendingPathComponent("words.txt")
        try "ticket;I lost my ticket\nno semicolon\n\nrun;Run fast\n;\ngreet; Hello there\n".write(to: file, atomically: true, encoding: .utf8)

        let result = try cli.cloze(["add", "--file", file.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("3 lines are not entries, so nothing was added:"), "\(result.stderr)")
        #expect(result.stderr.contains("line 2: Format error, each entry must include a `;`."))
        #expect(result.stderr.contains("line 5: Both word and sentence cannot be empty."))
        #expect(result.stderr.contains("line 6: The sentence must include the word."))
        #expect(result.stderr.contains("add --skip-invalid to add the 2 valid entries."))
        #expect(try cli.clozeLines() == ["meet; Nice to meet you"])

        let skipped = try cli.clozeOutput(["add", "--file", file.path, "--skip-invalid"])
        #expect(skipped.contains("Added 2 entries to “My words”."), "\(skipped)")
        #expect(skipped.contains("Left out 3 lines that are not entries:"))
        #expect(skipped.contains("  line 2: Format error, each entry must include a `;`."))
        #expect(try cli.clozeLines() == ["meet; Nice to meet you", "ticket; I lost my ticket", "run; Run fast"])
    }

    @Test func aFailedImportLeavesTheDatabaseAsItWas() throws {
        let cli = try LearnctlRunner.signedIn()
        try cli.clozeOutput(["list", "add", "Travel"])
        try cli.addCloze(["ticket; I lost my ticket"], to: "Travel")
        let listsBefore = try cli.clozeOutput(["lists", "--json"])
        let entriesBefore = try cli.clozeOutput(["show", "Travel", "--json"])
        let result = try cli.cloze(["add", "--file", "-", "--list", "Travel"],
                                   stdin: "platform; Which platform?\nbus; The train is late\nseat; Is this seat free?\n")
        #expect(result.status == 1)
        #expect(result.stderr.contains("1 line is not an entry, so nothing was added:"), "\(result.stderr)")
        #expect(result.stderr.contains("line 2: The sentence must include the word."))
        #expect(try cli.clozeOutput(["lists", "--json"]) == listsBefore)
        #expect(try cli.clozeOutput(["show", "Travel", "--json"]) == entriesBefore)
    }

    @Test func memoListsReadAsTheyAreAndDuplicatesAreSkipped() throws {
        let cli = try LearnctlRunner.signedIn()
        try cli.clozeOutput(["add", "meet; Nice to meet you"])
        let output = try cli.clozeOutput(["add", "--file", "-"],
                                         stdin: "meet;Nice to meet you\r\nrun;Run fast\r\nrun;Run fast\r\n")
        #expect(output == "Added 1 entry to “My words”.\nSkipped 2 entries already in the list: line 1 (meet), line 3 (run).\n")
        #expect(try cli.clozeLines() == ["meet; Nice to meet you", "run; Run fast"])
    }

    @Test func anEmptyFileAndAMissingFileAreErrors() throws {
        let cli = try LearnctlRunner.signedIn()
        let empty = try cli.cloze(["add", "--file", "-"], stdin: "\n \n")
        #expect(empty.status == 1 && empty.stderr.contains("standard input: There are no entries in it. Nothing was added."), "\(empty.stderr)")
        let missing = try cli.cloze(["add", "--file", cli.home.appendingPathComponent("nope.txt").path])
        #expect(missing.status == 1 && missing.stderr.contains("The file cannot be read"), "\(missing.stderr)")
    }

    @Test func withoutAnEntryOrAFileAScriptIsTold() throws {
        let cli = try LearnctlRunner.signedIn()
        let result = try cli.cloze(["add"])
        #expect(result.status == LearnctlRunner.usageErrorStatus)
        #expect(result.stderr.contains("Give an ENTRY such as \"meet; Nice to meet you\", or --file FILE"), "\(result.stderr)")
        #expect(try cli.cloze(["add", "a; a", "--file", "-"]).status == LearnctlRunner.usageErrorStatus)
        #expect(try cli.cloze(["add", "a; a", "--skip-invalid"]).status == LearnctlRunner.usageErrorStatus)
    }

    @Test func onATerminalEntriesAreAskedForUntilAnEmptyLine() throws {
        let cli = try LearnctlRunner.signedIn()
        let terminal = try PseudoTerminal()
        let process = try cli.makeProcess(["cloze", "add"])
        try terminal.run(process)
        try terminal.waitFor("Entry: ")
        terminal.type("meet; Nice to meet you\n")
        try terminal.waitFor("Added entry 1 to “My words”: Nice to ______ you — meet")
        try terminal.waitFor("Entry: ")
        terminal.type("greet; Nice to meet you\n")
        try terminal.waitFor("The sentence must include the word.")
        try terminal.waitFor("Entry: ")
        terminal.type("\n")
        try waitForExit(of: process, timeout: 30)
        #expect(process.terminationStatus == 0)
        #expect(try cli.clozeLines() == ["meet; Nice to meet you"])
    }

    @Test func anExportAddsBackAsItIs() throws {
        let cli = try LearnctlRunner.signedIn()
        try cli.clozeOutput(["list", "add", "Travel"])
        let lines = ["ticket; I lost my ticket", "stop; Stop; look; listen", "Look up; Look up the word", "don't; I don't know"]
        try cli.addCloze(lines, to: "Travel")
        let exported = try cli.clozeOutput(["export", "--list", "Travel"])
        #expect(exported == lines.joined(separator: "\n") + "\n")

        let file = cli.home.appendingPathComponent("travel.txt")
        #expect(try cli.clozeOutput(["export", file.path, "--list", "travel"]).hasPrefix("Exported 4 entries of “Travel” to "))
        try cli.clozeOutput(["list", "add", "Again"])
        try cli.clozeOutput(["add", "--file", file.path, "--list", "Again"])
        #expect(try cli.clozeLines("Again") == lines)
        #expect(try cli.clozeOutput(["export"]).isEmpty, "the default list is empty")
    }

    @Test func anEntryIsEditedMovedAndDeleted() throws {
        let cli = try LearnctlRunner.signedIn()
        try cli.clozeOutput(["list", "add", "Travel"])
        try cli.addCloze(["meet; Nice to meet you", "ticket; I lost my ticket"])
        #expect(try cli.clozeOutput(["edit", "1", "meet; Pleased to meet you"])
            == "Changed entry 1 in “My words”: Pleased to ______ you — meet\n")
        let bad = try cli.cloze(["edit", "1", "--word", "greet"])
        #expect(bad.status == 1 && bad.stderr.contains("The sentence must include the word."))
        #expect(try cli.clozeJSON(["edit", "2", "--list", "travel", "--json"])["list"] as? String == "Travel")
        #expect(try cli.clozeLines() == ["meet; Pleased to meet you"])
        #expect(try cli.clozeLines("Travel") == ["ticket; I lost my ticket"])

        let unknown = try cli.cloze(["delete", "2", "9"])
        #expect(unknown.status == 1 && unknown.stderr.contains("There is no entry with ID 9."), "\(unknown.stderr)")
        #expect(try cli.clozeLines("Travel") == ["ticket; I lost my ticket"], "nothing is deleted when an ID is unknown")
        #expect(try cli.clozeOutput(["delete", "2", "1"]) == "Deleted entry 2: ticket; I lost my ticket\nDeleted entry 1: meet; Pleased to meet you\n")
        #expect(try cli.clozeEntries().isEmpty)
    }

    @Test func controlCharactersFromAFileNeverReachTheTerminal() throws {
        let cli = try LearnctlRunner.signedIn()
        try cli.clozeOutput(["add", "--file", "-", "--list", "My words"], stdin: "evil; An evil\u{202E} name\n")
        let shown = try cli.clozeOutput(["show"])
        #expect(shown.contains("An evil name"), "\(shown)")
        #expect(!shown.contains("\u{202E}"))
    }
}
