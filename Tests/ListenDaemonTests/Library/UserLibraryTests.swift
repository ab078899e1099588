import Foundation
import Testing
import TestSupport

/// The user library over the real socket: add, remove and list, kept across restarts.
@Suite struct UserLibraryTests {
    static func jsonString(_ text: String) -> String {
        let data = try! JSONSerialization.data(withJSONObject: [text], options: [.withoutEscapingSlashes])
        return String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
    }

    static func userTracks(_ client: ProtocolClient) throws -> [[String: Any]] {
        let tracks = try #require(try client.request(#"{"cmd":"list"}"#).data?["tracks"] as? [[String: Any]])
        return tracks.filter { $0["bundled"] as? Bool == false }
    }

    static func writeTranscript(in folder: TemporaryFolder) throws -> String {
        let path = "\(folder.path)/marks.vtt"
        try "WEBVTT\n\n00:00.000 --> 00:01.000\nZero\n".write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func addRemoveAndListSurviveARestart() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let transcript = try Self.writeTranscript(in: daemon.folder)
        var client = try daemon.connect()
        let file = Fixtures.path("marks-cbr.mp3")
        let added = try client.request(#"{"cmd":"library_add","source":\#(Self.jsonString(file)),"title":"Marks","level":"b1","transcript":\#(Self.jsonString(transcript))}"#)
        #expect(added.isOK, "\(added)")
        #expect(added.data?["id"] as? String == "user-marks")
        #expect(added.data?["level"] as? String == "B1")
        let url = "https://example.org/audio/lesson%201.ogg"
        #expect(try client.request(#"{"cmd":"library_add","source":"\#(url)","title":"Lesson one"}"#).isOK)

        var mine = try Self.userTracks(client)
        #expect(mine.compactMap { $0["title"] as? String } == ["Marks", "Lesson one"])
        #expect(mine.compactMap { $0["source"] as? String } == ["file", "url"])
        #expect(mine.first?["transcript"] as? String == transcript)
        let libraryPath = "\(daemon.dataDirectory)/library.json"
        let mode = try FileManager.default.attributesOfItem(atPath: libraryPath)[.posixPermissions] as? Int
        #expect(mode == 0o600)

        daemon.stop()
        try daemon.start()
        client = try daemon.connect()
        mine = try Self.userTracks(client)
        #expect(mine.compactMap { $0["title"] as? String } == ["Marks", "Lesson one"])
        #expect(mine.last?["source"] as? String == "url")
        #expect(try client.request(#"{"cmd":"play","track":"Marks"}"#).isOK)

        #expect(try client.request(#"{"cmd":"library_remove","title":"lesson ONE"}"#).isOK)
        daemon.stop()
        try daemon.start()
        client = try daemon.connect()
        #expect(try Self.userTracks(client).compactMap { $0["title"] as? String } == ["Marks"])
        let bundled = try client.request(#"{"cmd":"library_remove","title":"Travel Dialogue 1"}"#)
        #expect(bundled.errorCode == "bad_argument")
        #expect(bundled.errorMessage?.contains("ships with listend") == true)
        let missing = try client.request(#"{"cmd":"library_remove","title":"Mark"}"#)
        #expect(missing.errorCode == "unknown_track")
        #expect(missing.errorMessage?.contains("Marks") == true, "\(missing.errorMessage ?? "")")
    }

    @Test func badAdditionsAreRefusedAndChangeNothing() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let client = try daemon.connect()
        let file = Self.jsonString(Fixtures.path("marks.ogg"))
        #expect(try client.request(#"{"cmd":"library_add","source":\#(file),"title":"Marks"}"#).isOK)
        let libraryPath = "\(daemon.dataDirectory)/library.json"
        let before = try Data(contentsOf: URL(fileURLWithPath: libraryPath))
        let notVTT = "\(daemon.folder.path)/notes.txt"
        try "just notes\n".write(toFile: notVTT, atomically: true, encoding: .utf8)
        let cases: [(String, String, String)] = [
            (#"{"cmd":"library_add","source":"/nowhere/a.mp3","title":"X"}"#, "file_not_found", "No such audio file: /nowhere/a.mp3."),
            (#"{"cmd":"library_add","source":\#(file),"title":" marks "}"#, "bad_argument", "already in the library"),
            (#"{"cmd":"library_add","source":\#(file),"title":"Travel Dialogue 1"}"#, "bad_argument", "already in the library"),
            (#"{"cmd":"library_add","source":\#(file),"title":"Y","level":"D4"}"#, "bad_argument", "CEFR level"),
            (#"{"cmd":"library_add","source":"a.mp3","title":"Y"}"#, "bad_argument", "absolute file path or an http(s) URL"),
            (#"{"cmd":"library_add","source":"https://","title":"Y"}"#, "bad_argument", "not a valid http or https URL"),
            (#"{"cmd":"library_add","source":\#(file),"title":"Y","transcript":\#(Self.jsonString(notVTT))}"#, "bad_argument", "is neither WebVTT (it must start with \"WEBVTT\"), SubRip, ASS/SSA (starting with \"[Script Info]\") nor a JSON transcript."),
            (#"{"cmd":"library_add","source":\#(Self.jsonString(daemon.folder.path)),"title":"Y"}"#, "bad_argument", "not a readable file"),
        ]
        for (line, code, words) in cases {
            let reply = try client.request(line)
            #expect(reply.errorCode == code, "\(line): \(reply)")
            #expect(reply.errorMessage?.contains(words) == true, "\(line): \(reply.errorMessage ?? "")")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: libraryPath)) == before)
        #expect(try Self.userTracks(client).count == 1)
    }

    @Test func anUnreadableLibraryFileIsKeptAndChangesAreRefused() throws {
        let folder = try TemporaryFolder("d")
        try FileManager.default.createDirectory(atPath: "\(folder.path)/data", withIntermediateDirectories: true)
        let libraryPath = "\(folder.path)/data/library.json"
        try "{not json".write(toFile: libraryPath, atomically: true, encoding: .utf8)
        let daemon = try DaemonProcess(folder: folder)
        defer { daemon.close() }
        let client = try daemon.connect()
        #expect(try Self.userTracks(client).isEmpty)
        let reply = try client.request(#"{"cmd":"library_add","source":"https://example.org/a.mp3","title":"A"}"#)
        #expect(reply.errorCode == "internal_error")
        #expect(reply.errorMessage?.contains(libraryPath) == true, "\(reply.errorMessage ?? "")")
        #expect(try String(contentsOfFile: libraryPath, encoding: .utf8) == "{not json")
    }

    @Test func learnctlAddsListsAndRemoves() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let transcript = try Self.writeTranscript(in: daemon.folder)
        var environment = ProcessInfo.processInfo.environment
        environment["LISTEND_SOCKET"] = daemon.socketPath
        func learnctl(_ arguments: [String]) throws -> Shell.Result {
            try Shell.run(Products.path("learnctl"), ["library"] + arguments, environment: environment)
        }
        let added = try learnctl(["add", Fixtures.path("marks.ogg"), "--title", "Marks over Ogg", "--level", "A2", "--transcript", transcript])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stdout.contains("Added \"Marks over Ogg\""), "\(added.stdout)")
        #expect(try learnctl(["add", "http://127.0.0.1:9/lesson.mp3", "--title", "Remote lesson"]).status == 0)
        #expect(try learnctl(["add", Fixtures.path("marks.flac"), "--title", "Audiobook", "--resume"]).status == 0)
        let audiobook = try Self.userTracks(try daemon.connect()).first { $0["title"] as? String == "Audiobook" }
        #expect(audiobook?["resume_at"] as? Double == 0, "an entry added with --resume says where it stopped")
        #expect(try learnctl(["remove", "Audiobook"]).status == 0)
        let listed = try learnctl(["list"])
        #expect(listed.status == 0, "\(listed.stderr)")
        let lines = listed.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains("Marks over Ogg") && $0.contains("file") && $0.contains("A2") }, "\(listed.stdout)")
        #expect(lines.contains { $0.contains("Remote lesson") && $0.contains("url") }, "\(listed.stdout)")
        #expect(lines.contains { $0.contains("Travel Dialogue 1") && $0.contains("bundled") }, "\(listed.stdout)")
        let duplicate = try learnctl(["add", Fixtures.path("marks.ogg"), "--title", "marks over ogg"])
        #expect(duplicate.status == 1)
        #expect(duplicate.stderr.contains("already in the library"), "\(duplicate.stderr)")
        let removed = try learnctl(["remove", "Remote lesson"])
        #expect(removed.status == 0, "\(removed.stderr)")
        #expect(try Self.userTracks(try daemon.connect()).compactMap { $0["title"] as? String } == ["Marks over Ogg"])
        let missing = try learnctl(["remove", "Remote lesson"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("No recording is called \"Remote lesson\""), "\(missing.stderr)")
    }

    @Test func aRelativePathIsMadeAbsoluteByLearnctl() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        var environment = ProcessInfo.processInfo.environment
        environment["LISTEND_SOCKET"] = daemon.socketPath
        let directory = URL(fileURLWithPath: Fixtures.path("marks.ogg")).deletingLastPathComponent().path
        let result = try Shell.run("/bin/sh", ["-c", "cd '\(directory)' && '\(Products.path("learnctl"))' library add marks.ogg --title Relative"],
                                   environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        let mine = try Self.userTracks(try daemon.connect())
        #expect(mine.first?["title"] as? String == "Relative")
    }
}
