import Foundation
import Testing
@testable import LearnCore

struct ContentDirectoryTests {
    /// A fake executable at `<root>/<relativePath>`, with `root` holding the given folders.
    private func layout(executable relativePath: String, folders: [String]) throws -> (TemporaryDirectory, URL) {
        let root = try TemporaryDirectory()
        for folder in folders {
            try FileManager.default.createDirectory(at: root.path(folder), withIntermediateDirectories: true)
        }
        let executable = root.path(relativePath)
        try FileManager.default.createDirectory(
            at: executable.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data().write(to: executable)
        return (root, executable)
    }

    @Test func theEnvironmentVariableWins() throws {
        let (root, executable) = try layout(
            executable: "repo/.build/debug/learnctl", folders: ["mine/grammar", "repo/Content/grammar"])
        let found = try ContentDirectory.locate(
            "grammar", environment: ["LEARNCTL_CONTENT_DIR": root.path("mine").path], executableURL: executable)
        #expect(found.path == root.path("mine/grammar").path)
    }

    @Test func anEnvironmentVariableWithoutTheFolderIsAnError() throws {
        let (root, executable) = try layout(executable: "repo/.build/debug/learnctl", folders: ["repo/Content/grammar"])
        #expect(throws: ContentDirectoryError(subfolder: "grammar", searched: [root.path("elsewhere/grammar").path])) {
            try ContentDirectory.locate(
                "grammar", environment: ["LEARNCTL_CONTENT_DIR": root.path("elsewhere").path], executableURL: executable)
        }
    }

    @Test func anInstallationUsesShareLearnctl() throws {
        let (root, executable) = try layout(executable: "usr/bin/learnctl", folders: ["usr/share/learnctl/grammar"])
        let found = try ContentDirectory.locate("grammar", environment: [:], executableURL: executable)
        #expect(found.path == root.path("usr/share/learnctl/grammar").path)
    }

    @Test func aBuildFindsTheRepositorysContentFolder() throws {
        let (root, executable) = try layout(
            executable: "repo/.build/x86_64-unknown-linux-gnu/debug/learnctl", folders: ["repo/Content/grammar"])
        let found = try ContentDirectory.locate("grammar", environment: [:], executableURL: executable)
        #expect(found.path == root.path("repo/Content/grammar").path)
    }

    @Test func aContentFolderWithoutTheSubfolderIsSkipped() throws {
        let (root, executable) = try layout(
            executable: "repo/.build/debug/learnctl", folders: ["repo/.build/Content/cards", "repo/Content/grammar"])
        let found = try ContentDirectory.locate("grammar", environment: [:], executableURL: executable)
        #expect(found.path == root.path("repo/Content/grammar").path)
    }

    @Test func nothingFoundNamesThePlacesSearched() throws {
        let (root, executable) = try layout(executable: "bin/learnctl", folders: [])
        do {
            _ = try ContentDirectory.locate("grammar", environment: [:], executableURL: executable)
            Issue.record("found content where there is none")
        } catch let error as ContentDirectoryError {
            #expect(error.searched.first == root.path("share/learnctl/grammar").path)
            #expect(error.searched.contains(root.path("bin/Content/grammar").path))
            #expect(error.description.hasSuffix("Set LEARNCTL_CONTENT_DIR to the folder that contains grammar/."))
        }
    }
}
