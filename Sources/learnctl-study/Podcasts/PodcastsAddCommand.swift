import ArgumentParser
import FeedFetching
import LearnCore
import ListenClient
import Localization

/// `learnctl podcasts add URL`.
struct PodcastsAddCommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Subscribe to a podcast by its feed or by a web page that links it.",
        discussion: """
            URL is an RSS 2.0 or Atom feed, or a web page whose <link rel="alternate" \
            type="application/rss+xml"> names one. The newest episode is marked new; older ones \
            wait as unplayed. A feed that cannot be read is refused and nothing is stored.

            Example:
              learnctl podcasts add https://example.org/podcast
            """)

    @Argument(help: ArgumentHelp("The feed's or the page's http(s) URL.", valueName: "url"))
    var url: String

    static let jsonHelp = "Print the new podcast as a JSON object."
    @OptionGroup var output: OutputOptions<PodcastsAddCommand>

    func run() async throws {
        let subscriptions = try await PodcastSubscriptions.signedIn()
        let fetcher = FeedFetcher()
        let outcome = await FeedLoader(fetcher: fetcher).result(url)
        try? await fetcher.shutdown()
        let loaded: FeedLoader.Loaded
        switch outcome {
        case .success(let feed): loaded = feed
        case .failure(let failure): throw ValidationError(failure.description)
        }
        let podcast = try subscriptions.subscribe(feedURL: loaded.feedURL, feed: loaded.feed, etag: loaded.fetched.etag,
                                                  lastModified: loaded.fetched.lastModified)
        let episodes = try subscriptions.episodes(of: podcast)
        if output.json {
            try JSONLines.print(PodcastJSON(podcast, episodes: episodes))
        } else {
            // TRANSLATORS: %1$s is the podcast's title, %2$s how many episodes its feed has, %3$s its number.
            Output.line(tr("Subscribed to \"%1$s\": %2$s episodes (podcast %3$s).", podcast.title.terminalLine, String(episodes.count), String(podcast.id!)))
        }
    }
}
