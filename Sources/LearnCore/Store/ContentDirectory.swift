import Foundation

/// Finds the bundled content (`grammar/`, `cards/`, …) at run time.
///
/// The content root is the first of these that holds the wanted subfolder:
/// 1. `$LEARNCTL_CONTENT_DIR` (when set, it is the only place looked at);
/// 2. `<executable dir>/../share/learnctl`, where an installation puts it (or
///    `../../share/learnctl` from `libexec/learnctl/`, where learnctl-study is installed);
/// 3. a `Content/` folder in the executable's directory or any directory above it, which finds
///    the repository's `Content/` when running from `.build/debug/`.
public enum ContentDirectory {
    /// The environment variable naming the content root explicitly.
    public static let environmentVariable = "LEARNCTL_CONTENT_DIR"

    /// The folder `<content root>/<subfolder>`, e.g. `subfolder` "grammar".
    public static func locate(
        _ subfolder: String,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        executableURL: URL? = Bundle.main.executableURL
    ) throws -> URL {
        let candidates = roots(environment: environment, executableURL: executableURL)
            .map { $0.appendingPathComponent(subfolder, isDirectory: true) }
        guard let found = candidates.first(where: isDirectory) else {
            throw ContentDirectoryError(subfolder: subfolder, searched: candidates.map(\.path))
        }
        return found
    }

    private static func roots(environment: [String: String], executableURL: URL?) -> [URL] {
        if let explicit = environment[environmentVariable], !explicit.isEmpty {
            return [URL(fileURLWithPath: explicit, isDirectory: true).standardizedFileURL]
        }
        guard let executableURL else { return [] }
        var roots: [URL] = []
        for directory in [executableURL, executableURL.resolvingSymlinksInPath()].map({ $0.deletingLastPathComponent() }) {
            roots.append(directory.appendingPathComponent("../share/learnctl", isDirectory: true).standardizedFileURL)
            roots.append(directory.appendingPathComponent("../../share/learnctl", isDirectory: true).standardizedFileURL)
            var current = directory.standardizedFileURL
            while true {
                roots.append(current.appendingPathComponent("Content", isDirectory: true))
                let parent = current.deletingLastPathComponent()
                if parent.path == current.path { break }
                current = parent
            }
        }
        var seen = Set<String>()
        return roots.filter { seen.insert($0.path).inserted }
    }

    private static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
