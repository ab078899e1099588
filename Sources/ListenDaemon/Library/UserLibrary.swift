#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The user's own recordings, kept by the daemon in `<data directory>/library.json` (mode 0600),
/// replaced atomically on every change.
public struct UserLibrary: Sendable {
    public let path: String

    /// The default data folder: `$XDG_DATA_HOME/listend`, else `~/.local/share/listend`.
    public static func defaultDirectory(environment: [String: String]) -> String {
        if let data = environment["XDG_DATA_HOME"], !data.isEmpty { return "\(data)/listend" }
        return "\(environment["HOME"] ?? "/tmp")/.local/share/listend"
    }

    public init(directory: String) {
        path = "\(directory)/library.json"
    }

    /// The entries, none when the file does not exist yet; a file that cannot be read is an error
    /// (and is left as it is).
    public func load() throws(DaemonError) -> [CatalogEntry] {
        guard FileManager.default.fileExists(atPath: path) else { return [] }
        let file = try JSONFile.decode(UserLibraryFile.self, at: path, unreadable: "Cannot read the user library \(path).",
                                       invalid: { "The user library \(path) is not valid JSON of the expected shape; fix or move it (\($0))." })
        guard file.version == UserLibraryFile.currentVersion else {
            throw DaemonError("The user library \(path) has version \(file.version); this listend reads version \(UserLibraryFile.currentVersion).")
        }
        return file.recordings.map { r in
            let lower = r.source.lowercased()
            let location: CatalogEntry.Location = lower.hasPrefix("http://") || lower.hasPrefix("https://") ? .url(r.source) : .file(r.source)
            return CatalogEntry(id: r.id, title: r.title, level: r.level, location: location, transcript: r.transcript,
                                transcriptEncoding: r.transcriptEncoding, resume: r.resume ?? false, chapters: r.chapters)
        }
    }

    /// Replaces the file with `entries`.
    public func save(_ entries: [CatalogEntry]) throws(DaemonError) {
        let file = UserLibraryFile(version: UserLibraryFile.currentVersion, recordings: entries.map { e in
            let source: String
            switch e.location {
            case .file(let path): source = path
            case .url(let url): source = url
            }
            return UserLibraryFile.Recording(id: e.id, title: e.title, level: e.level, source: source, transcript: e.transcript,
                                             transcriptEncoding: e.transcriptEncoding, resume: e.resume ? true : nil,
                                             chapters: e.chapters)
        })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        let data: Data
        do {
            data = try encoder.encode(file)
        } catch {
            throw DaemonError("Cannot encode the user library: \(error).")
        }
        try AtomicFile(path: path).write(data)
    }
}
