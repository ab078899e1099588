import Foundation
import GRDB
import Testing
@testable import LearnCore

@Suite struct ListeningPracticeTests {
    // MARK: Resume

    @Test func aDictationResumedByANewProcessContinuesAtTheFirstLineNotChecked() async throws {
        let fixture = try await PracticeFixture()
        var first = try fixture.practice(at: 0).startDictation(of: PracticeFixture.recording, lines: PracticeFixture.lines)
        let checked = try first.typeLines(2)
        let attemptId = try #require(first.attempt.id)
        _ = try fixture.practice(at: 300).startDictation(of: PracticeFixture.otherRecording, lines: PracticeFixture.lines)

        // As after `kill -9`: nothing survives but the database file.
        var resumed = try fixture.practiceInNewProcess(at: 600)
            .resumeDictation(of: PracticeFixture.recording, lines: PracticeFixture.lines)
        #expect(resumed.attempt.id == attemptId)
        #expect(resumed.attempt.finishedAt == nil)
        #expect(resumed.results == checked)
        #expect(resumed.results.map(\.lineIndex) == [1, 2])
        #expect(resumed.current == PracticeFixture.lines[2])
        #expect(resumed.progress == (3, 5))
        #expect(resumed.summary.linesChecked == 2)

        try resumed.typeLines()
        #expect(resumed.isFinished)
        #expect(try fixture.savedLines(attemptId: attemptId).map(\.lineIndex) == [1, 2, 3, 4, 5])
        #expect(try fixture.savedLines(attemptId: attemptId).map(\.checkedAt)
            == [0, 0, 600, 600, 600].map { AuthFixture.start.addingTimeInterval($0) })
        #expect(try fixture.savedAttempt(attemptId)?.finishedAt == AuthFixture.start.addingTimeInterval(600))
        #expect(resumed.summary.linesChecked == 5)
        #expect(resumed.summary.linesWithMistakes == [2, 3, 4, 5])
        #expect(resumed.summary.percent == 82)

        #expect(throws: PracticeError.nothingToResume(kind: .dictation, title: "At the station")) {
            try fixture.practice().resumeDictation(of: PracticeFixture.recording, lines: PracticeFixture.lines)
        }
    }

    @Test func thereIsNothingToResumeWithoutAnUnfinishedDictationOfThatRecordingByThatAccount() async throws {
        let fixture = try await PracticeFixture()
        #expect(throws: PracticeError.nothingToResume(kind: .dictation, title: "At the station")) {
            try fixture.practice().resumeDictation(of: PracticeFixture.recording, lines: PracticeFixture.lines)
        }
        var other = try fixture.practice().startDictation(of: PracticeFixture.otherRecording, lines: PracticeFixture.lines)
        try other.typeLines(1)
        _ = try fixture.practice().startQuiz(of: PracticeFixture.recording, questions: PracticeFixture.questions, seed: 1)
        #expect(throws: PracticeError.nothingToResume(kind: .dictation, title: "At the station")) {
            try fixture.practice().resumeDictation(of: PracticeFixture.recording, lines: PracticeFixture.lines)
        }
        _ = try fixture.practice().startDictation(of: PracticeFixture.recording, lines: PracticeFixture.lines)
        #expect(throws: PracticeError.nothingToResume(kind: .dictation, title: "At the station")) {
            try fixture.practice(fixture.grace).resumeDictation(of: PracticeFixture.recording, lines: PracticeFixture.lines)
        }
        #expect(PracticeError.nothingToResume(kind: .dictation, title: "At the station").description
            == "There is no unfinished dictation of “At the station” to resume. Start one with `learnctl practice dictation \"At the station\"`.")
    }

    @Test func resumePicksTheLatestUnfinishedDictation() async throws {
        let fixture = try await PracticeFixture()
        var older = try fixture.practice(at: 0).startDictation(of: PracticeFixture.recording, lines: PracticeFixture.lines)
        try older.typeLines(1)
        var newer = try fixture.practice(at: 60).startDictation(of: PracticeFixture.recording, lines: PracticeFixture.lines)
        try newer.typeLines(3)
        var finished = try fixture.practice(at: 120).startDictation(
            of: PracticeFixture.recording, lines: PracticeFixture.lines, only: [1])
        try finished.typeLines()

        let resumed = try fixture.practice().resumeDictation(of: PracticeFixture.recording, lines: PracticeFixture.lines)
        #expect(resumed.attempt.id == newer.attempt.id)
        #expect(resumed.current?.index == 4)
    }

    @Test func aLineRemovedFromTheTranscriptSinceTheAttemptStartedIsSkipped() async throws {
        let fixture = try await PracticeFixture()
        var session = try fixture.practice().startDictation(of: PracticeFixture.recording, lines: PracticeFixture.lines)
        try session.typeLines(1)
        let transcript = PracticeFixture.lines.filter { $0.index != 3 }

        var resumed = try fixture.practiceInNewProcess(at: 60).resumeDictation(of: PracticeFixture.recording, lines: transcript)
        #expect(resumed.attempt.items == [1, 2, 3, 4, 5])
        #expect(resumed.lines.map(\.index) == [1, 2, 4, 5])
        #expect(resumed.current?.index == 2)
        #expect(resumed.progress == (2, 4))
        #expect(try resumed.check(PracticeFixture.typed[1]).lineIndex == 2)
        #expect(resumed.current?.index == 4)
        #expect(resumed.progress == (3, 4))
        #expect(try resumed.check(PracticeFixture.typed[3]).lineIndex == 4)
        #expect(try fixture.savedAttempt(resumed.attempt.id)?.finishedAt == nil)
        #expect(try resumed.check(PracticeFixture.typed[4]).lineIndex == 5)
        #expect(resumed.isFinished)
        #expect(try fixture.savedAttempt(resumed.attempt.id)?.finishedAt == AuthFixture.start.addingTimeInterval(60))
        #expect(try fixture.savedLines(attemptId: resumed.attempt.id).map(\.lineIndex) == [1, 2, 4, 5])
        #expect(resumed.summary.linesChecked == 4)
        #expect(resumed.summary.linesWithMistakes == [2, 4, 5])
    }

    @Test func aChangedLineIsCheckedAgainstItsTextNow() async throws {
        let fixture = try await PracticeFixture()
        _ = try fixture.practice().startDictation(of: PracticeFixture.recording, lines: PracticeFixture.lines)
        let transcript = [DictationLine(index: 1, text: "The bus leaves at noon.")] + PracticeFixture.lines.dropFirst()
        var resumed = try fixture.practice().resumeDictation(of: PracticeFixture.recording, lines: transcript)
        let result = try resumed.check("The bus leaves at noon.")
        #expect(result.reference == "The bus leaves at noon.")
        #expect(result.isPerfect)
    }

    // MARK: Retries and chosen lines

    @Test func retryingTheMistakesStartsAnAttemptOfOnlyTheLinesWithMistakes() async throws {
        let fixture = try await PracticeFixture()
        let practice = fixture.practice()
        var session = try practice.startDictation(of: PracticeFixture.recording, lines: PracticeFixture.lines)
        try session.typeLines()

        var retry = try #require(try practice.retryMistakes(of: session, recording: PracticeFixture.recording,
                                                           lines: PracticeFixture.lines))
        #expect(retry.attempt.id != session.attempt.id)
        #expect(retry.attempt.retryOf == session.attempt.id)
        #expect(retry.attempt.items == [2, 3, 4, 5])
        #expect(retry.lines.map(\.index) == [2, 3, 4, 5])
        #expect(retry.current?.index == 2)
        #expect(retry.progress == (1, 4))
        #expect(retry.results.isEmpty)
        let saved = try #require(try fixture.savedAttempt(retry.attempt.id))
        #expect(saved.retryOf == session.attempt.id)
        #expect(saved.items == [2, 3, 4, 5])

        try retry.typeAllRight()
        #expect(retry.summary.linesChecked == 4)
        #expect(retry.summary.linesRight == 4)
        #expect(try practice.retryMistakes(of: retry, recording: PracticeFixture.recording, lines: PracticeFixture.lines) == nil)
        #expect(try fixture.rowCount("practiceAttempt", of: fixture.ada) == 2, "no attempt is made when nothing was wrong")
    }

    @Test func aDictationOfChosenLinesKeepsTheTranscriptOrder() async throws {
        let fixture = try await PracticeFixture()
        var session = try fixture.practice().startDictation(
            of: PracticeFixture.recording, lines: PracticeFixture.lines, only: [5, 2, 9])
        #expect(session.attempt.items == [2, 5])
        #expect(session.attempt.retryOf == nil)
        #expect(session.lines == [PracticeFixture.lines[1], PracticeFixture.lines[4]])
        #expect(session.progress == (1, 2))
        #expect(try session.check(PracticeFixture.typed[1]).lineIndex == 2)
        #expect(try fixture.savedAttempt(session.attempt.id)?.finishedAt == nil)
        #expect(try session.check(PracticeFixture.typed[4]).lineIndex == 5)
        #expect(try fixture.savedAttempt(session.attempt.id)?.finishedAt == AuthFixture.start)
    }

    @Test func aDictationOfChosenLinesRetriesTheLatestDictationAndIsNoResult() async throws {
        let fixture = try await PracticeFixture()
        var whole = try fixture.practice(at: 0).startDictation(of: PracticeFixture.recording, lines: PracticeFixture.lines)
        try whole.typeLines()
        _ = try fixture.practice(at: 10).startDictation(of: PracticeFixture.otherRecording, lines: PracticeFixture.lines)
        let missed = try fixture.practice().missedLines(recordingId: PracticeFixture.recording.id).map(\.lineIndex)
        // As `learnctl practice dictation --mistakes` starts it.
        var mistakes = try fixture.practice(at: 60).startDictation(
            of: PracticeFixture.recording, lines: PracticeFixture.lines, only: missed)
        #expect(mistakes.attempt.items == [2, 3, 4, 5])
        #expect(mistakes.attempt.retryOf == whole.attempt.id)
        #expect(try fixture.savedAttempt(mistakes.attempt.id)?.retryOf == whole.attempt.id)
        try mistakes.typeAllRight()

        let results = try #require(try fixture.practice().history().first { $0.recordingId == PracticeFixture.recording.id })
        #expect(results.lastDictation == 82, "the perfect run of four lines is practice, not a result")
        #expect(results.bestDictation == 82)
        #expect(results.lastPracticed == AuthFixture.start.addingTimeInterval(60))
        #expect(try fixture.practice().missedLines(recordingId: PracticeFixture.recording.id).isEmpty)

        let given = try fixture.practice().startDictation(
            of: PracticeFixture.recording, lines: PracticeFixture.lines, only: [1], retryOf: whole.attempt.id)
        #expect(given.attempt.retryOf == whole.attempt.id)
        let next = try fixture.practice().startDictation(of: PracticeFixture.recording, lines: PracticeFixture.lines)
        #expect(next.attempt.retryOf == nil, "a dictation of every line is no retry")
    }

    // MARK: Missed lines

    @Test func missedLinesGoByTheLatestCheckOfEachLine() async throws {
        let fixture = try await PracticeFixture()
        var first = try fixture.practice(at: 0).startDictation(of: PracticeFixture.recording, lines: PracticeFixture.lines)
        try first.typeLines()  // lines 2, 3, 4 and 5 wrong
        var second = try fixture.practice(at: 60).startDictation(of: PracticeFixture.recording, lines: PracticeFixture.lines)
        _ = try second.check("The train leaves at ten.")          // 1: now wrong
        _ = try second.check("She lives in Manchester now.")      // 2: now right
        _ = try second.check("We went to the market yesterday.")  // 3: now right
        _ = try second.check("I have never seen sea.")            // 4: wrong again, differently
        // 5 is not checked again: its wrong check from the first dictation stands.
        var other = try fixture.practice(at: 120).startDictation(of: PracticeFixture.otherRecording, lines: PracticeFixture.lines)
        try other.typeLines()
        var graces = try fixture.practice(fixture.grace, at: 180)
            .startDictation(of: PracticeFixture.recording, lines: PracticeFixture.lines)
        _ = try graces.check("Nothing like it.")

        let missed = try fixture.practice().missedLines(recordingId: PracticeFixture.recording.id)
        #expect(missed.map(\.lineIndex) == [1, 4, 5])
        #expect(missed.map(\.typed) == ["The train leaves at ten.", "I have never seen sea.", PracticeFixture.typed[4]])
        #expect(missed.allSatisfy { $0.accountId == fixture.ada.id })
        #expect(try fixture.practice(fixture.grace).missedLines(recordingId: PracticeFixture.recording.id).map(\.lineIndex) == [1])
        #expect(try fixture.practice().missedLines(recordingId: "no-such-recording").isEmpty)
    }

    @Test func aLineWrongThenRightInTheSameSecondIsNotMissed() async throws {
        let fixture = try await PracticeFixture()
        var first = try fixture.practice().startDictation(of: PracticeFixture.recording, lines: PracticeFixture.lines, only: [2])
        _ = try first.check("She lives in London now.")
        var second = try fixture.practice().startDictation(of: PracticeFixture.recording, lines: PracticeFixture.lines, only: [2])
        _ = try second.check("She lives in Manchester now.")
        #expect(try fixture.practice().missedLines(recordingId: PracticeFixture.recording.id).isEmpty)

        var third = try fixture.practice().startDictation(of: PracticeFixture.recording, lines: PracticeFixture.lines, only: [2])
        _ = try third.check("She lives in Leeds now.")
        #expect(try fixture.practice().missedLines(recordingId: PracticeFixture.recording.id).map(\.typed)
            == ["She lives in Leeds now."])
    }

    // MARK: Schema

    @Test func aFreshDatabaseHasThePracticeTablesAndTheCardColumns() throws {
        let directory = try TemporaryDirectory()
        let database = try LearnDatabase.open(at: directory.path("fresh/learn.sqlite"))
        try database.read { db in
            #expect(try db.tableExists("practiceAttempt"))
            #expect(try db.tableExists("dictationLine"))
            #expect(try db.tableExists("quizAnswer"))
            #expect(try Set(db.columns(in: "practiceAttempt").map(\.name)) == [
                "id", "accountId", "kind", "recordingId", "recordingTitle", "level", "items", "seed", "retryOf",
                "startedAt", "finishedAt",
            ])
            #expect(try Set(db.columns(in: "dictationLine").map(\.name)) == [
                "id", "accountId", "attemptId", "lineIndex", "reference", "typed", "verdicts", "points", "wordCount",
                "extraCount", "mistakeCount", "replays", "slowReplays", "hints", "checkedAt",
            ])
            #expect(try Set(db.columns(in: "quizAnswer").map(\.name)) == [
                "id", "accountId", "attemptId", "position", "questionIndex", "prompt", "chosenAnswer", "correctAnswer",
                "isCorrect", "answeredAt",
            ])
            // The line a card was made from (v4), then its sound file (v17).
            let cardColumns = try db.columns(in: "card")
            #expect(cardColumns.map(\.name).suffix(4) == ["recordingId", "recordingTitle", "lineIndex", "audio"])
            #expect(cardColumns.suffix(4).map(\.isNotNull) == [false, false, false, false])
            let applied = try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")
            #expect(applied.contains("v4-listening-practice"))
        }
    }

    @Test func deletingAnAccountDeletesItsPracticeAndNoOneElses() async throws {
        let fixture = try await PracticeFixture()
        for account in [fixture.ada, fixture.grace] {
            var dictation = try fixture.practice(account).startDictation(of: PracticeFixture.recording, lines: PracticeFixture.lines)
            try dictation.typeLines()
            var retry = try #require(try fixture.practice(account).retryMistakes(
                of: dictation, recording: PracticeFixture.recording, lines: PracticeFixture.lines))
            try retry.typeLines(1)
            var quiz = try fixture.practice(account).startQuiz(of: PracticeFixture.recording, questions: PracticeFixture.questions, seed: 3)
            _ = try quiz.answerQuiz([true, false, true])
        }
        for account in [fixture.ada, fixture.grace] {
            #expect(try fixture.rowCount("practiceAttempt", of: account) == 3)
            #expect(try fixture.rowCount("dictationLine", of: account) == 6)
            #expect(try fixture.rowCount("quizAnswer", of: account) == 3)
        }

        _ = try await fixture.auth.service(machine: "ada").deleteAccount(password: "ada's password")

        #expect(try fixture.rowCount("practiceAttempt", of: fixture.ada) == 0)
        #expect(try fixture.rowCount("dictationLine", of: fixture.ada) == 0)
        #expect(try fixture.rowCount("quizAnswer", of: fixture.ada) == 0)
        #expect(try fixture.rowCount("practiceAttempt", of: fixture.grace) == 3)
        #expect(try fixture.rowCount("dictationLine", of: fixture.grace) == 6)
        #expect(try fixture.rowCount("quizAnswer", of: fixture.grace) == 3)
        #expect(try fixture.practice(fixture.grace).history().map(\.lastDictation) == [82])
    }
}
