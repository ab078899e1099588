import Foundation

/// learnctl's message catalogs (po/es.po, po/fr.po) compiled once per test process with
/// `scripts/compile-catalogs.sh`, for `LEARNCTL_LOCALEDIR`.
public enum MessageCatalogs {
    /// The repository's root.
    public static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The folder of compiled catalogs; nil when msgfmt is missing or a catalog does not compile.
    public static let directory: String? = {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("learnctl-catalogs-\(getpid())", isDirectory: true)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [repository.appendingPathComponent("scripts/compile-catalogs.sh").path, folder.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.start() } catch { return nil }
        process.waitUntilExit()
        return process.terminationStatus == 0 ? folder.path : nil
    }()
}
