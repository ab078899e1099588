import Foundation
import Testing

/// Every command the home screen suggests runs as printed.
struct HomeSuggestionsTests {
    /// The words of a suggested command line after `learnctl`, with "double-quoted" words kept whole.
    static func words(of command: String) -> [String] {
        var words: [String] = []
        var word = ""
        var quoted = false
        for character in command {
            if character == "\"" { quoted.toggle(); continue }
            if character == " " && !quoted {
                if !word.isEmpty { words.append(word); word = "" }
                continue
            }
            word.append(character)
        }
        if !word.isEmpty { words.append(word) }
        return words
    }

    @Test func everyCommandHomeSuggestsRunsAsPrinted() throws {
        let cli = try LearnctlRunner.signedUpForGrammar()
        try cli.succeed(["cards", "group", "add", "Travel"])
        try cli.succeed(["cards", "group", "add", "Cafe"])
        try cli.succeed(["cards", "add", "passport", "--translation", "el pasaporte", "--group", "Travel"], now: learnctlNow())
        try cli.succeed(["cards", "add", "café", "--translation", "coffee", "--group", "Cafe"], now: learnctlNow())
        try cli.succeed(["cards", "study", "Travel"], stdin: "dont-know\nquit\n", now: learnctlNow())
        let question = try #require(try cli.probe("articles", count: 1).first)
        try cli.succeed(["tests", "take", "articles", "--count", "1"], stdin: "\(question.wrongOption)\n", now: learnctlNow())

        let home = try cli.succeed(["home"], now: learnctlNow(plus: 3600)).stdout
        #expect(home.contains("1 card due · learnctl cards study\n"), "\(home)")
        let suggested = home.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: "learnctl ") else { return nil }
            return String(line[range.upperBound...])
        }
        #expect(suggested.contains("cards study"))
        #expect(suggested.contains("tests take articles"))
        #expect(suggested.count >= 3, "\(home)")
        for command in suggested {
            let result = try cli.run(Self.words(of: command), stdin: "quit\n", now: learnctlNow(plus: 3600))
            #expect(result.status != 2 && !result.stderr.contains("Missing expected argument") && !result.stderr.contains("Unknown"),
                    "learnctl \(command): \(result.status) \(result.stderr)")
            // Only the dictation of a recording needs listend, which this test does not start.
            if !command.hasPrefix("practice ") {
                #expect(result.status == 0, "learnctl \(command): \(result.stderr)")
            }
        }
        let study = try cli.succeed(["cards", "study"], stdin: "quit\n", now: learnctlNow(plus: 3600)).stdout
        #expect(study.hasPrefix("All groups: 2 cards (1 due, 1 new).\nCard 1 of 2: passport"), "\(study)")
    }
}
