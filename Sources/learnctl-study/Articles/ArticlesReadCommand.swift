#if canImport(Glibc)
import Glibc
#endif
import ArgumentParser
import Articles
import LearnCore
import ListenClient
import Localization

/// `learnctl articles read ID`: the reading screen.
struct ArticlesReadCommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "read",
        abstract: "Read an article on a screen that marks the words new to you.",
        discussion: """
            Shows the article wrapped to the terminal, a page at a time, the words new to you \
            underlined. Keys: Space, Page Down or f for the next page; b or Page Up for the \
            previous one; ↓, j or Enter and ↑ a line; g and G the start and the end. / looks a \
            word up in the dictionary (FreeDict, as `learnctl translate` does) with its IPA; k \
            marks a word known; c makes it a flash card with its translation and IPA (group \
            Reading); s reads the first paragraph on the screen aloud through listend, marking \
            the sentence being spoken (s again stops); q leaves. The place you leave is kept, \
            and moving forward onto the last page counts the article as read (a day of learning \
            for your streak).

            When standard output is not a terminal, prints the article as text; --json prints \
            it as one JSON object (its blocks, your place, and whether you have read it). \
            --finished marks it read to the end without the screen.
            """)

    @Argument(help: ArgumentHelp("The article's ID or title.", valueName: "article"), completion: Completions.articles)
    var article: String

    @Flag(help: "Mark the article read to the end, without showing it.")
    var finished = false

    static let jsonHelp = "Print the article as one JSON object."
    @OptionGroup var output: OutputOptions<ArticlesReadCommand>
    @OptionGroup var connection: SocketOption

    /// The article as `--json` prints it.
    struct ArticleJSON: Encodable {
        struct Block: Encodable {
            let kind: String, text: String
        }

        let id: String, title: String, blocks: [Block], position: Int, read: Bool, questions: Int
    }

    func run() async throws {
        let (library, _) = try await ArticleLibrary.signedIn(socket: connection)
        let found = try library.article(article)
        if finished {
            let first = try library.finish(found.key)
            Output.line(first ? tr("Read: %s", found.title.terminalLine) : tr("You had read “%s” already.", found.title.terminalLine))
            return
        }
        let reading = try library.reading(found.key)
        if output.json {
            try JSONLines.print(ArticleJSON(
                id: found.key, title: found.title.terminalLine,
                blocks: found.document.blocks.map { .init(kind: $0.isHeading ? "heading" : "paragraph", text: $0.text.terminalLine) },
                position: reading?.position ?? 0, read: reading?.finishedAt != nil, questions: found.questions.count))
            return
        }
        guard TerminalInput.isTerminal, isatty(STDOUT_FILENO) == 1 else {
            var text = found.title.terminalLine + "\n"
            for block in found.document.blocks {
                text += "\n" + (block.isHeading ? "## " : "") + block.text.terminalLine + "\n"
            }
            Output.write(text)
            return
        }
        let signedIn = try await SignedIn.open()
        let vocabulary = try library.vocabulary()
        try ArticleReaderScreen(article: found, library: library, known: KnownWords(signedIn: signedIn),
                                cards: CardCollection(signedIn: signedIn), vocabulary: vocabulary, socket: connection).run()
    }
}
