import Foundation
import Testing
import TestSupport

/// Every protocol rule, over the real socket of a real listend.
@Suite struct ProtocolTests {
    @Test func helloListAndStatus() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let client = try daemon.connect()
        let hello = try client.request(#"{"id":1,"cmd":"hello"}"#)
        #expect(hello["id"] as? Int == 1)
        #expect(hello.data?["protocol"] as? Int == 1)
        #expect(hello.data?["name"] as? String == "listend")
        let tracks = try #require(try client.request(#"{"cmd":"list"}"#).data?["tracks"] as? [[String: Any]])
        let titles = tracks.compactMap { $0["title"] as? String }
        #expect(titles.count >= 6)
        #expect(titles.contains("Travel Dialogue 1"))
        #expect(titles.contains("Shopping Listening Exercise 2"))
        #expect(tracks.allSatisfy { ($0["duration"] as? Double ?? 0) > 30 && $0["level"] is String })
        let status = try #require(try client.request("status").data)
        #expect(status["state"] as? String == "paused")
        #expect((status["track"] as? [String: Any])?["title"] as? String == titles[0])
        for key in ["state", "track", "position", "duration", "error"] { #expect(status.keys.contains(key), "status lacks \(key)") }
    }

    @Test func idsAreEchoedWhateverTheirType() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let client = try daemon.connect()
        #expect(try client.request(#"{"id":"abc","cmd":"status"}"#)["id"] as? String == "abc")
        #expect(try client.request(#"{"id":2.5,"cmd":"status"}"#)["id"] as? Double == 2.5)
        #expect(try client.request(#"{"id":null,"cmd":"status"}"#)["id"] is NSNull)
        #expect(try client.request(#"{"cmd":"status"}"#)["id"] == nil)
    }

    @Test func badLinesGetErrorsAndTheConnectionLivesOn() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let client = try daemon.connect()
        let cases: [(String, String)] = [
            (#"{"cmd":"status""#, "malformed_json"),
            ("[1,2,3]", "unknown_command"),
            (#"{"id":[1],"cmd":"status"}"#, "invalid_request"),
            ("dance", "unknown_command"),
            ("seek sideways", "bad_argument"),
            (#"{"cmd":"seek","offset":"sideways"}"#, "bad_argument"),
            ("play Travle Dialog 1", "unknown_track"),
            ("play /nonexistent/file.mp3", "file_not_found"),
            (String(decoding: [0xFF, 0xFE, 0x00, 0x7B], as: UTF8.self), "unknown_command"),
        ]
        for (line, code) in cases {
            let reply = try client.request(line)
            #expect(reply.isOK == false)
            #expect(reply.errorCode == code, "\(line) → \(reply)")
            #expect((reply.errorMessage ?? "").count > 10)
        }
        #expect(try client.request("play Travle Dialog 1").errorMessage?.contains("Did you mean \"Travel Dialogue 1\"?") == true)
        #expect(try client.request("status").isOK)
    }

    @Test func anOverlongLineClosesOnlyThatConnection() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let other = try daemon.connect()
        let client = try daemon.connect()
        try client.sendRaw(Array(repeating: UInt8(ascii: "a"), count: 70_000) + [10])
        let reply = try ProtocolClient.parse(try #require(client.readLine()))
        #expect(reply.errorCode == "line_too_long")
        #expect(client.isClosed())
        #expect(try other.request("status").isOK)
        #expect(try daemon.connect().request("status").isOK)
    }

    @Test func plainTextFromSocatGetsItsReply() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        // socat half-closes after sending; the reply must still come back.
        let result = try Shell.run("sh", ["-c", "echo status | socat - UNIX-CONNECT:\(daemon.socketPath)"])
        let reply = try ProtocolClient.parse(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(reply.isOK)
        #expect(reply.data?["state"] as? String == "paused")
    }

    @Test func commandsChangeTheState() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let client = try daemon.connect()
        let played = try client.request(#"{"cmd":"play","track":"shopping listening exercise 2"}"#)
        #expect((played.data?["track"] as? [String: Any])?["id"] as? String == "shopping-listening-exercise-2")
        #expect(try client.waitForStatus { $0["state"] as? String == "playing" } != nil)
        #expect(try client.request("pause").data?["state"] as? String == "paused")
        #expect(try client.request("toggle").data?["state"] as? String == "playing")
        let seeked = try client.request("seek 1:05")
        #expect(abs((seeked.data?["position"] as? Double ?? 0) - 65) < 0.01)
        let back = try client.request(#"{"cmd":"seek","offset":-10}"#)
        #expect(abs((back.data?["position"] as? Double ?? 0) - 55) < 0.2)
        let clamped = try client.request("seek 99:00")
        #expect(clamped.data?["position"] as? Double == clamped.data?["duration"] as? Double)
        #expect(try client.request("stop").data?["state"] as? String == "stopped")
        #expect(try client.request("resume").data?["state"] as? String == "playing")
        let file = Fixtures.path("marks.ogg")
        let adHoc = try client.request("play \"\(file)\"")
        #expect((adHoc.data?["track"] as? [String: Any])?["title"] as? String == "marks")
        #expect((adHoc.data?["track"] as? [String: Any])?["source"] as? String == "file")
    }

    @Test func aBrokenFileIsRefusedTheRecordingPlayingGoesOnAndTheDaemonServesOn() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let client = try daemon.connect()
        #expect(try client.request("play Travel Dialogue 1").isOK)
        #expect(try client.waitForStatus { $0["state"] as? String == "playing" } != nil)
        let refused = try client.request("play \(Fixtures.path("garbage.mp3"))")
        #expect(refused.errorCode == "unplayable")
        #expect(refused.errorMessage?.contains("garbage.mp3") == true, "\(refused)")
        let details = (refused["error"] as? [String: Any])?["details"] as? [String: String]
        #expect(details == ["reason": "unplayable", "path": Fixtures.path("garbage.mp3")], "the details a client translates")
        let unknown = try client.request("play Travel Dialog 9")
        let unknownDetails = (unknown["error"] as? [String: Any])?["details"] as? [String: String]
        #expect(unknownDetails?["reason"] == "unknown_track" && unknownDetails?["name"] == "Travel Dialog 9")
        #expect(unknownDetails?["suggestions"]?.split(separator: "\n").contains("Travel Dialogue 1") == true, "\(unknown)")
        let status = try #require(try client.request("status").data)
        #expect(status["state"] as? String == "playing", "\(status)")
        #expect((status["track"] as? [String: Any])?["title"] as? String == "Travel Dialogue 1")
        #expect(try client.request("play shopping-listening-exercise-2").isOK)
    }
}
