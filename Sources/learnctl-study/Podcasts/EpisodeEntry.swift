import FeedFetching
import Feeds
import Foundation
import LearnCore
import ListenClient
import ListenProtocol
import Localization

/// An episode as a recording of listend's library: titled "Podcast — Episode", played from its
/// download or its URL, with the feed's preferred timed transcript as its lines and the feed's
/// chapters, and kept where the learner stopped (`resume`).
struct EpisodeEntry {
    let episode: PodcastEpisode
    let podcast: Podcast
    let folders: PodcastFolders

    /// The library title of an episode.
    static func title(of episode: PodcastEpisode, in podcast: Podcast) -> String {
        "\(podcast.title) — \(episode.title)".terminalLine
    }

    var title: String { Self.title(of: episode, in: podcast) }

    /// The downloaded file if it is there, else the enclosure's URL.
    func source() throws -> String {
        if let path = episode.downloadPath, FileManager.default.fileExists(atPath: path) { return path }
        guard let url = episode.enclosureURL else { throw PodcastError.noAudio(title: episode.title) }
        return url
    }

    /// The transcript the feed links that becomes the lines: timed kinds by preference (WebVTT,
    /// SubRip, JSON), in the podcast's language when there is a choice.
    var preferredTranscript: FeedTranscript? {
        let all = episode.transcripts.map { FeedTranscript(url: $0.url, type: $0.type, language: $0.language, rel: $0.rel) }
        return FeedTranscript.preferred(all, language: podcast.language)
    }

    /// Fetches (once; then from the cache) the preferred transcript. A timed one is returned as
    /// a file listend reads; an untimed one (HTML, plain text) is kept in the cache only, for
    /// aligning later. Problems are told through `warn` and leave the episode without lines.
    func transcriptFile(fetcher: FeedFetcher, warn: (String) -> Void) async -> String? {
        guard let transcript = preferredTranscript else { return nil }
        let kind = transcript.kind
        let ext: String
        switch kind {
        case .webVTT: ext = "vtt"
        case .subRip: ext = "srt"
        case .json: ext = "json"
        case .html: ext = "html"
        case .plainText, .unknown: ext = "txt"
        }
        guard let path = try? folders.cacheFile(for: episode, kind: ext) else { return nil }
        if !FileManager.default.fileExists(atPath: path) {
            do {
                guard case .fetched(let fetched) = try await fetcher.fetch(transcript.url) else {
                    warn(tr("The transcript at %s could not be fetched; the episode plays without lines.", transcript.url))
                    return nil
                }
                try Data(fetched.body).write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                warn(tr("The transcript at %1$s could not be fetched (%2$s); the episode plays without lines.", transcript.url, "\(error)"))
                return nil
            }
        }
        return kind.isTimed ? path : nil
    }

    /// The feed's chapters, or nil (problems told through `warn`).
    func chapters(fetcher: FeedFetcher, warn: (String) -> Void) async -> [ChapterMark]? {
        guard let url = episode.chaptersURL else { return nil }
        do {
            guard case .fetched(let fetched) = try await fetcher.fetch(url) else { return nil }
            return try ChaptersDocument.read(fetched.body).map { ChapterMark(title: $0.title, start: $0.start) }
        } catch {
            warn(tr("The chapters at %1$s could not be read (%2$s); the file's own are used.", url, "\(error)"))
            return nil
        }
    }

    /// Adds (or updates) the episode in listend's library; returns its track.
    func add(to connection: ListendConnection, transcript: String?, chapters: [ChapterMark]?) throws -> TrackPayload {
        let level = podcast.level
        let addition = LibraryAddition(source: try source(), title: title, level: level, transcript: transcript,
                                       resume: true, chapters: chapters, replace: true)
        return try connection.request(.daemon(.libraryAdd(addition)), expecting: TrackPayload.self)
    }
}
