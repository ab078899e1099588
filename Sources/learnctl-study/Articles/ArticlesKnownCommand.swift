import ArgumentParser
import LearnCore
import ListenClient
import Localization

/// `learnctl articles known [WORD…]`: the words you know, by lemma.
struct ArticlesKnownCommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "known",
        abstract: "Mark words known, or see how many you know.",
        discussion: """
            Your known words are one record, by lemma ("went" is "go"): the words of cards you \
            have learned, words you mark known (here, or with k while reading), and the words of \
            dictation lines you wrote all right. Articles count them as not new.

            Without words, shows how many you know and from where. With words, marks them known; \
            --forget takes them out again.

            Examples:
              learnctl articles known hedgehog hive
              learnctl articles known --forget hive
            """)

    @Argument(help: ArgumentHelp("Words to mark known.", valueName: "word"))
    var words: [String] = []

    @Flag(help: "Take the words out of your known words.")
    var forget = false

    static let jsonHelp = "Print the counts (or the lemmas changed) as one JSON object."
    @OptionGroup var output: OutputOptions<ArticlesKnownCommand>

    private struct CountsJSON: Encodable {
        let total: Int, cards: Int, articles: Int, dictations: Int
    }

    private struct ChangedJSON: Encodable {
        let marked: [String]?, forgotten: [String]?
    }

    func run() async throws {
        let known = try await KnownWords.signedIn()
        if words.isEmpty {
            if forget { throw ValidationError(tr("--forget needs the words to take out.")) }
            let counts = try known.counts()
            let (cards, articles, dictations) = (counts[.card] ?? 0, counts[.article] ?? 0, counts[.dictation] ?? 0)
            if output.json {
                try JSONLines.print(CountsJSON(total: cards + articles + dictations, cards: cards, articles: articles, dictations: dictations))
            } else {
                Output.line(trn("You know %1$d word: %2$d from cards, %3$d marked while reading, %4$d from dictations.",
                                "You know %1$d words: %2$d from cards, %3$d marked while reading, %4$d from dictations.",
                                cards + articles + dictations, cards + articles + dictations, cards, articles, dictations))
            }
            return
        }
        if forget {
            let removed = try known.unmark(words)
            if output.json { try JSONLines.print(ChangedJSON(marked: nil, forgotten: removed)); return }
            Output.line(removed.isEmpty ? tr("None of those words was marked known.")
                : tr("No longer known: %s", removed.joined(separator: ", ").terminalLine))
        } else {
            let added = try known.mark(words, source: .article)
            if output.json { try JSONLines.print(ChangedJSON(marked: added, forgotten: nil)); return }
            Output.line(added.isEmpty ? tr("You knew those words already.")
                : tr("Known now: %s", added.joined(separator: ", ").terminalLine))
        }
    }
}
