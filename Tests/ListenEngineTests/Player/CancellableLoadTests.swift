import Foundation
import Testing
import TestSupport
@testable import ListenAdapters
@testable import ListenEngine

/// Loads that wait on the network never hold the player: a new load, `stop` and shutdown take
/// over at once, and a slow MP3 without a LAME/Info tag plays before it is read to the end.
@Suite(.tags(.realAudio)) struct CancellableLoadTests {
    /// A harness, a loopback server and a client with a long read timeout (so that only
    /// cancellation, not a timeout, can end a wait quickly).
    final class Setup {
        let harness: PlayerHarness
        let server: FaultyHTTPServer
        let client = HTTPSourceClient(options: HTTPSourceOptions(connectTimeout: 10, readTimeout: 10))

        init() throws {
            harness = try PlayerHarness()
            server = try FaultyHTTPServer()
        }

        func serve(_ fixture: String, change: (inout FaultyHTTPServer.Route) -> Void = { _ in }) throws -> String {
            var route = try FaultyHTTPServer.Route.file(Fixtures.path(fixture))
            change(&route)
            server.serve("/\(fixture)", route)
            return server.url("/\(fixture)")
        }

        func load(_ url: String) {
            let client = client
            harness.player.load(LoadRequest(item: PlayerItem(id: url, sourceName: url)) {
                (inFlight: InFlightSource) throws(AudioError) -> any AudioSource in try client.open(url, inFlight: inFlight)
            })
        }

        func close() {
            harness.close()
            client.shutdown()
            server.shutdown()
        }
    }

    static func size(_ fixture: String) throws -> Int {
        try Data(contentsOf: URL(fileURLWithPath: Fixtures.path(fixture))).count
    }

    /// With and without range requests: without them nothing (such as an ID3v1 tag at the end)
    /// can be fetched ahead of the audio.
    @Test(arguments: [true, false])
    func aTaglessMP3ServedAtItsBitratePlaysWithinTwoSeconds(ranges: Bool) throws {
        let s = try Setup()
        defer { s.close() }
        let bitrate = try Self.size("marks-vbr-noxing.mp3") / 120
        let url = try s.serve("marks-vbr-noxing.mp3") {
            $0.bytesPerSecond = bitrate
            $0.supportsRanges = ranges
        }
        let started = Date()
        s.load(url)
        #expect(s.harness.wait(timeout: 2) { $0.state == .playing })
        let status = s.harness.player.status()
        print("tagless MP3 at its bitrate: playing after \(Date().timeIntervalSince(started)) s, duration \(status.duration) (\(status.durationKind))")
        #expect(status.durationKind == .estimated)
        #expect(status.duration > 10, "an estimate from the byte length: \(status.duration)")
        // Seeks stay inside the estimate.
        let landed = try s.harness.player.seek(to: 10_000)
        #expect(landed <= status.duration + 1)
    }

    @Test func aSecondLoadTakesOverFromALoadWaitingOnAStalledServer() throws {
        let s = try Setup()
        defer { s.close() }
        let stalled = try s.serve("marks-vbr-noxing.mp3") { $0.stallAt = 4 }
        s.load(stalled)
        usleep(300_000)
        #expect(s.harness.player.status().state == .loading)
        let started = Date()
        s.harness.load("marks.wav")
        #expect(s.harness.wait(timeout: 2) { $0.state == .playing && $0.item?.id == "marks.wav" })
        print("second load took over after \(Date().timeIntervalSince(started)) s")
        #expect(Date().timeIntervalSince(started) < 1)
        #expect(!s.harness.events.contains { if case .failed = $0 { true } else { false } }, "the cancelled load is no error")
    }

    @Test func stopDuringASlowLoadReturnsPromptlyAndPlayLoadsAgain() throws {
        let s = try Setup()
        defer { s.close() }
        let stalled = try s.serve("marks-vbr-noxing.mp3") { $0.stallAt = 4 }
        s.load(stalled)
        usleep(300_000)
        let started = Date()
        s.harness.player.stop()
        #expect(s.harness.wait(timeout: 1) { $0.state == .stopped })
        #expect(Date().timeIntervalSince(started) < 1)
        let requests = s.server.received.count
        try s.harness.player.resume()
        #expect(s.harness.player.status().state == .loading)
        #expect(s.harness.wait(timeout: 2) { _ in s.server.received.count > requests }, "resume loads the item again")
    }

    @Test(arguments: [false, true])
    func shutdownDoesNotWaitOnTheNetwork(beforeTheHead: Bool) throws {
        let harness = try PlayerHarness()
        defer { harness.sink.remove() }
        let server = try FaultyHTTPServer()
        let silent = try SilentTCPServer()
        let client = HTTPSourceClient(options: HTTPSourceOptions(connectTimeout: 10, readTimeout: 10))
        defer {
            client.shutdown()
            server.shutdown()
            silent.shutdown()
        }
        var route = try FaultyHTTPServer.Route.file(Fixtures.path("marks-cbr.mp3"))
        route.stallAt = 4
        server.serve("/stalled.mp3", route)
        let url = beforeTheHead ? silent.url("/never.mp3") : server.url("/stalled.mp3")
        harness.player.load(LoadRequest(item: PlayerItem(id: url, sourceName: url)) {
            (inFlight: InFlightSource) throws(AudioError) -> any AudioSource in try client.open(url, inFlight: inFlight)
        })
        usleep(300_000)
        #expect(harness.player.status().state == .loading)
        let started = Date()
        harness.player.shutdown()
        let took = Date().timeIntervalSince(started)
        print("shutdown while loading (\(beforeTheHead ? "no head yet" : "body stalled")): \(took) s")
        #expect(took < 1)
    }
}
