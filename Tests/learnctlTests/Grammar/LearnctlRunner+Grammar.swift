import Foundation

extension LearnctlRunner {
    /// The shuffle seed every test run uses, so that a probe shows what a later run will ask.
    static let grammarSeed = "20250131"

    /// A signed-up runner with `LEARNCTL_SEED` fixed.
    static func signedUpForGrammar(
        _ email: String = "ada@example.com", databaseURL: URL? = nil
    ) throws -> LearnctlRunner {
        let cli = try LearnctlRunner(databaseURL: databaseURL)
        cli.environment["LEARNCTL_SEED"] = grammarSeed
        try cli.startSignedUp(email)
        return cli
    }

    /// The questions a first test of `topic` asks with `count` questions under the runner's seed,
    /// found by a throwaway account (in a database of its own) that answers option 1 throughout.
    func probe(_ topic: String, count: Int) throws -> [ProbedQuestion] {
        let scout = try LearnctlRunner()
        scout.environment["LEARNCTL_SEED"] = environment["LEARNCTL_SEED"]
        try scout.startSignedUp("scout@example.com")
        let lines = try scout.succeed(
            ["tests", "take", topic, "--count", String(count), "--json"],
            stdin: String(repeating: "1\n", count: count)
        ).jsonLines
        let questions = lines.filter { $0["type"] as? String == "question" }
        let results = lines.filter { $0["type"] as? String == "result" }
        guard questions.count == count, results.count == count else {
            throw ScriptedRunFailed(description: "the probe run showed:\n" + lines.map(\.description).joined(separator: "\n"))
        }
        return zip(questions, results).map { question, result in
            ProbedQuestion(
                id: question["id"] as! String, level: question["level"] as! String,
                prompt: question["prompt"] as! String, options: question["options"] as! [String],
                explanation: result["explanation"] as! String, correctOption: result["correct_option"] as! Int)
        }
    }
}

extension LearnctlResult {
    /// Standard output as JSON objects, one per line.
    var jsonLines: [[String: Any]] {
        stdout.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
    }

    /// The "type" of every JSON line of standard output.
    var jsonTypes: [String] {
        jsonLines.map { $0["type"] as? String ?? "?" }
    }

    /// Standard output as one JSON array of objects.
    var jsonArray: [[String: Any]] {
        (try? JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [[String: Any]]) ?? []
    }
}
