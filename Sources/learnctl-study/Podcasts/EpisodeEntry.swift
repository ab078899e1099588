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

    /// The file listend reads as the episode's lines: the transcript `learnctl transcribe` made
    /// for it, else the feed's preferred transcript when it is timed (fetched once, then read from
    /// the cache). An untimed one (HTML, plain text) is only kept in the cache, for `learnctl
    /// transcribe` to align. Problems are told through `warn` and leave the episode without lines.
    func transcriptFile(fetcher: FeedFetcher, warn: (String) -> Void) async -> String? {
        if let made = madeTranscript { return made }
        guard let transcript = preferredTranscript, let path = await cachedTranscript(transcript, fetcher: fetcher, warn: warn) else { return nil }
        return transcript.kind.isTimed ? path : nil
    }

    /// The text of the feed's untimed transcript (HTML reduced to plain text), fetched into the
    /// cache if it is not there yet; nil when the feed links none (or only a timed one).
    func untimedTranscriptText(fetcher: FeedFetcher, warn: (String) -> Void) async -> String? {
        guard let transcript = preferredTranscript, !transcript.kind.isTimed,
              let path = await cachedTranscript(transcript, fetcher: fetcher, warn: warn),
              let data = FileManager.default.contents(atPath: path) else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        return transcript.kind == .html ? HTMLText.plainText(fromHTML: text) : text
    }

    /// The cache file of `transcript`, fetched if it is not there yet.
    private func cachedTranscript(_ transcript: FeedTranscript, fetcher: FeedFetcher, warn: (String) -> Void) async -> String? {
        let ext: String
        switch transcript.kind {
        case .webVTT: ext = "vtt"
        case .subRip: ext = "srt"
        case .json: ext = "json"
        case .html: ext = "html"
        case .plainText, .unknown: ext = "txt"
        }
        guard let path = try? folders.cacheFile(for: episode, kind: ext) else { return nil }
        if FileManager.default.fileExists(atPath: path) { return path }
        do {
            guard case .fetched(let fetched) = try await fetcher.fetch(transcript.url) else {
                warn(tr("The transcript at %s could not be fetched; the episode plays without lines.", transcript.url))
                return nil
            }
            try Data(fetched.body).write(to: URL(fileURLWithPath: path), options: .atomic)
            return path
        } catch {
            warn(tr("The transcript at %1$s could not be fetched (%2$s); the episode plays without lines.", transcript.url, "\(error)"))
            return nil
        }
    }

    /// The transcript `learnctl transcribe` made for the episode, when there is one.
    var madeTranscript: String? {
        guard let path = try? folders.cacheFile(for: episode, kind: "words.vtt"), FileManager.default.fileExists(atPath: path) else { return nil }
        return path
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
