import Foundation
import Testing
import TestSupport

/// `play` with a URL through a real listend, against a loopback server with faults.
@Suite struct URLPlaybackTests {
    static func waitForState(_ client: ProtocolClient, _ state: String, timeout: Double = 5) throws -> [String: Any]? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let status = try client.request("status").data
            if status?["state"] as? String == state { return status }
            usleep(20_000)
        }
        return nil
    }

    @Test func aURLPlaysAndA404IsAnErrorWhileTheDaemonKeepsServing() throws {
        let server = try FaultyHTTPServer()
        defer { server.shutdown() }
        server.serve("/marks.ogg", try .file(Fixtures.path("marks.ogg")))
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let client = try daemon.connect()
        let good = server.url("/marks.ogg")
        #expect(try client.request(#"{"cmd":"play","url":"\#(good)"}"#).isOK)
        let playing = try #require(try Self.waitForState(client, "playing"))
        #expect((playing["track"] as? [String: Any])?["source"] as? String == "url")
        #expect(abs((playing["duration"] as? Double ?? 0) - 120) < 0.05)
        #expect(try client.request(#"{"cmd":"seek","position":100}"#).isOK)

        let missing = server.url("/missing.mp3")
        #expect(try client.request(#"{"cmd":"play","url":"\#(missing)"}"#).isOK)
        let failed = try #require(try Self.waitForState(client, "error"))
        let message = failed["error"] as? String ?? ""
        #expect(message.contains(missing) && message.contains("404"), "\(message)")

        #expect(try client.request(#"{"cmd":"list"}"#).isOK)
        #expect(try client.request(#"{"cmd":"play","url":"\#(good)"}"#).isOK)
        #expect(try Self.waitForState(client, "playing") != nil)
    }

    @Test func aStalledServerIsAnErrorWithinTheHTTPTimeout() throws {
        let server = try FaultyHTTPServer()
        defer { server.shutdown() }
        var route = try FaultyHTTPServer.Route.file(Fixtures.path("marks.wav"))
        route.stallAt = 20_000
        server.serve("/marks.wav", route)
        let daemon = try DaemonProcess(extraArguments: ["--http-timeout", "1"])
        defer { daemon.close() }
        let client = try daemon.connect()
        let url = server.url("/marks.wav")
        let started = Date()
        #expect(try client.request(#"{"cmd":"play","url":"\#(url)"}"#).isOK)
        let failed = try #require(try Self.waitForState(client, "error", timeout: 5))
        let waited = Date().timeIntervalSince(started)
        #expect(waited < 2.5, "error after \(waited) s")
        #expect((failed["error"] as? String)?.contains(url) == true, "\(failed)")
        #expect(try client.request("status").isOK)
    }

    @Test func aLibraryURLPlaysByTitle() throws {
        let server = try FaultyHTTPServer()
        defer { server.shutdown() }
        server.serve("/marks-vbr.mp3", try .file(Fixtures.path("marks-vbr.mp3")))
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let client = try daemon.connect()
        #expect(try client.request(#"{"cmd":"library_add","source":"\#(server.url("/marks-vbr.mp3"))","title":"Remote marks"}"#).isOK)
        #expect(try client.request(#"{"cmd":"play","track":"remote marks"}"#).isOK)
        let playing = try #require(try Self.waitForState(client, "playing"))
        #expect((playing["track"] as? [String: Any])?["title"] as? String == "Remote marks")
    }
}
