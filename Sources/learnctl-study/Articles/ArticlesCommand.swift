import ArgumentParser

/// `learnctl articles`: graded reading, measured against the words you know.
struct ArticlesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "articles",
        abstract: "Read graded articles and see which of their words are new to you.",
        discussion: """
            learnctl comes with articles written for learners at every level from A1 to C1, each \
            with comprehension questions; the transcript of every recording of listend's library \
            is an article too, to read after listening. Add your own from a file (plain text, \
            Markdown, HTML) or a web page, or follow a feed of articles.

            Every article is measured against the words you know: the words of your cards, the \
            words you mark known while reading, and the words of dictation lines you wrote right. \
            A word counts as new when it is none of these and is less common than your level's \
            band (the 1,000 most frequent lemmas at A1, 2,000 at A2, 3,000 at B1, 5,000 at B2, \
            8,000 at C1). Your level is that of your stage on the path (`learnctl path`); --as LEVEL \
            measures for another.

            Examples:
              learnctl articles
              learnctl articles read saturday-at-the-market
              learnctl articles analyse "Do We Still Need Cash?"
              learnctl articles quiz bees-on-the-roof
              learnctl articles add https://example.org/story.html
              learnctl articles feeds add https://example.org/articles.xml
            """,
        subcommands: [
            ArticlesListCommand.self, ArticlesReadCommand.self, ArticlesAnalyseCommand.self, ArticlesQuizCommand.self,
            ArticlesAddCommand.self, ArticlesRemoveCommand.self, ArticlesKnownCommand.self, ArticlesFeedsCommand.self,
        ],
        defaultSubcommand: ArticlesListCommand.self
    )
}

/// The learner's level, given on the command line instead of taken from the path.
enum LevelArgument: String, ExpressibleByArgument, CaseIterable {
    case A1, A2, B1, B2, C1, C2

    init?(argument: String) { self.init(rawValue: argument.uppercased()) }
}
