import Foundation
import Testing

/// `cloze practice --json`: groups, answers, results, retries and the summary as JSON lines.
struct ClozePracticeJSONTests {
    /// The answer line filling `words` into the blanks.
    static func answers(_ words: [String]) -> String {
        let data = try! JSONSerialization.data(withJSONObject: ["answers": words])
        return String(decoding: data, as: UTF8.self)
    }

    static func action(_ name: String) -> String { #"{"action":"\#(name)"}"# }

    /// The words of `sevenClozeEntries`, a to g.
    static let words = sevenClozeEntries.map { String($0.split(separator: ";")[0]) }

    /// The input that answers every group right, in the order added, moving on to the end.
    static func allRight(size: Int) -> [String] {
        let groups = stride(from: 0, to: words.count, by: size).map { Array(words[$0..<min($0 + size, words.count)]) }
        return groups.enumerated().flatMap { index, group in
            [answers(group), action(index == groups.count - 1 ? "finish" : "next")]
        }
    }

    private func objects(_ output: [[String: Any]], _ type: String) -> [[String: Any]] {
        output.filter { $0["type"] as? String == type }
    }

    @Test(arguments: [(3, [3, 3, 1]), (6, [6, 1]), (9, [7])])
    func groupsHoldTheSizeChosenAndTheLastTheRest(size: Int, counts: [Int]) throws {
        let cli = try LearnctlRunner.signedIn()
        try cli.addCloze(sevenClozeEntries)
        let output = try cli.clozePractice(["--group-size", "\(size)"], input: Self.allRight(size: size))

        let session = try #require(output.first)
        #expect(session["type"] as? String == "session")
        #expect(session["group_size"] as? Int == size)
        #expect(session["groups"] as? Int == counts.count)
        #expect(session["entries"] as? Int == 7)
        let groups = objects(output, "group")
        #expect(groups.map { ($0["blanks"] as? [Any])?.count } == counts)
        #expect(groups.map { ($0["bank"] as? [String])?.count } == counts)
        #expect(groups.map { $0["group"] as? Int } == Array(1...counts.count))
        #expect(objects(output, "result").map { $0["wrong"] as? Int } == counts.map { _ in 0 })
        let summary = try #require(output.last)
        #expect(summary["type"] as? String == "summary")
        #expect(summary["finished"] as? Bool == true)
        #expect(summary["groups_completed"] as? Int == counts.count)
        #expect(summary["right"] as? Int == 7)
        #expect(objects(output, "error").isEmpty)
    }

    @Test func theGroupShowsBlanksAndAShuffledBankOfItsWords() throws {
        let cli = try LearnctlRunner.signedIn()
        try cli.addCloze(["meet; Meet me where we meet", "ticket; I lost my ticket", "run; Run fast"])
        let group = try #require(try cli.clozePractice(input: []).first { $0["type"] as? String == "group" })
        let blanks = try #require(group["blanks"] as? [[String: Any]])
        #expect(blanks.map { $0["text"] as? String } == ["______ me where we ______", "I lost my ______", "______ fast"])
        #expect(blanks.map { $0["blank"] as? Int } == [1, 2, 3])
        let bank = try #require(group["bank"] as? [String])
        #expect(bank.sorted() == ["meet", "run", "ticket"])
        #expect(bank != ["meet", "ticket", "run"], "the bank is not in the order of the blanks")
    }

    @Test func theGroupSizeComesFromTheSettingsUnlessGiven() throws {
        let cli = try LearnctlRunner.signedIn()
        try cli.addCloze(sevenClozeEntries)
        #expect(try cli.clozePractice(input: []).first?["group_size"] as? Int == 3)
        try cli.clozeOutput(["settings", "--group-size", "6"])
        #expect(try cli.clozeJSON(["settings", "--json"])["group_size"] as? Int == 6)
        #expect(try cli.clozePractice(input: []).first?["group_size"] as? Int == 6)
        #expect(try cli.clozePractice(["--group-size", "9"], input: []).first?["group_size"] as? Int == 9)
        #expect(try cli.cloze(["practice", "--group-size", "4", "--json"]).status == LearnctlRunner.usageErrorStatus)
    }

    @Test func retryIncorrectOnlyKeepsOnlyTheWrongOnes() throws {
        let cli = try LearnctlRunner.signedIn()
        try cli.addCloze(sevenClozeEntries)
        let output = try cli.clozePractice(["--group-size", "3"], input: [
            Self.answers(["cheese", "bread", "apple"]),
            Self.action("retry_incorrect"),
            Self.answers(["apple", "cheese"]),
            Self.action("next"),
        ])
        let results = objects(output, "result")
        let first = try #require(results.first)
        #expect(first["right"] as? Int == 1 && first["wrong"] as? Int == 2)
        #expect(first["choices"] as? [String] == ["retry_all", "retry_incorrect"])
        let sentences = try #require(first["sentences"] as? [[String: Any]])
        #expect(sentences.map { $0["correct"] as? Bool } == [false, true, false])
        #expect(sentences.map { $0["placed"] as? String } == ["cheese", "bread", "apple"])
        #expect(sentences.map { $0["word"] as? String } == ["apple", "bread", "cheese"])
        #expect(sentences.map { $0["sentence"] as? String } == ["An apple a day", "Fresh bread smells good", "Say cheese"])
        #expect(sentences.map { $0["errors"] as? Int } == [1, 0, 1])

        let groups = objects(output, "group")
        #expect(groups.count == 3)
        let retry = groups[1]
        #expect(retry["only_incorrect"] as? Bool == true)
        #expect((retry["blanks"] as? [[String: Any]])?.map { $0["text"] as? String } == ["An ______ a day", "Say ______"])
        #expect((retry["bank"] as? [String])?.sorted() == ["apple", "cheese"])
        #expect(results[1]["choices"] as? [String] == ["retry_all", "next"])
        #expect(results[1]["only_incorrect"] as? Bool == true)
        #expect(groups[2]["group"] as? Int == 2 && groups[2]["only_incorrect"] as? Bool == false)

        let summary = try #require(output.last)
        #expect(summary["finished"] as? Bool == false)
        #expect(summary["groups_completed"] as? Int == 1)
        #expect(summary["right"] as? Int == 3 && summary["wrong"] as? Int == 2)
        #expect((summary["missed"] as? [[String: Any]])?.map { $0["word"] as? String } == ["apple", "cheese"])
        #expect(try cli.clozeEntries().map { $0["errors"] as? Int } == [1, 0, 1, 0, 0, 0, 0])
    }

    @Test func retryAllAndRetryGoThroughTheWholeGroupAgain() throws {
        let cli = try LearnctlRunner.signedIn()
        try cli.addCloze(Array(sevenClozeEntries.prefix(3)))
        let output = try cli.clozePractice(input: [
            Self.answers(["bread", "apple", "cheese"]), Self.action("retry_all"),
            Self.answers(["apple", "bread", "cheese"]), Self.action("retry"),
            Self.answers(["apple", "bread", "cheese"]), Self.action("finish"),
        ])
        let groups = objects(output, "group")
        #expect(groups.map { ($0["blanks"] as? [Any])?.count } == [3, 3, 3])
        #expect(groups.map { $0["only_incorrect"] as? Bool } == [false, false, false])
        #expect(objects(output, "result").map { $0["choices"] as? [String] }
            == [["retry_all", "retry_incorrect"], ["retry_all", "finish"], ["retry_all", "finish"]])
        #expect(output.last?["finished"] as? Bool == true)
        #expect(output.last?["submissions"] as? Int == 3)
        #expect(try cli.clozeEntries().map { $0["errors"] as? Int } == [1, 1, 0])
        #expect(try cli.clozeEntries().map { $0["right"] as? Int } == [2, 2, 3])
    }

    @Test func inputThatCannotBeFollowedIsAnErrorAndThePracticeGoesOn() throws {
        let cli = try LearnctlRunner.signedIn()
        try cli.addCloze(Array(sevenClozeEntries.prefix(2)))
        let output = try cli.clozePractice(input: [
            "not json", Self.action("next"), Self.answers(["apple"]), Self.answers(["apple", "banana"]),
            Self.answers(["apple", "apple"]), #"{"answers":[1,2]}"#, #"{"action":"dance"}"#,
            Self.answers(["bread", "apple"]), Self.action("next"), Self.answers(["apple", "bread"]),
        ])
        let errors = objects(output, "error").map { $0["message"] as? String ?? "" }
        #expect(errors == [
            #"Each line must be a JSON object: {"answers":["word",…]} or {"action":"retry_all|retry_incorrect|next|finish|quit"}."#,
            "Submit the answers first.",
            "Give 2 answers, one for each blank, not 1.",
            "“banana” is not in the word bank.",
            "“apple” is given more often than the word bank holds it.",
            #""answers" must be an array of words, one for each blank."#,
            "Unknown action “dance”; use retry_all, retry_incorrect, next, finish or quit.",
            "“Next group” is not offered now.",
            "The result is shown; choose what comes next.",
        ])
        #expect(objects(output, "error").last?["choices"] as? [String] == ["retry_all", "retry_incorrect"])
        #expect(objects(output, "result").count == 1)
        #expect(output.last?["type"] as? String == "summary")
        #expect(output.last?["finished"] as? Bool == false)
    }

    @Test func quitEndsWithTheSummary() throws {
        let cli = try LearnctlRunner.signedIn()
        try cli.addCloze(sevenClozeEntries)
        let output = try cli.clozePractice(input: [Self.action("quit"), Self.answers(["apple", "bread", "cheese"])])
        #expect(output.map { $0["type"] as? String } == ["session", "group", "summary"])
        #expect(output.last?["submissions"] as? Int == 0)
    }

    @Test func withoutATerminalOrJSONThePracticeSaysToUseJSON() throws {
        let cli = try LearnctlRunner.signedIn()
        try cli.addCloze(sevenClozeEntries)
        let result = try cli.cloze(["practice"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("add --json"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func anEmptyListCannotBePractised() throws {
        let cli = try LearnctlRunner.signedIn()
        try cli.clozeOutput(["list", "add", "Travel"])
        let result = try cli.cloze(["practice", "Travel", "--json"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("“Travel” has no entries yet; add some with `learnctl cloze add \"word; sentence\" --list \"Travel\"`."),
                "\(result.stderr)")
    }
}
