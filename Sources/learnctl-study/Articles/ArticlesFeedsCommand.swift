import ArgumentParser
import FeedFetching
import Feeds
import LearnCore
import ListenClient
import Localization

/// `learnctl articles feeds`: feeds of articles (RSS, Atom) whose items become articles.
struct ArticlesFeedsCommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "feeds",
        abstract: "Follow feeds of articles: their new items become articles.",
        discussion: """
            Without a subcommand, lists the feeds you follow. Each new item of a feed becomes an \
            article: the main text of the item's page (else the feed's text for it), analysed \
            against the words you know and listed with the others. Feeds are read as podcast \
            feeds are (RSS 2.0, Atom, a web page's feed link), with conditional requests.

            Examples:
              learnctl articles feeds add https://example.org/articles.xml
              learnctl articles feeds refresh
            """,
        subcommands: [ArticlesFeedsListCommand.self, ArticlesFeedsAddCommand.self, ArticlesFeedsRefreshCommand.self,
                      ArticlesFeedsRemoveCommand.self],
        defaultSubcommand: ArticlesFeedsListCommand.self)

    static let jsonHelp = "Print one JSON object per feed."
}

extension ArticleFeeds: SignedInData {
    init(signedIn s: SignedIn) { self.init(database: s.database, account: s.account, clock: s.clock) }
}

/// A feed as `--json` prints it.
struct ArticleFeedJSON: Encodable {
    let id: Int64, title: String, url: String, error: String?
}

/// `learnctl articles feeds list`.
struct ArticlesFeedsListCommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the feeds of articles you follow.")

    static let jsonHelp = "Print one JSON object per feed."
    @OptionGroup var output: OutputOptions<ArticlesFeedsListCommand>

    func run() async throws {
        let feeds = try await ArticleFeeds.signedIn().feeds()
        for feed in feeds {
            if output.json {
                try JSONLines.print(ArticleFeedJSON(id: feed.id ?? 0, title: feed.title.terminalLine, url: feed.feedURL, error: feed.lastError))
            } else {
                var line = "\(feed.id ?? 0)\t\(feed.title.terminalLine)\t\(feed.feedURL.terminalLine)"
                if let error = feed.lastError { line += "\t" + tr("last refresh failed: %s", error.terminalLine) }
                Output.line(line)
            }
        }
        if feeds.isEmpty, !output.json { Output.line(tr("You follow no feed of articles yet: learnctl articles feeds add URL")) }
    }
}

/// `learnctl articles feeds add URL`.
struct ArticlesFeedsAddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Follow a feed of articles, and take in its items.",
        discussion: "URL is the feed, or a web page that links it. Its newest items (at most 20) become articles at once.")

    @Argument(help: ArgumentHelp("The feed's address, or a page that links it.", valueName: "url"))
    var url: String

    func run() async throws {
        let signedIn = try await SignedIn.open()
        let feeds = ArticleFeeds(signedIn: signedIn)
        let library = ArticleLibrary(signedIn: signedIn)
        let fetcher = FeedFetcher(userAgent: "learnctl/1 (+articles)")
        defer { Task { try? await fetcher.shutdown() } }
        let loaded: FeedLoader.Loaded
        switch await FeedLoader(fetcher: fetcher).result(url) {
        case .success(let found): loaded = found
        case .failure(let failure): throw ValidationError(failure.description)
        }
        let feed = try feeds.follow(feedURL: loaded.feedURL, title: loaded.feed.title.terminalLine,
                                    etag: loaded.fetched.etag, lastModified: loaded.fetched.lastModified)
        let added = try await ArticleFeedReader(fetcher: fetcher, library: library, feeds: feeds).take(loaded.feed, into: feed)
        try? await fetcher.shutdown()
        Output.line(trn("Following %2$s: %1$d article added.", "Following %2$s: %1$d articles added.",
                        added.count, added.count, feed.title.terminalLine))
        for article in added { Output.line("  \(article.key)\t\(article.title.terminalLine)") }
    }
}

/// `learnctl articles feeds refresh`.
struct ArticlesFeedsRefreshCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "refresh", abstract: "Take in the new items of the feeds you follow.")

    @Argument(help: ArgumentHelp("Only this feed (its number, address or title).", valueName: "feed"))
    var feed: String?

    func run() async throws {
        let signedIn = try await SignedIn.open()
        let feeds = ArticleFeeds(signedIn: signedIn)
        let only = try feed.map { [try feeds.feed($0)] }
        let fetcher = FeedFetcher(userAgent: "learnctl/1 (+articles)")
        let results = try await ArticleFeedReader(fetcher: fetcher, library: ArticleLibrary(signedIn: signedIn), feeds: feeds).refresh(only)
        try? await fetcher.shutdown()
        for (feed, result) in results {
            switch result {
            case .success(let added):
                Output.line(trn("%2$s: %1$d new article.", "%2$s: %1$d new articles.", added.count, added.count, feed.title.terminalLine))
                for article in added { Output.line("  \(article.key)\t\(article.title.terminalLine)") }
            case .failure(let failure):
                Output.error(tr("%1$s: %2$s", feed.title.terminalLine, failure.description))
            }
        }
    }
}

/// `learnctl articles feeds remove FEED`.
struct ArticlesFeedsRemoveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove", abstract: "Stop following a feed of articles; its articles are removed with it.")

    @Argument(help: ArgumentHelp("The feed's number, address or title.", valueName: "feed"))
    var feed: String

    func run() async throws {
        let feeds = try await ArticleFeeds.signedIn()
        let found = try feeds.feed(feed)
        try feeds.unfollow(found)
        Output.line(tr("No longer following %s.", found.title.terminalLine))
    }
}
