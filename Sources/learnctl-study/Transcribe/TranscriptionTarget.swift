import ArgumentParser
import Foundation
import LearnCore
import ListenClient
import ListenProtocol
import Localization

/// What `learnctl transcribe` was asked to transcribe: a local file, a URL, a recording of
/// listend's library, or a podcast episode.
enum TranscriptionTarget {
    case file(String)
    case url(String)
    /// A recording of the library, with its location.
    case track(TrackPayload, location: String)
    case episode(PodcastEpisode, Podcast, PodcastSubscriptions)

    /// Where the audio is: a path or a URL.
    var audio: String {
        get throws {
            switch self {
            case .file(let path): return path
            case .url(let url): return url
            case .track(_, let location): return location
            case .episode(let episode, let podcast, _):
                return try EpisodeEntry(episode: episode, podcast: podcast, folders: .fromEnvironment()).source()
            }
        }
    }

    /// The name messages use.
    var name: String {
        switch self {
        case .file(let path): return (path as NSString).lastPathComponent
        case .url(let url): return url
        case .track(let track, _): return track.title.terminalLine
        case .episode(let episode, let podcast, _): return EpisodeEntry.title(of: episode, in: podcast)
        }
    }

    /// Reads `name` as a file that exists, an http(s) URL, a recording of the library (its id or
    /// title, any case), or an episode of the signed-in learner's podcasts (its number, title or
    /// `latest`), in that order.
    static func resolve(_ name: String, socket: SocketOption) async throws -> TranscriptionTarget {
        let lower = name.lowercased()
        if lower.hasPrefix("http://") || lower.hasPrefix("https://") { return .url(name) }
        let path = LocalPath.absolute(name)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            guard !isFolder.boolValue else { throw ValidationError(tr("%s is a folder; name an audio file.", path)) }
            return .file(path)
        }
        var titles: [String] = []
        if let listend = try? socket.connect(), let library = try? listend.request(.daemon(.list), expecting: LibraryPayload.self) {
            titles = library.tracks.map(\.title)
            let wanted = name.trimmingCharacters(in: .whitespaces).lowercased()
            if let track = library.tracks.first(where: { $0.id.lowercased() == wanted || $0.title.lowercased() == wanted }) {
                if let episode = try? await episode(titled: track.title) { return episode }
                guard let location = track.location else {
                    throw ValidationError(tr("listend did not say where \"%s\" is; update listend.", track.title.terminalLine))
                }
                return .track(track, location: location)
            }
        }
        if let subscriptions = try? await PodcastSubscriptions.signedIn(), let found = try? subscriptions.episode(named: name) {
            return .episode(found, try subscriptions.podcast(of: found), subscriptions)
        }
        var message = tr("No file, recording or podcast episode is called \"%s\".", name.terminalLine)
        if let suggestion = DidYouMean.sentence(for: name, in: titles) { message += " " + suggestion }
        throw ValidationError(message)
    }

    /// The episode whose library title is `title`, when a learner is signed in.
    private static func episode(titled title: String) async throws -> TranscriptionTarget? {
        let subscriptions = try await PodcastSubscriptions.signedIn()
        for episode in try subscriptions.episodes(of: nil) {
            let podcast = try subscriptions.podcast(of: episode)
            if EpisodeEntry.title(of: episode, in: podcast) == title { return .episode(episode, podcast, subscriptions) }
        }
        return nil
    }
}
