import ArgumentParser
import Articles
import FeedFetching
import Foundation
import LearnCore
import ListenClient
import Localization

/// `learnctl articles add FILE|URL`.
struct ArticlesAddCommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add an article from a file or a web page.",
        discussion: """
            Reads plain text (paragraphs separated by blank lines; a short first line is the \
            title), Markdown, or HTML, of which only the main text is kept: the title, headings \
            and paragraphs, without navigation, sidebars, comments, scripts or ads. The format \
            is told by the server's Content-Type or the file's extension, else by its content; \
            --format says it. The article is analysed against the words you know and listed \
            with the others.

            Examples:
              learnctl articles add notes/my-trip.md
              learnctl articles add https://example.org/2026/11/story.html
            """)

    @Argument(help: ArgumentHelp("A file, or an http(s) address.", valueName: "file-or-url"), completion: .file())
    var source: String

    @Option(help: ArgumentHelp("The article's title (default: the one it has, else the file's name).", valueName: "title"))
    var title: String?

    @Option(help: ArgumentHelp("Read it as this format.", valueName: "format"))
    var format: ArticleFormatArgument?

    static let jsonHelp = "Print the new article as `learnctl articles --json` does."
    @OptionGroup var output: OutputOptions<ArticlesAddCommand>

    func run() async throws {
        let library = try await ArticleLibrary.signedIn()
        let fetcher = FeedFetcher(userAgent: "learnctl/1 (+articles)")
        let loaded: (ArticleDocument, ArticleFormat)
        do {
            loaded = try await ArticleLoader(fetcher: fetcher).load(source, title: title, format: format?.format)
            try? await fetcher.shutdown()
        } catch {
            try? await fetcher.shutdown()
            throw error
        }
        let location = ArticleLoader.isAddress(source) ? source : URL(fileURLWithPath: source).standardizedFileURL.path
        let article = try library.add(loaded.0, source: location, format: loaded.1.rawValue)
        let entry = try library.entry(of: article, for: library.vocabulary())
        if output.json {
            try JSONLines.print(ArticleEntryJSON(entry))
        } else {
            // TRANSLATORS: %1$s the article's ID, %2$s its title, %3$s a level, %4$s words, %5$s a share of new words.
            Output.line(tr("Added article %1$s: %2$s (%3$s, %4$s words, %5$s new to you). Read it: learnctl articles read %1$s",
                           article.key, article.title.terminalLine, entry.level, NumberText.integer(entry.words),
                           ArticleText.percent(entry.newWordShare)))
        }
    }
}

/// `--format` of `articles add`.
enum ArticleFormatArgument: String, ExpressibleByArgument, CaseIterable {
    case text, markdown, html

    var format: ArticleFormat {
        switch self {
        case .text: .plainText
        case .markdown: .markdown
        case .html: .html
        }
    }
}
