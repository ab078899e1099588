import ArgumentParser

/// `learnctl podcasts`: subscriptions, episodes that remember where you stopped, downloads.
struct PodcastsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "podcasts",
        abstract: "Subscribe to podcasts and practise on their episodes.",
        discussion: """
            Each episode played becomes a recording of listend's library, titled "Podcast — \
            Episode", that plays on from where you stopped. A transcript the feed publishes \
            (<podcast:transcript>: WebVTT, SubRip or JSON) becomes its lines, so `learnctl line`, \
            loops, autopause and `learnctl practice dictation` work on it; chapters \
            (<podcast:chapters>) become its chapters.

            Podcasts are kept per account in the learning database; downloads in \
            $XDG_DATA_HOME/learnctl/podcasts, fetched transcripts in $XDG_CACHE_HOME/learnctl/podcasts.

            Examples:
              learnctl podcasts add https://example.org/feed.xml
              learnctl podcasts refresh
              learnctl podcasts episodes --new
              learnctl podcasts play latest
              learnctl practice dictation "My Show — Episode 12"
            """,
        subcommands: [
            PodcastsAddCommand.self, PodcastsImportCommand.self, PodcastsExportCommand.self, PodcastsListCommand.self,
            PodcastsRemoveCommand.self, PodcastsRefreshCommand.self, PodcastsEpisodesCommand.self, PodcastsPlayCommand.self,
            PodcastsDownloadCommand.self, PodcastsMarkCommand.self, PodcastsLevelCommand.self,
        ]
    )
}
