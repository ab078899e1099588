import Foundation
import Testing
import TestSupport

/// Live streams and slow loads through a real listend: the wire shows a null duration and the
/// station's title, `seek` is refused, and SIGTERM never waits on a server.
@Suite struct LiveStreamDaemonTests {
    @Test func aLiveStreamHasANullDurationItsTitleAndRefusesSeeks() throws {
        var stream = LiveICYServer.Stream(audio: [UInt8](try Data(contentsOf: URL(fileURLWithPath: Fixtures.path("marks-cbr.mp3")))))
        stream.metadataInterval = 8000
        stream.titles = ["StreamTitle='Morning \u{1B}news';"]
        let server = try LiveICYServer(stream)
        defer { server.shutdown() }
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let client = try daemon.connect()
        #expect(try client.request(#"{"cmd":"subscribe"}"#).isOK)
        #expect(try client.request(#"{"cmd":"play","url":"\#(server.url())"}"#).isOK)
        let track = try #require(try client.waitForEvent("track"))
        #expect(track["duration"] is NSNull)
        func title(_ event: [String: Any]) -> String? { (event["track"] as? [String: Any])?["title"] as? String }
        var titled: [String: Any]? = title(track) == "Morning news" ? track : nil
        let deadline = Date().addingTimeInterval(5)
        while titled == nil, Date() < deadline, let event = try client.waitForEvent("track", timeout: 1) {
            if title(event) == "Morning news" { titled = event }
        }
        #expect(titled != nil, "a track event carries the stream's title without control characters")
        let status = try #require(try client.request("status").data)
        #expect(status["state"] as? String == "playing")
        #expect(status["duration"] is NSNull)
        #expect((status["track"] as? [String: Any])?["duration"] is NSNull)
        let seek = try client.request(#"{"cmd":"seek","offset":10}"#)
        #expect(seek.errorCode == "invalid_state")
        #expect(seek.errorMessage == "A live stream cannot be seeked.")
    }

    @Test func aLiveOggVorbisStreamPlaysWithItsVorbisCommentTitle() throws {
        var stream = LiveICYServer.Stream(audio: [UInt8](try Data(contentsOf: URL(fileURLWithPath: Fixtures.path("chained.ogg")))))
        stream.contentType = "application/ogg"
        stream.burst = 8 << 10
        stream.bytesPerSecond = 6_000
        let server = try LiveICYServer(stream)
        defer { server.shutdown() }
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let client = try daemon.connect()
        #expect(try client.request(#"{"cmd":"subscribe"}"#).isOK)
        #expect(try client.request(#"{"cmd":"play","url":"\#(server.url())"}"#).isOK)
        let track = try #require(try client.waitForEvent("track"))
        #expect(track["duration"] is NSNull)
        func title(_ event: [String: Any]) -> String? { (event["track"] as? [String: Any])?["title"] as? String }
        #expect(title(track) == "Loopback - First Song", "the first link's ARTIST and TITLE comments")
        let status = try #require(try client.request("status").data)
        #expect(status["state"] as? String == "playing")
        #expect(status["duration"] is NSNull)
        let seek = try client.request(#"{"cmd":"seek","offset":10}"#)
        #expect(seek.errorCode == "invalid_state")
        var second: [String: Any]?
        let deadline = Date().addingTimeInterval(6)
        while second == nil, Date() < deadline {
            if let event = try client.waitForEvent("track", timeout: deadline.timeIntervalSinceNow), title(event) == "Second Song" {
                second = event
            }
        }
        #expect(second != nil, "a track event carries the second link's title")
    }

    @Test func sigtermEndsTheDaemonWhileALoadWaitsOnAStalledServer() throws {
        let server = try FaultyHTTPServer()
        defer { server.shutdown() }
        var route = try FaultyHTTPServer.Route.file(Fixtures.path("marks-vbr-noxing.mp3"))
        route.stallAt = 4
        server.serve("/slow.mp3", route)
        let daemon = try DaemonProcess(extraArguments: ["--http-timeout", "30"])
        defer { daemon.close() }
        let client = try daemon.connect()
        #expect(try client.request(#"{"cmd":"play","url":"\#(server.url("/slow.mp3"))"}"#).isOK)
        usleep(300_000)
        #expect(try client.request("status").data?["state"] as? String == "loading")
        let started = Date()
        _ = daemon.stop()
        let took = Date().timeIntervalSince(started)
        print("SIGTERM during a stalled load: the daemon ended after \(took) s")
        #expect(took < 2)
    }
}
