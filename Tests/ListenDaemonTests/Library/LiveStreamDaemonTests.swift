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
        try Self.playLive(stream) { client, track in
            #expect(try Self.trackEvent(titled: "Morning news", from: track, on: client, within: 5) != nil,
                    "a track event carries the stream's title without control characters")
            let status = try Self.expectLivePlayback(on: client)
            #expect((status["track"] as? [String: Any])?["duration"] is NSNull)
        }
    }

    @Test func aLiveOggVorbisStreamPlaysWithItsVorbisCommentTitle() throws {
        var stream = LiveICYServer.Stream(audio: [UInt8](try Data(contentsOf: URL(fileURLWithPath: Fixtures.path("chained.ogg")))))
        stream.contentType = "application/ogg"
        stream.burst = 8 << 10
        stream.bytesPerSecond = 6_000
        try Self.playLive(stream) { client, track in
            #expect(Self.title(track) == "Loopback - First Song", "the first link's ARTIST and TITLE comments")
            try Self.expectLivePlayback(on: client)
            #expect(try Self.trackEvent(titled: "Second Song", from: track, on: client, within: 6) != nil,
                    "a track event carries the second link's title")
        }
    }

    /// Serves `stream` live on loopback, plays it in a new daemon from a subscribed client, expects
    /// a first `track` event with a null duration and runs `body` with the client and that event.
    static func playLive(_ stream: LiveICYServer.Stream, _ body: (ProtocolClient, [String: Any]) throws -> Void) throws {
        let server = try LiveICYServer(stream)
        defer { server.shutdown() }
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let client = try daemon.connect()
        #expect(try client.request(#"{"cmd":"subscribe"}"#).isOK)
        #expect(try client.request(#"{"cmd":"play","url":"\#(server.url())"}"#).isOK)
        let track = try #require(try client.waitForEvent("track"))
        #expect(track["duration"] is NSNull)
        try body(client, track)
    }

    /// Expects the status of a live stream playing (no duration) and `seek` refused; returns the status.
    @discardableResult
    static func expectLivePlayback(on client: ProtocolClient) throws -> [String: Any] {
        let status = try #require(try client.request("status").data)
        #expect(status["state"] as? String == "playing")
        #expect(status["duration"] is NSNull)
        let seek = try client.request(#"{"cmd":"seek","offset":10}"#)
        #expect(seek.errorCode == "invalid_state")
        #expect(seek.errorMessage == "A live stream cannot be seeked.")
        return status
    }

    /// The track's title in a `track` event.
    static func title(_ event: [String: Any]) -> String? {
        (event["track"] as? [String: Any])?["title"] as? String
    }

    /// `first` or a later `track` event (within `seconds`) whose title is `wanted`, else nil.
    static func trackEvent(titled wanted: String, from first: [String: Any], on client: ProtocolClient,
                           within seconds: Double) throws -> [String: Any]? {
        if title(first) == wanted { return first }
        let deadline = Date().addingTimeInterval(seconds)
        while let event = try client.waitForEvent("track", timeout: max(0, deadline.timeIntervalSinceNow)) {
            if title(event) == wanted { return event }
        }
        return nil
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
