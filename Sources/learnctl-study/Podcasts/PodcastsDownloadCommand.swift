#if canImport(Glibc)
import Glibc
#endif
import ArgumentParser
import FeedFetching
import Foundation
import LearnCore
import ListenClient
import ListenProtocol
import Localization
import Synchronization

/// `learnctl podcasts download EPISODE | --new [--keep N]`.
struct PodcastsDownloadCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "download",
        abstract: "Download episodes for listening offline.",
        discussion: """
            Downloads into $XDG_DATA_HOME/learnctl/podcasts/<podcast>/. An interrupted download \
            goes on from where it stopped the next time (an HTTP Range request; from the start \
            if the server cannot); a download whose length differs from what the server \
            announced is not kept. A downloaded episode plays from its file, and an episode \
            already in listend's library is moved to it, keeping where you stopped.

            --keep N keeps at most N downloads of each podcast concerned, from then on: played \
            episodes are deleted first, then the oldest. On a terminal a progress bar is drawn.

            --transcribe then transcribes each episode downloaded whose feed links no timed \
            transcript, as `learnctl transcribe` does.

            Examples:
              learnctl podcasts download 42
              learnctl podcasts download --new --keep 5
            """)

    @Argument(help: ArgumentHelp("An episode's number or title, or latest.", valueName: "episode"))
    var episode: String?

    @Flag(help: "Download every new episode.") var new = false

    @Option(help: ArgumentHelp("Keep at most this many downloads per podcast.", valueName: "n"))
    var keep: Int?

    @Flag(help: "Transcribe the episodes downloaded that have no timed transcript.") var transcribe = false

    @OptionGroup var connection: SocketOption

    func validate() throws {
        if (episode == nil) == !new { throw ValidationError(tr("Name an episode or give --new.")) }
    }

    func run() async throws {
        let subscriptions = try await PodcastSubscriptions.signedIn()
        let chosen = try episode.map { [try subscriptions.episode(named: $0)] } ?? subscriptions.episodes(in: [.new])
        let folders = PodcastFolders.fromEnvironment()
        let downloader = EpisodeDownloader()
        var failed = 0
        var downloaded: [PodcastEpisode] = []
        var podcasts: [Int64: Podcast] = [:]
        for episode in chosen {
            let podcast = try podcasts[episode.podcastId] ?? subscriptions.podcast(of: episode)
            podcasts[episode.podcastId] = podcast
            guard let url = episode.enclosureURL else {
                failed += 1
                Output.error(PodcastError.noAudio(title: episode.title).description)
                continue
            }
            if let path = episode.downloadPath, FileManager.default.fileExists(atPath: path) {
                downloaded.append(episode)
                continue
            }
            let path = try folders.downloadPath(for: episode, in: podcast)
            let title = EpisodeEntry.title(of: episode, in: podcast)
            let bar = Mutex(DownloadBar(label: title))
            do {
                let result = try await downloader.download(url, to: path) { progress in bar.withLock { $0.update(progress) } }
                bar.withLock { $0.finish() }
                let stored = try subscriptions.setDownload(path, of: episode)
                downloaded.append(stored)
                moveLibraryEntry(of: stored, in: podcast, to: path)
                Output.line(tr("Downloaded \"%1$s\" (%2$s MB).", title, String(format: "%.1f", Double(result.bytes) / 1_000_000)))
            } catch {
                bar.withLock { $0.finish() }
                failed += 1
                Output.error(tr("\"%1$s\" was not downloaded: %2$s", title, "\(error)".terminalLine))
            }
        }
        try? await downloader.shutdown()
        if transcribe {
            failed += try await EpisodeTranscription.transcribe(downloaded, subscriptions: subscriptions, socket: connection, quiet: false)
        }
        for podcast in podcasts.values {
            var podcast = podcast
            if let keep { podcast = try subscriptions.setKeep(keep, of: podcast) }
            for old in try subscriptions.downloadsOverLimit(of: podcast) {
                if let path = old.downloadPath { try? FileManager.default.removeItem(atPath: path) }
                let stored = try subscriptions.setDownload(nil, of: old)
                moveLibraryEntry(of: stored, in: podcast, to: stored.enclosureURL)
                Output.line(tr("Deleted the download of \"%s\".", EpisodeEntry.title(of: old, in: podcast)))
            }
        }
        if failed > 0 { throw ExitCode.failure }
    }

    /// Points the episode's entry in listend's library (if there is one) at `source`, keeping
    /// where the learner stopped.
    private func moveLibraryEntry(of episode: PodcastEpisode, in podcast: Podcast, to source: String?) {
        guard let source, let listend = try? connection.connect(),
              let library = try? listend.request(.daemon(.list), expecting: LibraryPayload.self) else { return }
        let title = EpisodeEntry.title(of: episode, in: podcast)
        guard let track = library.tracks.first(where: { $0.title == title }) else { return }
        let addition = LibraryAddition(source: source, title: title, level: track.level, transcript: track.transcript, resume: true,
                                       chapters: nil, replace: true)
        _ = try? listend.request(.daemon(.libraryAdd(addition)), expecting: TrackPayload.self)
    }
}

/// A one-line download progress bar on standard error, drawn only on a terminal.
struct DownloadBar {
    let label: String
    private let visible = isatty(STDERR_FILENO) == 1
    private var drawn = false

    init(label: String) {
        self.label = label
    }

    mutating func update(_ progress: DownloadProgress) {
        guard visible else { return }
        drawn = true
        let megabytes = String(format: "%.1f", Double(progress.received) / 1_000_000)
        if let total = progress.total, total > 0 {
            let percent = Int(progress.received * 100 / total)
            let filled = percent * 30 / 100
            let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: 30 - filled)
            Output.write("\r\(label.terminalLine.prefix(40)) [\(bar)] \(percent)% \(megabytes) MB", to: STDERR_FILENO)
        } else {
            Output.write("\r\(label.terminalLine.prefix(40)) \(megabytes) MB", to: STDERR_FILENO)
        }
    }

    func finish() {
        if drawn { Output.write("\n", to: STDERR_FILENO) }
    }
}
