import Foundation
import Testing
import TestSupport

/// One installation by `scripts/install.sh --prefix` into a temporary folder, made once for a
/// suite with the `.installed` trait, read by its tests through ``current``, and removed after them.
struct InstalledPrefix: SuiteTrait, TestScoping {
    /// The installation of the suite running now.
    @TaskLocal static var current: String?

    var isRecursive: Bool { false }

    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        let folder = try TemporaryFolder("inst")
        defer { folder.remove() }
        try InstallScript.succeed(["--prefix", folder.path])
        try await Self.$current.withValue(folder.path) {
            try await function()
        }
    }

    /// The prefix of the suite's installation.
    static func prefix() throws -> String {
        try #require(current, "the suite needs the .installed trait")
    }
}

extension Trait where Self == InstalledPrefix {
    /// Installs once into a temporary prefix for the suite's tests (``InstalledPrefix``).
    static var installed: Self { InstalledPrefix() }
}
