import Foundation

extension LearnctlRunner {
    /// Asks `learnctl` for completions the way the generated shell scripts do:
    /// `learnctl ---completion COMMAND… -- ARGUMENT INDEX CURSOR WORDS…`, where `argument` is
    /// `positional@N` or an option's `--name`, and the last of `words` is the word being
    /// completed, with the cursor at its end. `shell` sets `SAP_SHELL` as the scripts do.
    func complete(_ command: [String], _ argument: String, words: [String], shell: String? = nil) throws -> LearnctlResult {
        let previous = environment["SAP_SHELL"]
        environment["SAP_SHELL"] = shell
        defer { environment["SAP_SHELL"] = previous }
        let current = words.count - 1
        return try run(["---completion"] + command + ["--", argument, String(current), String(words[current].count)] + words)
    }
}

extension LearnctlResult {
    /// The completions printed, one a line (without a shell, ArgumentParser prints them as they are).
    var completions: [String] {
        stdout.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }
}
