import Foundation
import GRDB
import Testing
@testable import LearnCore

/// The lines a learner marks while listening: toggled on and off, listed per recording in
/// transcript order, grouped, cleared, and kept apart per account.
@Suite struct LineMarksTests {
    func marks(_ fixture: PracticeFixture, _ account: Account? = nil, at offset: TimeInterval = 0) -> LineMarks {
        fixture.practice(account, at: offset).lineMarks
    }

    @Test func aLineIsMarkedWithItsWordsAndTimesAndAToggleAgainUnmarksIt() async throws {
        let fixture = try await PracticeFixture()
        let station = PracticeFixture.recording
        #expect(try marks(fixture, at: 10).toggle(recording: station, line: 3, text: "We went to the market yesterday.", start: 7.5, end: 9.25))
        #expect(try marks(fixture, at: 20).toggle(recording: station, line: 1, text: "The train leaves at noon.", start: 0.5, end: 2))

        let saved = try marks(fixture).marks(recordingId: station.id)
        #expect(saved.map(\.lineIndex) == [1, 3], "in transcript order, not the order marked")
        #expect(saved[1].text == "We went to the market yesterday.")
        #expect(saved[1].start == 7.5 && saved[1].end == 9.25)
        #expect(saved[1].recordingTitle == "At the station")
        #expect(saved[1].markedAt == AuthFixture.start.addingTimeInterval(10))
        #expect(saved[1].accountId == fixture.ada.id)

        #expect(try !marks(fixture).toggle(recording: station, line: 3, text: "We went to the market yesterday.", start: 7.5, end: 9.25))
        #expect(try marks(fixture).marks(recordingId: station.id).map(\.lineIndex) == [1])
        #expect(try marks(fixture).toggle(recording: station, line: 3, text: "We went to the market yesterday.", start: 7.5, end: 9.25),
                "marked again")
        #expect(try marks(fixture).marks(recordingId: station.id).map(\.lineIndex) == [1, 3])
    }

    @Test func aLineIsMarkedOncePerAccountAndRecording() async throws {
        let fixture = try await PracticeFixture()
        try marks(fixture).toggle(recording: PracticeFixture.recording, line: 2, text: "a", start: 1, end: 2)
        var duplicate = LineMark(accountId: fixture.ada.id, recordingId: PracticeFixture.recording.id, recordingTitle: "At the station",
                                 lineIndex: 2, text: "a", start: 1, end: 2, markedAt: AuthFixture.start)
        #expect(throws: DatabaseError.self) {
            try fixture.auth.database.write { db in try duplicate.insert(db) }
        }
        // The same line of another recording, and the same line marked by another account, are other marks.
        try marks(fixture).toggle(recording: PracticeFixture.otherRecording, line: 2, text: "b", start: 1, end: 2)
        #expect(try marks(fixture, fixture.grace).toggle(recording: PracticeFixture.recording, line: 2, text: "a", start: 1, end: 2))
        #expect(try marks(fixture).marks(recordingId: PracticeFixture.recording.id).count == 1)
        #expect(try marks(fixture, fixture.grace).marks(recordingId: PracticeFixture.recording.id).count == 1)
    }

    @Test func allMarksAreGroupedByRecordingTheOneMarkedLastFirst() async throws {
        let fixture = try await PracticeFixture()
        try marks(fixture, at: 0).toggle(recording: PracticeFixture.recording, line: 4, text: "I have never seen the sea.", start: 9, end: 11)
        try marks(fixture, at: 5).toggle(recording: PracticeFixture.otherRecording, line: 2, text: "Tea, please.", start: 3, end: 4)
        try marks(fixture, at: 9).toggle(recording: PracticeFixture.recording, line: 2, text: "She lives in Manchester now.", start: 3, end: 5)
        try marks(fixture, fixture.grace).toggle(recording: PracticeFixture.otherRecording, line: 1, text: "Hello.", start: 0, end: 1)

        let groups = try marks(fixture).allMarks()
        #expect(groups.map(\.recordingId) == ["at-the-station", "in-the-cafe"])
        #expect(groups.map(\.title) == ["At the station", "In the cafe"])
        #expect(groups[0].marks.map(\.lineIndex) == [2, 4])
        #expect(groups[0].lastMarkedAt == AuthFixture.start.addingTimeInterval(9))
        #expect(groups[1].marks.map(\.text) == ["Tea, please."], "Grace's mark is hers only")

        #expect(groups[0].isNamed("at the STATION"))
        #expect(groups[0].isNamed("at-the-station"))
        #expect(!groups[0].isNamed("station"))
    }

    @Test func aRecordingRenamedSinceIsListedUnderItsLatestTitle() async throws {
        let fixture = try await PracticeFixture()
        try marks(fixture, at: 0).toggle(recording: PracticeFixture.recording, line: 1, text: "a", start: 0, end: 1)
        let renamed = PracticeRecording(id: PracticeFixture.recording.id, title: "At the Station (2nd edition)", level: "A2")
        try marks(fixture, at: 60).toggle(recording: renamed, line: 5, text: "b", start: 10, end: 11)
        let groups = try marks(fixture).allMarks()
        #expect(groups.count == 1)
        #expect(groups[0].title == "At the Station (2nd edition)")
        #expect(groups[0].marks.map(\.recordingTitle) == ["At the station", "At the Station (2nd edition)"])
    }

    @Test func clearingUnmarksOneRecordingOrEveryOneOfTheAccount() async throws {
        let fixture = try await PracticeFixture()
        for line in 1...3 {
            try marks(fixture).toggle(recording: PracticeFixture.recording, line: line, text: "\(line)", start: 0, end: 1)
        }
        try marks(fixture).toggle(recording: PracticeFixture.otherRecording, line: 1, text: "x", start: 0, end: 1)
        try marks(fixture, fixture.grace).toggle(recording: PracticeFixture.recording, line: 1, text: "g", start: 0, end: 1)

        #expect(try marks(fixture).clear(recordingId: PracticeFixture.recording.id) == 3)
        #expect(try marks(fixture).marks(recordingId: PracticeFixture.recording.id).isEmpty)
        #expect(try marks(fixture).allMarks().map(\.recordingId) == ["in-the-cafe"])
        #expect(try marks(fixture).clearAll() == 1)
        #expect(try marks(fixture).allMarks().isEmpty)
        #expect(try marks(fixture, fixture.grace).marks(recordingId: PracticeFixture.recording.id).map(\.text) == ["g"],
                "another account's marks stay")
    }

    @Test func marksSurviveANewProcess() async throws {
        let fixture = try await PracticeFixture()
        try marks(fixture).toggle(recording: PracticeFixture.recording, line: 2, text: "She lives in Manchester now.", start: 3.25, end: 5.5)
        let reopened = try fixture.practiceInNewProcess().lineMarks
        let saved = try reopened.marks(recordingId: PracticeFixture.recording.id)
        #expect(saved.map(\.lineIndex) == [2])
        #expect(saved.first?.start == 3.25 && saved.first?.end == 5.5)
    }
}
