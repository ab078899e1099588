import Foundation
import Testing
import TestSupport

/// `learnctl practice dictation --json` and piped input, against a real listend.
@Suite struct PracticeDictationJSONTests {
    @Test func eachTypedLineIsScoredAndTheAttemptResumesWhereInputEnded() throws {
        let fixture = try PracticeFixture()
        defer { fixture.close() }
        let first = try fixture.cli.succeed(
            ["practice", "dictation", "station talk", "--json"],
            stdin: "excuse me is this the rihgt platform\nYes it is it is\n")
        let objects = PracticeFixture.objects(first.stdout)
        let results = objects.filter { $0["type"] as? String == "result" }
        #expect(results.count == 2)
        #expect(results.first?["line"] as? Int == 1)
        #expect(results.first?["reference"] as? String == PracticeFixture.lines[0])
        let words = try #require(results.first?["words"] as? [[String: Any]])
        #expect(words.map { $0["verdict"] as? String } == ["correct", "correct", "correct", "correct", "correct", "slip", "correct"])
        #expect(words[5]["typed"] as? String == "rihgt" && words[5]["expected"] as? String == "right")
        #expect(results.first?["score"] as? Double == 0.929)
        let second = try #require(results.last?["words"] as? [[String: Any]])
        #expect(second.map { $0["verdict"] as? String } == ["correct", "correct", "correct", "extra", "extra"])
        #expect(objects.last?["type"] as? String == "paused")
        #expect(objects.last?["checked"] as? Int == 2)
        #expect(try fixture.cli.status()["autopause"] as? Bool == false, "autopause is put back as it was")

        let resumed = try fixture.cli.succeed(
            ["practice", "dictation", "Station Talk", "--json", "--resume", "--no-play"],
            stdin: "I would like 2 tickets to Manchester please\nthat is 21 pounds\nCan I pay by card\nOf course have a nice trip\n")
        let after = PracticeFixture.objects(resumed.stdout)
        #expect(after.first?["type"] as? String == "line" && after.first?["line"] as? Int == 3, "resumes at the first line not checked")
        let rest = after.filter { $0["type"] as? String == "result" }
        #expect(rest.map { $0["perfect"] as? Bool } == [true, true, true, true], "contractions and numbers either way: \(rest)")
        let summary = try #require(after.last)
        #expect(summary["type"] as? String == "summary")
        #expect(summary["lines"] as? Int == 6)
        #expect(summary["lines_right"] as? Int == 4)
        #expect(summary["lines_with_mistakes"] as? [Int] == [1, 2])

        let history = try fixture.cli.succeed(["practice", "history", "--json"])
        let entry = try #require((try JSONSerialization.jsonObject(with: Data(history.stdout.utf8)) as? [[String: Any]])?.first)
        #expect(entry["recording"] as? String == "station-talk")
        #expect(entry["best_dictation"] as? Int == summary["percent"] as? Int)
        #expect(entry["best_quiz"] is NSNull)
        let list = try fixture.cli.succeed(["list"]).stdout
        #expect(list.contains("BEST") && list.contains("D \(summary["percent"] as? Int ?? -1)%"), "\(list)")
    }

    @Test func pipedInputGetsPlainMarkers() throws {
        let fixture = try PracticeFixture()
        defer { fixture.close() }
        let result = try fixture.cli.succeed(
            ["practice", "dictation", "Station Talk", "--no-play"], stdin: "excuse me is this a rihgt platform now\nit is\n")
        #expect(result.stdout.contains("Excuse me is this ~a→the~ <rihgt→right> platform {+now+}"), "\(result.stdout)")
        #expect(result.stdout.contains("[-Yes-] it is"), "\(result.stdout)")
        #expect(!result.stdout.contains("\u{1B}["), "no colour when output is not a terminal")
        #expect(result.stdout.contains("Dictation paused after 2 of 6 lines"))
    }

    @Test func aKilledDictationLosesOnlyTheLineBeingTyped() throws {
        let fixture = try PracticeFixture()
        defer { fixture.close() }
        let process = try fixture.cli.makeProcess(["practice", "dictation", "Station Talk", "--json", "--no-play"])
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.start()
        input.fileHandleForWriting.write(Data("Excuse me is this the right platform\nYes it is\nI'd like".utf8))
        var seen = ""
        let deadline = Date().addingTimeInterval(20)
        while seen.components(separatedBy: "\"type\":\"result\"").count < 3 && Date() < deadline {
            seen += String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(seen.components(separatedBy: "\"type\":\"result\"").count == 3, "\(seen)")

        let resumed = try fixture.cli.succeed(["practice", "dictation", "Station Talk", "--json", "--resume", "--no-play"], stdin: "")
        let first = try #require(PracticeFixture.objects(resumed.stdout).first)
        #expect(first["line"] as? Int == 3 && first["number"] as? Int == 3, "\(resumed.stdout)")
    }

    @Test func aRecordingWithoutATranscriptOrQuestionsSaysSo() throws {
        let fixture = try PracticeFixture()
        defer { fixture.close() }
        let copy = "\(fixture.folder.path)/plain.wav"
        try FileManager.default.copyItem(atPath: Fixtures.path("marks.wav"), toPath: copy)
        try fixture.cli.succeed(["library", "add", copy, "--title", "Plain"])
        let quiz = try fixture.cli.run(["practice", "quiz", "Plain"])
        #expect(quiz.status != 0)
        #expect(quiz.stderr.contains("has no comprehension questions") && quiz.stderr.contains("practice dictation"), "\(quiz.stderr)")
        let dictation = try fixture.cli.run(["practice", "dictation", "Plain", "--json"], stdin: "x\n")
        #expect(dictation.status != 0)
        #expect(dictation.stderr.contains("has no transcript"), "\(dictation.stderr)")
        let noMistakes = try fixture.cli.run(["practice", "dictation", "Station Talk", "--mistakes"])
        #expect(noMistakes.status != 0)
        #expect(noMistakes.stderr.contains("No line of “Station Talk” has a mistake") && noMistakes.stderr.contains("write the whole recording"),
                "\(noMistakes.stderr)")
        let nothingToResume = try fixture.cli.run(["practice", "dictation", "Station Talk", "--resume"])
        #expect(nothingToResume.status != 0 && nothingToResume.stderr.contains("no unfinished dictation"), "\(nothingToResume.stderr)")
        let after = try fixture.cli.status()
        #expect(after["autopause"] as? Bool == false && after["state"] as? String != "playing",
                "a dictation that cannot start leaves the player as it was: \(after)")
        let unknown = try fixture.cli.run(["practice", "dictation", "Staton Talk"])
        #expect(unknown.stderr.contains("Did you mean \"Station Talk\"?"), "\(unknown.stderr)")
    }

    @Test func missedLinesBecomeCardsThatPlayTheirLine() throws {
        let fixture = try PracticeFixture()
        defer { fixture.close() }
        try fixture.cli.succeed(["practice", "dictation", "Station Talk", "--json", "--no-play"],
                                stdin: "excuse me is this the platform\nyes it is\n")
        let made = try fixture.cli.succeed(["practice", "cards", "Station Talk", "--group", "Station"])
        #expect(made.stdout.contains("Added 1 card to “Station”"), "\(made.stdout)")
        #expect(made.stdout.contains("line 1: Excuse me, is this the ____ platform?"), "\(made.stdout)")
        let again = try fixture.cli.succeed(["practice", "cards", "Station Talk", "--group", "Station"])
        #expect(again.stdout.contains("Added 0 cards") && again.stdout.contains("1 line was already there"), "\(again.stdout)")

        let study = try fixture.cli.succeed(["cards", "study", "Station", "--json"], stdin: "play\nreveal\nquit\n")
        let events = PracticeFixture.objects(study.stdout)
        #expect(events.contains { $0["type"] as? String == "play" && ($0["message"] as? String)?.contains("Playing line 1") == true }, "\(study.stdout)")
        #expect(events.contains { $0["translation"] as? String == PracticeFixture.lines[0] }, "\(study.stdout)")
        let status = try fixture.cli.status()
        #expect((status["track"] as? [String: Any])?["id"] as? String == "station-talk")
        #expect(((status["line"] as? [String: Any])?["index"] as? Int ?? 1) == 1, "\(status)")
    }
}
