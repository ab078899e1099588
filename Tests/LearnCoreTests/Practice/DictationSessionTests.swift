import Foundation
import GRDB
import Testing
@testable import LearnCore

@Suite struct DictationSessionTests {
    @Test func eachCheckedLineIsSavedAtOnceAndTheLastOneFinishesTheAttempt() async throws {
        let fixture = try await PracticeFixture()
        var session = try fixture.practice(at: 0).startDictation(of: PracticeFixture.recording, lines: PracticeFixture.lines)
        let attemptId = try #require(session.attempt.id)
        #expect(session.attempt.items == [1, 2, 3, 4, 5])
        #expect(session.attempt.kind == .dictation)
        #expect(session.attempt.recordingId == "at-the-station")
        #expect(session.attempt.recordingTitle == "At the station")
        #expect(session.attempt.level == "A2")
        #expect(session.attempt.retryOf == nil)
        #expect(session.current == PracticeFixture.lines[0])
        #expect(session.progress == (1, 5))
        #expect(try fixture.savedLines(attemptId: attemptId).isEmpty)

        for number in 1...5 {
            let result = try session.check(PracticeFixture.typed[number - 1], help: PracticeFixture.help[number - 1])
            let saved = try fixture.savedLines(attemptId: attemptId)
            #expect(saved.count == number, "line \(number) is saved as soon as it is checked")
            #expect(saved.last == result)
            #expect(saved == session.results)
            #expect(result.lineIndex == number)
            #expect(result.accountId == fixture.ada.id)
            #expect(result.reference == PracticeFixture.lines[number - 1].text)
            #expect(result.typed == PracticeFixture.typed[number - 1])
            #expect(result.replays == PracticeFixture.help[number - 1].replays)
            #expect(result.slowReplays == PracticeFixture.help[number - 1].slowReplays)
            #expect(result.hints == PracticeFixture.help[number - 1].hints)
            #expect(result.checkedAt == AuthFixture.start)
            let finishedAt = try fixture.savedAttempt(attemptId)?.finishedAt
            if number < 5 {
                #expect(finishedAt == nil, "the attempt is not finished before its last line")
                #expect(session.progress == (number + 1, 5))
                #expect(session.current == PracticeFixture.lines[number])
                #expect(!session.isFinished)
            }
        }
        #expect(try fixture.savedAttempt(attemptId)?.finishedAt == AuthFixture.start)
        #expect(session.attempt.finishedAt == AuthFixture.start)
        #expect(session.isFinished)
        #expect(session.current == nil)
        #expect(throws: PracticeError.checkedElsewhere) { try session.check("anything") }
        #expect(try fixture.savedLines(attemptId: attemptId).count == 5)
    }

    @Test func linesAreScoredWordByWord() async throws {
        let fixture = try await PracticeFixture()
        var session = try fixture.practice().startDictation(of: PracticeFixture.recording, lines: PracticeFixture.lines)
        let results = try session.typeLines()

        #expect(results.map(\.points) == [5, 4.5, 6, 4, 3.5])
        #expect(results.map(\.wordCount) == [5, 5, 6, 6, 5])
        #expect(results.map(\.extraCount) == [0, 0, 1, 0, 0])
        #expect(results.map(\.mistakeCount) == [0, 1, 1, 2, 2])
        #expect(results.map(\.isPerfect) == [true, false, false, false, false])
        #expect(results[1].verdicts.contains(.slip(expected: "Manchester", typed: "Manchster")))
        #expect(results[2].verdicts.contains(.extra(typed: "big")))
        #expect(results[3].verdicts.filter { if case .missing = $0 { true } else { false } }.compactMap(\.expected)
            == ["never", "the"])
        #expect(results[4].verdicts.contains(.wrong(expected: "cheese", typed: "milk")))
        #expect(results[2].score == 6.0 / 7.0, "an extra word counts against the line")
        #expect(results[0].score == 1)
    }

    @Test func theSummaryAddsUpTheLines() async throws {
        let fixture = try await PracticeFixture()
        var session = try fixture.practice().startDictation(of: PracticeFixture.recording, lines: PracticeFixture.lines)
        try session.typeLines()
        let summary = session.summary

        #expect(summary.attemptId == session.attempt.id)
        #expect(summary.title == "At the station")
        #expect(summary.linesChecked == 5)
        #expect(summary.linesRight == 1)
        // (5 + 4.5 + 6 + 4 + 3.5) points over (5 + 5 + 6 + 1 extra + 6 + 5) words.
        #expect(abs(summary.accuracy - 23.0 / 28.0) < 1e-9)
        #expect(summary.percent == 82)
        #expect(summary.replays == 4)
        #expect(summary.slowReplays == 3)
        #expect(summary.hints == 3)
        // Lines 4 and 5 have two mistakes each (4 scores lower); of the lines with one, 3 scores lower than 2.
        #expect(summary.hardest.map(\.lineIndex) == [4, 5, 3])
        #expect(summary.linesWithMistakes == [2, 3, 4, 5])
    }

    @Test func theSummaryOfAPartlyCheckedDictationCountsOnlyTheLinesChecked() async throws {
        let fixture = try await PracticeFixture()
        var session = try fixture.practice().startDictation(of: PracticeFixture.recording, lines: PracticeFixture.lines)
        #expect(session.summary.linesChecked == 0)
        #expect(session.summary.accuracy == 0)
        #expect(session.summary.hardest.isEmpty)

        try session.typeLines(2)
        let summary = session.summary
        #expect(summary.linesChecked == 2)
        #expect(summary.linesRight == 1)
        #expect(summary.accuracy == 9.5 / 10)
        #expect(summary.percent == 95)
        #expect((summary.replays, summary.slowReplays, summary.hints) == (3, 1, 0))
        #expect(summary.hardest.map(\.lineIndex) == [2])
        #expect(summary.linesWithMistakes == [2])
    }

    @Test func aPerfectDictationHasNoMistakesAndFullAccuracy() async throws {
        let fixture = try await PracticeFixture()
        var session = try fixture.practice().startDictation(of: PracticeFixture.recording, lines: PracticeFixture.lines)
        try session.typeAllRight()
        #expect(session.summary.accuracy == 1)
        #expect(session.summary.percent == 100)
        #expect(session.summary.linesRight == 5)
        #expect(session.summary.hardest.isEmpty)
        #expect(session.summary.linesWithMistakes.isEmpty)
    }

    @Test func aLineCheckedByAnotherRunOfTheSameAttemptIsNotSavedTwice() async throws {
        let fixture = try await PracticeFixture()
        _ = try fixture.practice().startDictation(of: PracticeFixture.recording, lines: PracticeFixture.lines)
        var here = try fixture.practice().resumeDictation(of: PracticeFixture.recording, lines: PracticeFixture.lines)
        var there = try fixture.practice().resumeDictation(of: PracticeFixture.recording, lines: PracticeFixture.lines)
        _ = try here.check("The train leaves at noon.")
        #expect(throws: PracticeError.checkedElsewhere) { try there.check("The train leaves at ten.") }
        let saved = try fixture.savedLines(attemptId: here.attempt.id)
        #expect(saved.map(\.typed) == ["The train leaves at noon."])
        #expect(there.results.isEmpty)
    }

    @Test func startingADictationOfNoLinesFails() async throws {
        let fixture = try await PracticeFixture()
        #expect(throws: PracticeError.noLines(title: "At the station")) {
            try fixture.practice().startDictation(of: PracticeFixture.recording, lines: [])
        }
        #expect(throws: PracticeError.noLines(title: "At the station")) {
            try fixture.practice().startDictation(of: PracticeFixture.recording, lines: PracticeFixture.lines, only: [9])
        }
        #expect(try fixture.rowCount("practiceAttempt", of: fixture.ada) == 0)
    }
}
