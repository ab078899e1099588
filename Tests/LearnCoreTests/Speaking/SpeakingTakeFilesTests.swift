import Foundation
import Testing
@testable import LearnCore

/// The takes listend recorded for attempts (`…/listend/recordings/take-*.wav`) are deleted with
/// the attempts that point to them; any other file an attempt names stays.
struct SpeakingTakeFilesTests {
    /// A folder laid out like listend's cache, with `take-1.wav`… and a learner's `own.wav`.
    final class Folder {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("takes-\(UUID().uuidString)").path
        var recordings: String { "\(root)/cache/listend/recordings" }

        init() throws {
            try FileManager.default.createDirectory(atPath: recordings, withIntermediateDirectories: true)
        }

        deinit { try? FileManager.default.removeItem(atPath: root) }

        func file(_ path: String) throws -> String {
            FileManager.default.createFile(atPath: path, contents: Data("RIFF".utf8))
            return path
        }

        func take(_ number: Int) throws -> String { try file("\(recordings)/take-20261127-100000-4242-\(number).wav") }

        func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }
    }

    func attempt(_ path: String) -> SpeakingAttempt {
        var attempt = travelAttempt()
        attempt.recordingPath = path
        return attempt
    }

    @Test func forgettingAnAttemptDeletesItsTake() async throws {
        let fixture = try await TwoAccountsFixture(SpeakingHistory.init(database:account:clock:))
        let folder = try Folder()
        let history = fixture.history()
        let take = try folder.take(1)
        let own = try folder.file("\(folder.root)/own.wav")
        let first = try history.record(attempt(take))
        let second = try history.record(attempt(own))
        try history.forget(id: first.id!)
        try history.forget(id: second.id!)
        #expect(!folder.exists(take))
        #expect(folder.exists(own), "a file that is no take of listend's stays")
    }

    @Test func forgettingEveryAttemptDeletesEveryTake() async throws {
        let fixture = try await TwoAccountsFixture(SpeakingHistory.init(database:account:clock:))
        let folder = try Folder()
        let takes = try (1...3).map(folder.take)
        for take in takes { try fixture.history().record(attempt(take)) }
        let grace = try folder.take(4)
        try fixture.history(fixture.grace).record(attempt(grace))
        try fixture.history().forgetAll()
        #expect(takes.allSatisfy { !folder.exists($0) })
        #expect(folder.exists(grace), "another account's take stays")
    }
}
