import Foundation
import Testing
import TestSupport

/// The microphone takes of speaking attempts (files listend wrote in its recordings folder) go
/// with the attempts: `speak history forget ID`, `forget --all` and deleting the account delete
/// them, `speak settings --keep-takes N` keeps only the newest N, and a learner's own recording
/// (`--file`) is never deleted.
@Suite(.serialized, .tags(.realSpeech)) struct SpeakingTakesTests {
    /// A signed-in runner and a folder laid out like listend's cache (`…/listend/recordings`).
    struct Takes {
        let cli: LearnctlRunner
        let folder: TemporaryFolder
        let recordings: String
        let clip: String

        init() throws {
            cli = try LearnctlRunner()
            try cli.startSignedUp()
            folder = try TemporaryFolder("takes")
            recordings = "\(folder.path)/cache/listend/recordings"
            try FileManager.default.createDirectory(atPath: recordings, withIntermediateDirectories: true)
            clip = try FliteSpeech.make("Where is the train station?", in: folder)
        }

        /// Scores a copy of the clip kept as listend's take `number`; returns its path.
        func take(_ number: Int) throws -> String {
            let path = "\(recordings)/take-20261127-100000-4242-\(number).wav"
            try FileManager.default.copyItem(atPath: clip, toPath: path)
            let result = try jsonObject(try cli.succeed(["speak", "travel", "--sentence", "1", "--file", path, "--json"]).stdout)
            #expect(result["recording"] as? String == path)
            return path
        }

        func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

        func attempts() throws -> [[String: Any]] {
            try jsonLines(try cli.succeed(["speak", "history", "--json"]).stdout).filter { $0["type"] as? String == "attempt" }
        }
    }

    @Test func forgettingAnAttemptDeletesItsTakeButNotALearnersOwnFile() throws {
        let takes = try Takes()
        defer { takes.folder.remove() }
        let first = try takes.take(1)
        let second = try takes.take(2)
        _ = try jsonObject(try takes.cli.succeed(["speak", "travel", "--sentence", "1", "--file", takes.clip, "--json"]).stdout)
        let ids = try takes.attempts().compactMap { $0["id"] as? Int }
        #expect(ids.count == 3)

        let refused = try takes.cli.run(["speak", "history", "forget", "\(ids[2])"])
        #expect(refused.status != 0 && takes.exists(first), "no --yes without a terminal: \(refused.stderr)")
        let forgot = try takes.cli.succeed(["speak", "history", "forget", "\(ids[2])", "--yes"]).stdout
        #expect(forgot.contains("Deleted speaking attempt #\(ids[2])"), "\(forgot)")
        #expect(!takes.exists(first) && takes.exists(second))

        try takes.cli.succeed(["speak", "history", "forget", "--all", "--yes"])
        #expect(!takes.exists(second))
        #expect(takes.exists(takes.clip), "the learner's own recording stays")
        #expect(try takes.attempts().isEmpty)
    }

    @Test func deletingTheAccountDeletesItsTakes() throws {
        let takes = try Takes()
        defer { takes.folder.remove() }
        let path = try takes.take(1)
        try takes.cli.succeed(["account", "delete", "--password-stdin"], stdin: LearnctlRunner.password + "\n")
        #expect(!takes.exists(path))
    }

    @Test func onlyTheNewestTakesAreKept() throws {
        let takes = try Takes()
        defer { takes.folder.remove() }
        let shown = try takes.cli.succeed(["speak", "settings"]).stdout
        #expect(shown.contains("100"), "the default: \(shown)")
        let changed = try jsonObject(try takes.cli.succeed(["speak", "settings", "--keep-takes", "2", "--json"]).stdout)
        #expect(changed["keep_takes"] as? Int == 2)
        let paths = try (1...3).map(takes.take)
        #expect(paths.map { takes.exists($0) } == [false, true, true])
        let attempts = try takes.attempts()
        #expect(attempts.count == 3, "the attempts stay")
        #expect(attempts.map { $0["recording"] as? String } == [paths[2], paths[1], nil])
        let wrong = try takes.cli.run(["speak", "settings", "--keep-takes", "-1"])
        #expect(wrong.status == LearnctlRunner.usageErrorStatus, "\(wrong.stderr)")
    }
}

/// `translate settings --keep N`: the history keeps the newest N translations (favourites are
/// never dropped).
struct TranslationHistoryCapTests {
    @Test func theOldestTranslationsAreDropped() throws {
        let cli = try LearnctlRunner.signedIn()
        cli.environment["TZ"] = "UTC"
        let shown = try cli.translateJSON(["settings"])
        #expect(shown["keep"] as? Int == 1000)
        #expect(try cli.translateJSON(["settings", "--keep", "2"])["keep"] as? Int == 2)
        try cli.translateOutput(["house"])
        try cli.translateOutput(["favourite", "1"])
        for word in ["dog", "cat", "window"] { try cli.translateOutput([word]) }
        let texts = try cli.translationHistory().compactMap { $0["text"] as? String }
        #expect(texts == ["window", "cat", "house"], "\(texts)")
        let wrong = try cli.translate(["settings", "--keep", "0"])
        #expect(wrong.status == LearnctlRunner.usageErrorStatus, "\(wrong.stderr)")
    }
}
