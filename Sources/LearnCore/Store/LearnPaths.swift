import Foundation

/// Where learnctl keeps its files, following the XDG base directory conventions.
///
/// - The database: `$LEARNCTL_DB`, else `$XDG_DATA_HOME/learnctl/learn.sqlite`
///   (`XDG_DATA_HOME` defaults to `~/.local/share`).
/// - The session file: `$XDG_STATE_HOME/learnctl/session`
///   (`XDG_STATE_HOME` defaults to `~/.local/state`).
public struct LearnPaths: Sendable, Equatable {
    /// The SQLite database holding every account and its learning data.
    public var databaseURL: URL
    /// The file holding the signed-in session's token.
    public var sessionFileURL: URL

    /// Paths given explicitly.
    public init(databaseURL: URL, sessionFileURL: URL) {
        self.databaseURL = databaseURL
        self.sessionFileURL = sessionFileURL
    }

    /// The paths the environment selects.
    public static func fromEnvironment(_ environment: [String: String]) -> LearnPaths {
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FileManager.default.homeDirectoryForCurrentUser

        func baseDirectory(_ variable: String, default relativePath: String) -> URL {
            // The XDG specification says relative values are to be ignored.
            if let value = environment[variable], value.hasPrefix("/") {
                return URL(fileURLWithPath: value, isDirectory: true)
            }
            return home.appendingPathComponent(relativePath, isDirectory: true)
        }

        let databaseURL: URL
        if let override = environment["LEARNCTL_DB"], !override.isEmpty {
            databaseURL = URL(fileURLWithPath: override).standardizedFileURL
        } else {
            databaseURL = baseDirectory("XDG_DATA_HOME", default: ".local/share")
                .appendingPathComponent("learnctl/learn.sqlite")
        }
        let sessionFileURL = baseDirectory("XDG_STATE_HOME", default: ".local/state")
            .appendingPathComponent("learnctl/session")
        return LearnPaths(databaseURL: databaseURL, sessionFileURL: sessionFileURL)
    }
}
