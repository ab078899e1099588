import Foundation

/// Where the package's built executables are: next to the test bundle.
public enum Products {
    public static let directory: String = {
        var url = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath()
        for _ in 0..<4 {
            url.deleteLastPathComponent()
            if FileManager.default.isExecutableFile(atPath: url.appendingPathComponent("listend").path) { return url.path }
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/debug").path
    }()

    public static func path(_ name: String) -> String {
        "\(directory)/\(name)"
    }

    /// The repository's bundled listening library.
    public static let audioDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Audio").path
}
