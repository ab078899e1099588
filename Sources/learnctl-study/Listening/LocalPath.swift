import Foundation
import ListenClient
import ListenProtocol

/// Paths as the daemon needs them: absolute, since it does not share the client's working directory.
enum LocalPath {
    /// `path` made absolute against the current directory, with `~/` expanded.
    static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        if path.hasPrefix("~/") { return NSString(string: path).expandingTildeInPath }
        return URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL.path
    }

    /// A URL stays as it is; anything else is a local path.
    static func absoluteSource(_ source: String) -> String {
        let lower = source.lowercased()
        if lower.hasPrefix("http://") || lower.hasPrefix("https://") || FileURL.isFileURL(source) { return source }
        return absolute(source)
    }
}
