import Foundation
import LearnCore

/// A podcast as `--json` prints it.
struct PodcastJSON: Encodable {
    let id: Int64
    let title: String
    let feedURL: String
    let link: String?
    let language: String?
    let level: String?
    let episodes: Int
    let new: Int
    let keepDownloads: Int?
    let gone: Bool
    let lastError: String?
    let refreshedAt: Date?

    enum CodingKeys: String, CodingKey {
        case id, title, link, language, level, episodes, new, gone
        case feedURL = "feed_url", keepDownloads = "keep_downloads", lastError = "last_error", refreshedAt = "refreshed_at"
    }

    init(_ podcast: Podcast, episodes: [PodcastEpisode]) {
        id = podcast.id ?? 0
        title = podcast.title
        feedURL = podcast.feedURL
        link = podcast.link
        language = podcast.language
        level = podcast.level
        self.episodes = episodes.count
        new = episodes.filter { $0.state == .new }.count
        keepDownloads = podcast.keepDownloads
        gone = podcast.isGone
        lastError = podcast.lastError
        refreshedAt = podcast.refreshedAt
    }
}

/// An episode as `--json` prints it.
struct EpisodeJSON: Encodable {
    let id: Int64
    let podcast: String
    let title: String
    let libraryTitle: String
    let published: Date?
    let duration: Double?
    let position: Double
    let state: String
    let audio: String?
    let downloaded: String?
    let season: Int?
    let number: Int?
    let transcripts: [EpisodeTranscript]
    let chapters: String?
    let summary: String?

    enum CodingKeys: String, CodingKey {
        case id, podcast, title, published, duration, position, state, audio, downloaded, season, number, transcripts, chapters, summary
        case libraryTitle = "library_title"
    }

    init(_ episode: PodcastEpisode, podcast: Podcast) {
        id = episode.id ?? 0
        self.podcast = podcast.title
        title = episode.title
        libraryTitle = EpisodeEntry.title(of: episode, in: podcast)
        published = episode.publishedAt
        duration = episode.duration
        position = episode.position
        state = episode.state.rawValue
        audio = episode.enclosureURL
        downloaded = episode.downloadPath
        season = episode.season
        number = episode.number
        transcripts = episode.transcripts
        chapters = episode.chaptersURL
        summary = episode.summary
    }
}
