import Foundation
import Testing
@testable import LearnCore

/// How many takes the speaking history keeps: the newest N attempts keep theirs; older ones stay
/// without it, their takes deleted.
struct SpeakingSettingsTests {
    @Test func theDefaultKeepsAHundredAndFewerDropTheOldestTakes() async throws {
        let fixture = try await TwoAccountsFixture(SpeakingHistory.init(database:account:clock:))
        let folder = try SpeakingTakeFilesTests.Folder()
        #expect(try fixture.history().settings().keptTakes == 100)
        let takes = try (1...3).map(folder.take)
        for (offset, take) in takes.enumerated() {
            var attempt = travelAttempt()
            attempt.recordingPath = take
            try fixture.history(at: Double(offset)).record(attempt)
        }
        #expect(takes.allSatisfy { folder.exists($0) })
        try fixture.history().updateSettings(keptTakes: 1)
        #expect(takes.map { folder.exists($0) } == [false, false, true])
        #expect(try fixture.history().attempts().map(\.recordingPath) == [takes[2], nil, nil])
        #expect(try fixture.history(fixture.grace).settings().keptTakes == 100, "per account")
        #expect(throws: SpeakingHistoryError.keptTakesOutOfRange(101)) { try fixture.history().updateSettings(keptTakes: 101) }
        #expect(throws: SpeakingHistoryError.keptTakesOutOfRange(-1)) { try fixture.history().updateSettings(keptTakes: -1) }
    }
}
