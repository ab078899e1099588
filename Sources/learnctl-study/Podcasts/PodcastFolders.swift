import Foundation
import LearnCore

/// Where podcasts keep their files: downloaded episodes in
/// `$XDG_DATA_HOME/learnctl/podcasts/<podcast>/`, fetched transcripts in
/// `$XDG_CACHE_HOME/learnctl/podcasts/`.
struct PodcastFolders {
    let downloads: String
    let cache: String

    static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> PodcastFolders {
        let home = environment["HOME"] ?? NSHomeDirectory()
        func base(_ name: String, _ fallback: String) -> String {
            if let value = environment[name], value.hasPrefix("/") { return value }
            return "\(home)/\(fallback)"
        }
        return PodcastFolders(downloads: "\(base("XDG_DATA_HOME", ".local/share"))/learnctl/podcasts",
                              cache: "\(base("XDG_CACHE_HOME", ".cache"))/learnctl/podcasts")
    }

    /// The folder of a podcast's downloads, made (0700) if missing.
    func downloadFolder(for podcast: Podcast) throws -> String {
        let folder = "\(downloads)/\(podcast.id ?? 0)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        return folder
    }

    /// Where an episode is downloaded to: its number and the extension of its audio.
    func downloadPath(for episode: PodcastEpisode, in podcast: Podcast) throws -> String {
        "\(try downloadFolder(for: podcast))/\(episode.id ?? 0).\(Self.audioExtension(episode))"
    }

    /// The cache file of an episode's transcript or chapters (`kind` is its extension).
    func cacheFile(for episode: PodcastEpisode, kind: String) throws -> String {
        try FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        return "\(cache)/\(episode.id ?? 0).\(kind)"
    }

    /// The extension of the enclosure's URL path when it is a short word, else from its type.
    static func audioExtension(_ episode: PodcastEpisode) -> String {
        if let url = episode.enclosureURL.flatMap(URL.init(string:)) {
            let ext = url.pathExtension.lowercased()
            if (1...5).contains(ext.count), ext.allSatisfy({ $0.isLetter || $0.isNumber }) { return ext }
        }
        switch episode.enclosureType?.lowercased() {
        case "audio/mp4", "audio/x-m4a", "audio/m4a": return "m4a"
        case "audio/ogg": return "ogg"
        case "audio/opus": return "opus"
        case "audio/wav", "audio/x-wav": return "wav"
        case "audio/flac": return "flac"
        default: return "mp3"
        }
    }
}
