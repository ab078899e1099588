import Foundation

extension LearnctlRunner {
    /// A runner with `email` signed up and signed in.
    static func signedIn(_ email: String = "ada@example.com") throws -> LearnctlRunner {
        let cli = try LearnctlRunner()
        try cli.startSignedUp(email)
        return cli
    }

    /// Runs `learnctl cards arguments`.
    func cards(_ arguments: [String], stdin: String = "", now: String? = nil) throws -> LearnctlResult {
        try run(["cards"] + arguments, stdin: stdin, now: now)
    }

    /// Runs `learnctl cards arguments`, throws unless it succeeds, and returns its standard output.
    @discardableResult
    func cardsOutput(_ arguments: [String], stdin: String = "", now: String? = nil) throws -> String {
        try succeed(["cards"] + arguments, stdin: stdin, now: now).stdout
    }

    /// The JSON object `learnctl cards arguments` prints.
    func cardsJSON(_ arguments: [String], stdin: String = "", now: String? = nil) throws -> [String: Any] {
        try jsonObject(try cardsOutput(arguments, stdin: stdin, now: now))
    }

    /// Adds a group and cards to it: `words` are (word, translation) pairs; returns the cards' IDs.
    @discardableResult
    func addGroup(_ group: String, words: [(String, String)], now: String? = nil) throws -> [Int] {
        try cardsOutput(["group", "add", group], now: now)
        return try words.map { word, translation in
            try cardsJSON(["add", word, "--translation", translation, "--group", group, "--json"], now: now)["id"] as! Int
        }
    }
}

/// `text` (one JSON object) as a dictionary.
func jsonObject(_ text: String) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
    guard let dictionary = object as? [String: Any] else { throw NotJSON(text: text) }
    return dictionary
}

/// Every line of `text` as a JSON object.
func jsonLines(_ text: String) throws -> [[String: Any]] {
    try text.split(separator: "\n").map { try jsonObject(String($0)) }
}

/// Output that was expected to be a JSON object.
struct NotJSON: Error, CustomStringConvertible {
    let text: String
    var description: String { "not a JSON object: \(text)" }
}
