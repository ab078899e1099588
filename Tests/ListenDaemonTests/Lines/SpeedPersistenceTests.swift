import Foundation
import Testing
import TestSupport

/// The speed and autopause are the listener's settings: they survive a restart of the daemon.
@Suite struct SpeedPersistenceTests {
    typealias S = LineTestSupport

    @Test func speedAndAutopauseSurviveARestart() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let client = try daemon.connect()
        let fresh = try #require(try client.request("status").data)
        #expect(S.number(fresh["speed"]) == 1 && fresh["autopause"] as? Bool == false, "\(fresh)")
        #expect(S.number(try client.request("speed 0.75").data?["speed"]) == 0.75)
        #expect(try client.request("autopause on").data?["autopause"] as? Bool == true)

        #expect(daemon.stop(signal: SIGTERM) == 0, "\(daemon.log(tail: 10))")
        try daemon.start()
        let restored = try #require(try daemon.connect().request("status").data)
        #expect(S.number(restored["speed"]) == 0.75, "\(restored) \(daemon.log(tail: 10))")
        #expect(restored["autopause"] as? Bool == true, "\(restored)")

        // And back: the default speed and no autopause are kept too.
        let again = try daemon.connect()
        #expect(S.number(try again.request("speed 1").data?["speed"]) == 1)
        #expect(try again.request("autopause off").data?["autopause"] as? Bool == false)
        #expect(daemon.stop(signal: SIGTERM) == 0)
        try daemon.start()
        let back = try #require(try daemon.connect().request("status").data)
        #expect(S.number(back["speed"]) == 1 && back["autopause"] as? Bool == false, "\(back)")
    }

    @Test func theSpeedOfAPlayingRecordingIsKeptWithIt() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let audio = try S.copyMarks(into: daemon.folder)
        let client = try daemon.connect()
        try S.play(audio, on: client, daemon: daemon)
        #expect(try client.request("speed 1.25").isOK)
        #expect(try client.request("autopause on").isOK)
        #expect(try client.request("seek 42").isOK)

        #expect(daemon.stop(signal: SIGTERM) == 0, "\(daemon.log(tail: 10))")
        try daemon.start()
        let restored = try #require(try daemon.connect().waitUntilLoaded())
        #expect(S.number(restored["speed"]) == 1.25, "\(restored)")
        #expect(restored["autopause"] as? Bool == true, "\(restored)")
        #expect((restored["track"] as? [String: Any])?["id"] as? String == "file:\(audio)", "\(restored)")
        #expect(abs((S.number(restored["position"]) ?? 0) - 42) < 0.5, "\(restored)")
    }
}
