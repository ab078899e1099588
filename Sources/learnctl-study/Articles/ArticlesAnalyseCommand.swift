import ArgumentParser
import Foundation
import Articles
import LearnCore
import ListenClient
import Localization
import Translation

/// `learnctl articles analyse ID`: what an article is made of, and which of its words are new to you.
struct ArticlesAnalyseCommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "analyse",
        abstract: "Analyse an article: its level, vocabulary, readability and the words new to you.",
        discussion: """
            Shows the level estimated from the article's vocabulary (the band of the most \
            frequent English lemmas that holds 95% of its words), its lexical profile (the share \
            of its words among the 1,000, 2,000, 5,000 and 10,000 most frequent lemmas), its \
            sentence length and readability (Flesch reading ease, Flesch–Kincaid grade), the \
            time it takes to read, its key words, and the words you do not know yet, each with \
            how often it is used and the first sentence it is in. Words are matched by lemma: \
            "went" is "go".

            --add-cards makes every new word a flash card in one step, with its translation \
            (the first sense in the installed FreeDict dictionary) and its IPA, in the group \
            --group (default: Reading, created when needed).

            Examples:
              learnctl articles analyse bees-on-the-roof
              learnctl articles analyse 3 --add-cards --to fr
            """,
        aliases: ["analyze"])

    @Argument(help: ArgumentHelp("The article's ID or title.", valueName: "article"), completion: Completions.articles)
    var article: String

    @Option(name: .customLong("as"), help: ArgumentHelp("Find new words for a learner at this level instead of yours.", valueName: "level"))
    var learnerLevel: LevelArgument?

    @Flag(help: "Make every new word a flash card.")
    var addCards = false

    @Option(help: ArgumentHelp("The card group for --add-cards (default: Reading).", valueName: "name"), completion: Completions.cardGroups)
    var group: String?

    @Option(help: ArgumentHelp("The language of the cards' translations (default: the translation settings').", valueName: "language"))
    var to: Language?

    static let jsonHelp = "Print the analysis as one JSON object (with --add-cards, then one object per word added)."
    @OptionGroup var output: OutputOptions<ArticlesAnalyseCommand>
    @OptionGroup var connection: SocketOption

    func run() async throws {
        let (library, _) = try await ArticleLibrary.signedIn(socket: connection)
        let found = try library.article(article)
        let analysis = try library.analysis(of: found, for: try library.vocabulary(level: learnerLevel?.rawValue))
        if output.json {
            try JSONLines.print(AnalysisJSON(article: found, analysis: analysis))
        } else {
            Output.write(Self.report(found, analysis))
        }
        guard addCards else {
            if !output.json, !analysis.unknownWords.isEmpty {
                Output.line(tr("Make them cards: learnctl articles analyse %s --add-cards", found.key))
            }
            return
        }
        let collection = try await CardCollection.signedIn()
        let settings = try? await TranslationHistory.signedIn().settings()
        let target = try ArticleWordCards.targetLanguage(to, settings: settings)
        let outcomes = ArticleWordCards.add(analysis.unknownWords.map(\.lemma), into: target, group: group, collection: collection)
        var added = 0
        for (word, outcome) in outcomes {
            switch outcome {
            case .added(let card):
                added += 1
                if output.json { try JSONLines.print(CardJSON(card: card, group: group ?? ArticleWordCards.defaultGroup)) }
            case .alreadyThere:
                if !output.json { Output.line(tr("“%s” is already a card.", word)) }
            case .failed(let reason):
                Output.error(tr("“%1$s” was not added: %2$s", word, reason))
            }
        }
        if !output.json {
            Output.line(trn("Added %d card to %s.", "Added %d cards to %s.", added, added, group ?? ArticleWordCards.defaultGroup))
        }
    }

    /// The analysis as text.
    static func report(_ article: Article, _ analysis: ArticleAnalysis) -> String {
        let profile = analysis.profile
        let readability = profile.readability
        var lines = ["\(article.title.terminalLine) (\(article.key))"]
        let stated = article.statedLevel.map { tr(" (written for %s)", $0) } ?? ""
        // TRANSLATORS: %1$s is a CEFR level, %2$s “ (written for B1)” or nothing, %3$s a number of lemmas.
        lines.append(tr("Level: %1$s, estimated from its vocabulary%2$s: 95%% of its words are among the %3$s most frequent lemmas.",
                        profile.estimatedLevel, stated, profile.coverageRank.map(NumberText.integer) ?? "25,000+"))
        lines.append(tr("Length: %1$s words in %2$s sentences (%3$s words a sentence); about %4$s min to read.",
                        NumberText.integer(profile.wordCount), NumberText.integer(readability.sentences),
                        NumberText.decimal(readability.wordsPerSentence), String(profile.readingMinutes)))
        lines.append(tr("Readability: Flesch reading ease %1$s (%2$s), Flesch–Kincaid grade %3$s.",
                        NumberText.decimal(readability.fleschReadingEase), easeWord(readability.fleschReadingEase),
                        NumberText.decimal(readability.fleschKincaidGrade)))
        let lexical = profile.lexicalProfile
        lines.append(tr("Vocabulary: %1$s of its words are among the 1,000 most frequent lemmas, %2$s the 2,000, %3$s the 5,000, %4$s the 10,000.",
                        ArticleText.percent(lexical.top1k), ArticleText.percent(lexical.top2k),
                        ArticleText.percent(lexical.top5k), ArticleText.percent(lexical.top10k)))
        let keys = profile.keyWords().map(\.lemma)
        if !keys.isEmpty { lines.append(tr("Key words: %s", keys.joined(separator: ", ").terminalLine)) }
        lines.append("")
        if analysis.unknownWords.isEmpty {
            lines.append(tr("No word is new to you at %s.", analysis.learnerLevel))
        } else {
            // TRANSLATORS: %1$d words, %2$s a CEFR level, %3$s a percentage.
            lines.append(trn("%1$d word is new to you at %2$s (%3$s of the text):", "%1$d words are new to you at %2$s (%3$s of the text):",
                             analysis.unknownWords.count, analysis.unknownWords.count, analysis.learnerLevel,
                             ArticleText.percent(analysis.newWordShare)))
            let width = analysis.unknownWords.map { $0.lemma.count }.max() ?? 0
            for word in analysis.unknownWords {
                let name = word.lemma.terminalLine.padding(toLength: width, withPad: " ", startingAt: 0)
                lines.append("  \(name)  ×\(word.count)  “\(excerpt(word.sentence.terminalLine, around: word.form))”")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `sentence`, or the part of it around `word` when it is longer than `width` characters.
    static func excerpt(_ sentence: String, around word: String, width: Int = 72) -> String {
        guard sentence.count > width else { return sentence }
        let characters = Array(sentence)
        let at = sentence.range(of: word, options: .caseInsensitive).map { sentence.distance(from: sentence.startIndex, to: $0.lowerBound) } ?? 0
        var start = max(0, min(at - width / 3, characters.count - width))
        var end = min(characters.count, start + width)
        // Whole words: move the cuts to spaces.
        while start > 0, start < at, characters[start - 1] != " " { start += 1 }
        while end < characters.count, end > at + word.count, characters[end - 1] != " " { end -= 1 }
        let text = String(characters[start..<end]).trimmingCharacters(in: .whitespaces)
        return (start > 0 ? "…" : "") + text + (end < characters.count ? "…" : "")
    }

    /// The plain-words band of a reading-ease score.
    static func easeWord(_ score: Double) -> String {
        switch score {
        case 90...: tr("very easy")
        case 80..<90: tr("easy")
        case 70..<80: tr("fairly easy")
        case 60..<70: tr("plain English")
        case 50..<60: tr("fairly difficult")
        case 30..<50: tr("difficult")
        default: tr("very difficult")
        }
    }
}
