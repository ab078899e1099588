import Foundation
import Testing

/// Every command the articles' output suggests runs as it is printed.
struct ArticlesSuggestedCommandsTests {
    /// The `learnctl` command that starts in `prefix` on the line holding it, without `learnctl`,
    /// split into arguments (quotes kept together).
    private func command(after prefix: String, in output: String) throws -> [String] {
        let line = try #require(output.split(separator: "\n").first { $0.contains(prefix) }, "no “\(prefix)” in \(output)")
        let from = line[line.range(of: prefix)!.lowerBound...]
        let text = from[from.range(of: "learnctl ")!.upperBound...]
        var arguments: [String] = [], current = "", quoted = false
        for character in text {
            if character == "\"" { quoted.toggle(); continue }
            if character == " ", !quoted { if !current.isEmpty { arguments.append(current) }; current = ""; continue }
            current.append(character)
        }
        if !current.isEmpty { arguments.append(current) }
        return arguments
    }

    @Test func theCommandsTheArticlesSuggestRunAsPrinted() throws {
        let cli = try LearnctlRunner.signedInForArticles()
        // The analysis suggests making its new words cards.
        let analysis = try cli.output(["articles", "analyse", "my-big-family"])
        let makeCards = try command(after: "Make them cards: learnctl ", in: analysis)
        #expect(makeCards == ["articles", "analyse", "my-big-family", "--add-cards"])
        #expect(try cli.output(makeCards).contains("cards to Reading."))

        // Adding an article says how to read it.
        let file = cli.root.appendingPathComponent("walk.txt")
        try "A Walk\n\nWe walked to the river and back. The water was cold and clear.\n".write(to: file, atomically: true, encoding: .utf8)
        let added = try cli.output(["articles", "add", file.path])
        let read = try command(after: "Read it: learnctl ", in: added)
        #expect(read.first == "articles" && read.dropFirst().first == "read")
        #expect(try cli.output(read).contains("We walked to the river and back."))

        // The home screen's suggestion, and the path's command for an article lesson.
        let home = try cli.output(["home"])
        let suggested = try command(after: "· learnctl articles read", in: home)
        #expect(try cli.succeed(suggested).status == 0)
        let stage = try cli.output(["path", "A1-1"])
        #expect(stage.contains("A1-1.5  My Big Family (article) · to do · not read yet, questions —"), "\(stage)")
        let lesson = try command(after: "learnctl articles read my-big-family", in: stage)
        #expect(lesson == ["articles", "read", "my-big-family"])
        #expect(try cli.output(lesson).contains("My Big Family"))

        // No feed yet: the list of feeds says how to add one (its URL is the learner's to give).
        #expect(try cli.output(["articles", "feeds"]).contains("learnctl articles feeds add URL"))
    }
}
