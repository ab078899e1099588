import Foundation
import Testing
import TestSupport

/// `questions`: a bundled recording's comprehension questions, read from the library's index.
@Suite struct QuestionsCommandTests {
    /// An index of one recording (the marks fixture) with two questions, in a folder of its own.
    static func library() throws -> TemporaryFolder {
        let folder = try TemporaryFolder("questions")
        let index = """
            {"recordings": [{"id": "marks", "title": "Marks", "level": "B1", "file": "\(Fixtures.path("marks.wav"))",
              "duration": 120, "questions": [
                {"prompt": "First?", "options": ["a", "b", "c"], "answer": 2, "explanation": "Because.", "quote": "one", "line": 0},
                {"prompt": "Second?", "options": ["d", "e", "f", "g"], "answer": 0, "explanation": "So.", "quote": "two", "line": 4}]}]}
            """
        try index.write(toFile: "\(folder.path)/index.json", atomically: true, encoding: .utf8)
        return folder
    }

    @Test func aBundledRecordingHasItsQuestionsWithOneBasedLines() throws {
        let library = try Self.library()
        defer { library.remove() }
        let daemon = try DaemonProcess(audioDirectory: library.path)
        defer { daemon.close() }
        let client = try daemon.connect()

        let reply = try client.request("questions marks")
        #expect((reply.data?["track"] as? [String: Any])?["title"] as? String == "Marks")
        let questions = try #require(reply.data?["questions"] as? [[String: Any]], "\(reply)")
        #expect(questions.count == 2)
        #expect(questions.first?["prompt"] as? String == "First?")
        #expect(questions.first?["options"] as? [String] == ["a", "b", "c"])
        #expect(questions.first?["answer"] as? Int == 2)
        #expect(questions.map { $0["line"] as? Int } == [1, 5], "the index counts lines from 0, the protocol from 1")
        #expect(questions.last?["quote"] as? String == "two" && questions.last?["explanation"] as? String == "So.")

        #expect(try client.request(#"{"cmd":"play","track":"Marks"}"#).isOK)
        #expect((try client.request(#"{"cmd":"questions"}"#).data?["questions"] as? [Any])?.count == 2, "the recording selected")
        let unknown = try client.request("questions Marx")
        #expect(unknown.errorCode == "unknown_track")
        #expect(unknown.errorMessage?.contains("Did you mean \"Marks\"?") == true, "\(unknown)")
    }

    @Test func aRecordingOfYourOwnHasNone() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let client = try daemon.connect()
        let file = "\(daemon.folder.path)/mine.wav"
        try FileManager.default.copyItem(atPath: Fixtures.path("marks.wav"), toPath: file)
        #expect(try client.request(#"{"cmd":"library_add","source":"\#(file)","title":"Mine"}"#).isOK)
        let reply = try client.request("questions Mine")
        #expect((reply.data?["questions"] as? [Any])?.isEmpty == true, "\(reply)")
    }
}
