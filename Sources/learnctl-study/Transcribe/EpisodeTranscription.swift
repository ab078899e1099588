import LearnCore
import ListenClient
import Localization
import Transcription

/// `--transcribe` of `podcasts refresh` and `podcasts download`: each episode whose feed links no
/// timed transcript, and that has none made yet, is transcribed (aligned to the feed's HTML or
/// plain-text transcript when it links one).
enum EpisodeTranscription {
    /// Whether the episode has no lines yet: no timed transcript in its feed and none made.
    static func needsTranscript(_ episode: PodcastEpisode, of podcast: Podcast) -> Bool {
        let entry = EpisodeEntry(episode: episode, podcast: podcast, folders: .fromEnvironment())
        return entry.madeTranscript == nil && entry.preferredTranscript?.kind.isTimed != true
    }

    /// Transcribes those of `episodes` that need it, one after another, saying what was made
    /// (unless `quiet`); returns how many failed. Ctrl-C stops at once.
    static func transcribe(_ episodes: [PodcastEpisode], subscriptions: PodcastSubscriptions, socket: SocketOption,
                           quiet: Bool) async throws -> Int {
        var failed = 0
        for episode in episodes {
            let podcast = try subscriptions.podcast(of: episode)
            guard needsTranscript(episode, of: podcast) else { continue }
            let title = EpisodeEntry.title(of: episode, in: podcast)
            let language = podcast.language.flatMap { TranscriptionLanguage(rawValue: String($0.prefix(2)).lowercased()) } ?? .auto
            let run = TranscriptionRun(target: .episode(episode, podcast, subscriptions), language: language, socket: socket)
            do {
                let outcome = try await run.run()
                guard !quiet else { continue }
                if outcome.path == nil {
                    Output.line(tr("No speech was heard in %s; no transcript was written.", title))
                } else {
                    Output.line(tr("Transcribed \"%1$s\": %2$d lines.", title, outcome.lines))
                }
            } catch TranscriptionError.cancelled {
                throw TranscriptionError.cancelled
            } catch let error as TranscriptionError {
                Output.error(tr("\"%1$s\" was not transcribed: %2$s", title, TranscribeCommand.message(error)))
                if case .notInstalled = error { return failed + 1 }
                failed += 1
            } catch {
                Output.error(tr("\"%1$s\" was not transcribed: %2$s", title, "\(error)".terminalLine))
                failed += 1
            }
        }
        return failed
    }
}
