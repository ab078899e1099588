import Foundation
import TestSupport

/// Runs `scripts/install.sh` on the binaries these tests run (`--bin-dir`), so no release build
/// is needed: everything after the build — the layout, the completions and man pages generated
/// from the binaries, the units, the manifest and the uninstall — is the script's own work.
enum InstallScript {
    /// The repository's root folder.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Runs the script with `arguments` plus the built binaries and their scratch path;
    /// `environment` replaces the test process's environment.
    static func run(_ arguments: [String], environment: [String: String]? = nil) throws -> Shell.Result {
        try Shell.run("bash", [repository.appendingPathComponent("scripts/install.sh").path] + arguments
                      + ["--bin-dir", Products.directory, "--configuration", "debug", "--scratch-path", try scratchPath()],
                      environment: environment, timeout: 600)
    }

    /// Runs the script and throws unless it succeeds.
    @discardableResult
    static func succeed(_ arguments: [String], environment: [String: String]? = nil) throws -> Shell.Result {
        let result = try run(arguments, environment: environment)
        guard result.status == 0 else {
            throw ShellError("install.sh \(arguments.joined(separator: " ")) exited with \(result.status): \(result.stdout)\(result.stderr)")
        }
        return result
    }

    /// SwiftPM's scratch folder the tests were built in: the folder above the products that holds
    /// the dependencies' checkouts (the script builds ArgumentParser's generate-manual from there).
    static func scratchPath() throws -> String {
        var folder = URL(fileURLWithPath: Products.directory).resolvingSymlinksInPath()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("checkouts/swift-argument-parser/Package.swift").path) {
                return folder.path
            }
            folder.deleteLastPathComponent()
        }
        throw ShellError("no scratch folder with checkouts/swift-argument-parser above \(Products.directory)")
    }

    /// Every file, link and folder below `folder`, as paths relative to it, sorted.
    static func listing(_ folder: String) -> [String] {
        (FileManager.default.subpaths(atPath: folder) ?? []).sorted()
    }
}
