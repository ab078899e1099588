import Foundation

extension LearnctlRunner {
    /// Runs `learnctl cloze arguments`.
    func cloze(_ arguments: [String], stdin: String = "", now: String? = nil) throws -> LearnctlResult {
        try run(["cloze"] + arguments, stdin: stdin, now: now)
    }

    /// Runs `learnctl cloze arguments`, throws unless it succeeds, and returns its standard output.
    @discardableResult
    func clozeOutput(_ arguments: [String], stdin: String = "", now: String? = nil) throws -> String {
        try succeed(["cloze"] + arguments, stdin: stdin, now: now).stdout
    }

    /// The JSON object `learnctl cloze arguments` prints.
    func clozeJSON(_ arguments: [String], stdin: String = "") throws -> [String: Any] {
        try jsonObject(try clozeOutput(arguments, stdin: stdin))
    }

    /// The entries of `list` (the default list when nil) as `cloze show --json` prints them, in
    /// the list's remembered order.
    func clozeEntries(_ list: String? = nil) throws -> [[String: Any]] {
        try clozeJSON(["show"] + (list.map { [$0] } ?? []) + ["--json"])["entries"] as? [[String: Any]] ?? []
    }

    /// The lines "word; sentence" of `list`'s entries in its remembered order.
    func clozeLines(_ list: String? = nil) throws -> [String] {
        try clozeEntries(list).map { "\($0["word"] as? String ?? ""); \($0["sentence"] as? String ?? "")" }
    }

    /// Adds `lines` to `list` (the default list when nil) through `cloze add --file -`.
    func addCloze(_ lines: [String], to list: String? = nil) throws {
        try clozeOutput(["add", "--file", "-"] + (list.map { ["--list", $0] } ?? []),
                        stdin: lines.joined(separator: "\n") + "\n")
    }

    /// Runs `learnctl cloze practice arguments --json` with `input` lines and returns the output objects.
    func clozePractice(_ arguments: [String] = [], input: [String]) throws -> [[String: Any]] {
        try jsonLines(try clozeOutput(["practice"] + arguments + ["--json"], stdin: input.map { $0 + "\n" }.joined()))
    }
}

/// Seven entries, words a to g, in the order they are added.
let sevenClozeEntries = [
    "apple; An apple a day", "bread; Fresh bread smells good", "cheese; Say cheese", "dance; Shall we dance?",
    "eagle; The eagle has landed", "fish; Fish swim", "grape; A grape is small",
]
