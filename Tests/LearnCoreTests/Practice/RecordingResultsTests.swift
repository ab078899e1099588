import Foundation
import Testing
@testable import LearnCore

@Suite struct RecordingResultsTests {
    private static func at(_ offset: TimeInterval) -> Date {
        AuthFixture.start.addingTimeInterval(offset)
    }

    @Test func historyHasTheLastAndBestOfTheFinishedWholeAttemptsPerRecording() async throws {
        let fixture = try await PracticeFixture()
        let station = PracticeFixture.recording
        let lines = PracticeFixture.lines
        let questions = PracticeFixture.questions

        var perfect = try fixture.practice(at: 0).startDictation(of: station, lines: lines)
        try perfect.typeAllRight()                                                 // 100%
        var cafe = try fixture.practice(at: 50).startDictation(of: PracticeFixture.otherRecording, lines: lines)
        try cafe.typeLines()                                                       // 82%
        var worse = try fixture.practice(at: 100).startDictation(of: station, lines: lines)
        try worse.typeLines()                                                      // 82%
        var retry = try #require(try fixture.practice(at: 150).retryMistakes(of: worse, recording: station, lines: lines))
        _ = try retry.check("Nothing at all.")                                     // a retry: not a result
        try retry.typeAllRight()
        var unfinished = try fixture.practice(at: 200).startDictation(of: station, lines: lines, only: [1, 2])
        _ = try unfinished.check("Wrong entirely.")                                // unfinished: not a result
        var chosen = try fixture.practice(at: 220).startDictation(of: station, lines: lines, only: [3])
        try chosen.typeAllRight()                                                  // some lines only: not a result

        var quiz = try fixture.practice(at: 300).startQuiz(of: station, questions: questions, seed: 1)
        _ = try quiz.answerQuiz([true, false, true, false, true])                  // 60%
        quiz = try fixture.practice(at: 400).startQuiz(of: station, questions: questions, seed: 2)
        _ = try quiz.answerQuiz([true, true, true, true, true])                    // 100%
        quiz = try fixture.practice(at: 500).startQuiz(of: station, questions: questions, seed: 3)
        _ = try quiz.answerQuiz([false, false, true, false, false])                // 20%
        quiz = try fixture.practice(at: 600).startQuiz(of: station, questions: questions, seed: 4)
        _ = try quiz.answerQuiz([false])                                           // unfinished
        var resumed = try fixture.practice(at: 700).resumeQuiz(of: station, questions: questions)
        _ = try resumed.answerQuiz([false, false])                                 // still unfinished, answered at 700

        let history = try fixture.practice().history()
        #expect(history.map(\.recordingId) == ["at-the-station", "in-the-cafe"])
        #expect(history.map(\.title) == ["At the station", "In the cafe"])
        let stationResults = try #require(history.first)
        #expect(stationResults.lastDictation == 82)
        #expect(stationResults.bestDictation == 100)
        #expect(stationResults.lastQuiz == 20)
        #expect(stationResults.bestQuiz == 100)
        #expect(stationResults.lastPracticed == Self.at(700), "the latest answer, after the attempt started")
        #expect(history[1] == RecordingResults(
            recordingId: "in-the-cafe", title: "In the cafe", lastDictation: 82, bestDictation: 82,
            lastQuiz: nil, bestQuiz: nil, lastPracticed: Self.at(50)))
    }

    @Test func lastAndBestDictationDifferWhenTheLastWasWorse() async throws {
        let fixture = try await PracticeFixture()
        var perfect = try fixture.practice(at: 0).startDictation(of: PracticeFixture.recording, lines: PracticeFixture.lines)
        try perfect.typeAllRight()
        var worse = try fixture.practice(at: 60).startDictation(of: PracticeFixture.recording, lines: PracticeFixture.lines)
        try worse.typeLines()
        var retry = try #require(try fixture.practice(at: 120).retryMistakes(
            of: worse, recording: PracticeFixture.recording, lines: PracticeFixture.lines))
        try retry.typeAllRight()

        let results = try #require(try fixture.practice().history().first)
        #expect(results.lastDictation == 82)
        #expect(results.bestDictation == 100)
        #expect(results.lastQuiz == nil)
        #expect(results.bestQuiz == nil)
        #expect(results.lastPracticed == Self.at(120), "a retry counts as practice")
    }

    @Test func aRecordingWithOnlyAnUnfinishedAttemptHasNoScores() async throws {
        let fixture = try await PracticeFixture()
        _ = try fixture.practice(at: 30).startQuiz(of: PracticeFixture.recording, questions: PracticeFixture.questions, seed: 1)
        #expect(try fixture.practice().history() == [RecordingResults(
            recordingId: "at-the-station", title: "At the station", lastDictation: nil, bestDictation: nil,
            lastQuiz: nil, bestQuiz: nil, lastPracticed: Self.at(30))])
    }

    @Test func theMostRecentlyPractisedRecordingComesFirst() async throws {
        let fixture = try await PracticeFixture()
        var station = try fixture.practice(at: 0).startDictation(of: PracticeFixture.recording, lines: PracticeFixture.lines)
        try station.typeLines(1)
        var cafe = try fixture.practice(at: 100).startDictation(of: PracticeFixture.otherRecording, lines: PracticeFixture.lines)
        try cafe.typeLines()
        #expect(try fixture.practice().history().map(\.recordingId) == ["in-the-cafe", "at-the-station"])

        var resumed = try fixture.practice(at: 200).resumeDictation(of: PracticeFixture.recording, lines: PracticeFixture.lines)
        try resumed.typeLines(1)
        let history = try fixture.practice().history()
        #expect(history.map(\.recordingId) == ["at-the-station", "in-the-cafe"])
        #expect(history.map(\.lastPracticed) == [Self.at(200), Self.at(100)])
        #expect(history.map(\.lastDictation) == [nil, 82])
    }

    @Test func historyBelongsToTheAccount() async throws {
        let fixture = try await PracticeFixture()
        #expect(try fixture.practice().history().isEmpty)
        var dictation = try fixture.practice(at: 0).startDictation(of: PracticeFixture.recording, lines: PracticeFixture.lines)
        try dictation.typeLines()
        var quiz = try fixture.practice(at: 10).startQuiz(of: PracticeFixture.recording, questions: PracticeFixture.questions, seed: 1)
        _ = try quiz.answerQuiz([true, true, true, true, false])

        #expect(try fixture.practice(fixture.grace).history().isEmpty, "Grace sees nothing of Ada's practice")
        var gracesQuiz = try fixture.practice(fixture.grace, at: 20)
            .startQuiz(of: PracticeFixture.recording, questions: PracticeFixture.questions, seed: 1)
        _ = try gracesQuiz.answerQuiz([true, false, false, false, false])

        #expect(try fixture.practice(fixture.grace).history() == [RecordingResults(
            recordingId: "at-the-station", title: "At the station", lastDictation: nil, bestDictation: nil,
            lastQuiz: 20, bestQuiz: 20, lastPracticed: Self.at(20))])
        #expect(try fixture.practice().history() == [RecordingResults(
            recordingId: "at-the-station", title: "At the station", lastDictation: 82, bestDictation: 82,
            lastQuiz: 80, bestQuiz: 80, lastPracticed: Self.at(10))])
    }
}
