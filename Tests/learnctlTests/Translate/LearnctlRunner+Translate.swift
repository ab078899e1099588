import Foundation

extension LearnctlRunner {
    /// Runs `learnctl translate arguments`.
    func translate(_ arguments: [String], stdin: String = "") throws -> LearnctlResult {
        try run(["translate"] + arguments, stdin: stdin)
    }

    /// Runs `learnctl translate arguments`, throws unless it succeeds, and returns its standard output.
    @discardableResult
    func translateOutput(_ arguments: [String], stdin: String = "") throws -> String {
        try succeed(["translate"] + arguments, stdin: stdin).stdout
    }

    /// The JSON object `learnctl translate arguments --json` prints.
    func translateJSON(_ arguments: [String], stdin: String = "") throws -> [String: Any] {
        try jsonObject(try translateOutput(arguments + ["--json"], stdin: stdin))
    }

    /// The history as `translate history --json` prints it, newest first.
    func translationHistory(_ arguments: [String] = []) throws -> [[String: Any]] {
        try jsonArray(try translateOutput(["history"] + arguments + ["--json"]))
    }
}
