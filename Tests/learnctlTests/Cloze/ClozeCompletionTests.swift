import Foundation
import Testing

/// Cloze list names completed from the signed-in account, wherever a list is taken.
struct ClozeCompletionTests {
    @Test func listNamesCompleteWhereverAListIsTaken() throws {
        let cli = try LearnctlRunner.signedIn()
        try cli.clozeOutput(["list", "add", "Travel"])
        try cli.clozeOutput(["list", "add", "Cafe Words"])
        let lists = ["My words", "Cafe Words", "Travel"]

        let asked: [(command: [String], argument: String)] = [
            (["cloze", "show"], "positional@0"),
            (["cloze", "practice"], "positional@0"),
            (["cloze", "list", "rename"], "positional@0"),
            (["cloze", "list", "delete"], "positional@0"),
            (["cloze", "add"], "--list"),
            (["cloze", "edit"], "--list"),
            (["cloze", "export"], "--list"),
        ]
        for (command, argument) in asked {
            let words = ["learnctl"] + command + (argument.hasPrefix("--") ? [argument, ""] : [""])
            let result = try cli.complete(command, argument, words: words)
            #expect(result.status == 0, "\(command): \(result.stderr)")
            #expect(result.completions == lists, "\(command) \(argument)")
        }
    }

    @Test func anotherAccountsListsAreNotCompleted() throws {
        let database = FileManager.default.temporaryDirectory.appendingPathComponent("cloze-\(UUID().uuidString).sqlite")
        defer {
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: database.path + suffix) }
        }
        let ada = try LearnctlRunner(databaseURL: database)
        try ada.startSignedUp("ada@example.com")
        try ada.clozeOutput(["list", "add", "Travel"])
        let grace = try LearnctlRunner(databaseURL: database)
        try grace.signUp("grace@example.com")
        try grace.clozeOutput(["lists"])
        let words = ["learnctl", "cloze", "show", ""]
        #expect(try grace.complete(["cloze", "show"], "positional@0", words: words).completions == ["My words"])
        #expect(try ada.complete(["cloze", "show"], "positional@0", words: words).completions == ["My words", "Travel"])
    }
}
