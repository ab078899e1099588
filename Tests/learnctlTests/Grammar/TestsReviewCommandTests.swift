import Foundation
import Testing

struct TestsReviewCommandTests {
    @Test func reviewAsksOnlyTheMistakesUntilTheyAreRight() throws {
        let cli = try LearnctlRunner.signedUpForGrammar()
        #expect(try cli.succeed(["tests", "review"]).stdout
            == "Nothing to review: you have no wrong answers left to put right.\n")

        let articles = try cli.probe("articles", count: 3)
        let verbs = try cli.probe("modal verbs", count: 2)
        try cli.succeed(["tests", "take", "articles", "--count", "3"], stdin: [
            articles[0].wrongOption, articles[1].correctOption, articles[2].wrongOption,
        ].map { "\($0)\n" }.joined())
        try cli.succeed(["tests", "take", "modal verbs", "--count", "2"],
                        stdin: "\(verbs[0].correctOption)\n\(verbs[1].wrongOption)\n")
        let mistakes = Dictionary(uniqueKeysWithValues: [articles[0], articles[2], verbs[1]].map { ($0.id, $0) })

        let onlyArticles = try cli.succeed(["tests", "review", "articles", "--json"], stdin: "quit\n")
        #expect(onlyArticles.jsonLines.first?["title"] as? String == "Review: Articles")
        #expect(onlyArticles.jsonLines.first?["total"] as? Int == 2)
        #expect(Set([articles[0].id, articles[2].id]).contains(onlyArticles.jsonLines.first?["id"] as? String ?? ""))

        // Review everything: the first question wrong again, the others right.
        let review = try LearnctlDialogue(cli, ["tests", "review", "--json"])
        var asked: [String] = []
        for index in 0..<3 {
            let card = try review.next("question")
            #expect(card["title"] as? String == "Review")
            #expect(card["total"] as? Int == 3)
            let question = try #require(mistakes[card["id"] as? String ?? ""])
            asked.append(question.id)
            review.send(String(index == 0 ? question.wrongOption : question.correctOption))
            _ = try review.next("chosen")
            #expect(try review.next("result")["correct"] as? Bool == (index != 0))
            review.send("continue")
        }
        let summary = try review.next("summary")
        #expect(summary["correct"] as? Int == 2)
        #expect(summary["incorrect"] as? Int == 1)
        #expect(try review.finish() == 0)
        #expect(Set(asked) == Set(mistakes.keys))

        let still = try #require(mistakes[asked[0]])
        let again = try cli.succeed(["tests", "review", "--json"], stdin: "\(still.correctOption)\n")
        #expect(again.jsonTypes == ["question", "chosen", "result", "summary"])
        #expect(again.jsonLines.first?["id"] as? String == still.id)

        #expect(try cli.succeed(["tests", "review"]).stdout
            == "Nothing to review: you have no wrong answers left to put right.\n")
        #expect(try cli.succeed(["tests", "review", "articles", "--json"]).jsonLines.first?["message"] as? String
            == "Nothing to review in Articles: you have no wrong answers left to put right.")
        #expect(try cli.run(["tests", "review", "artcles"]).stderr
            == "Error: There is no grammar topic called “artcles”. Did you mean \"Articles\"?\n")
    }
}
