import LearnCore
import ListenClient
import ListenProtocol

/// Brings where listend says the learner stopped in each episode into the learning database
/// (an episode heard to 95 % becomes played). Nothing happens when listend is not running.
enum EpisodePositions {
    static func sync(_ subscriptions: PodcastSubscriptions, socket: SocketOption) {
        guard let connection = try? socket.connect(),
              let library = try? connection.request(.daemon(.list), expecting: LibraryPayload.self) else { return }
        var heard: [String: TrackPayload] = [:]
        for track in library.tracks where track.resumeAt != nil { heard[track.title] = track }
        guard !heard.isEmpty, let podcasts = try? subscriptions.podcasts() else { return }
        for podcast in podcasts {
            for episode in (try? subscriptions.episodes(of: podcast)) ?? [] {
                guard let track = heard[EpisodeEntry.title(of: episode, in: podcast)], let position = track.resumeAt else { continue }
                let duration = track.duration.flatMap { $0 > 0 ? $0 : nil }
                _ = try? subscriptions.recordPosition(position, duration: duration, of: episode)
            }
        }
    }
}
