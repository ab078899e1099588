import Foundation
import Testing
import TestSupport

/// Subscriptions: ticks at the requested rate while playing, events as changes happen.
@Suite struct EventTests {
    func events(_ client: ProtocolClient, for seconds: Double) throws -> [[String: Any]] {
        var result: [[String: Any]] = []
        let deadline = Date().addingTimeInterval(seconds)
        while let line = client.readLine(timeout: max(0, deadline.timeIntervalSinceNow)) {
            result.append(try ProtocolClient.parse(line))
        }
        return result
    }

    @Test func ticksComeAtTheRequestedRateAndNotWhilePaused() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let control = try daemon.connect()
        let watcher = try daemon.connect()
        let subscribed = try watcher.request(#"{"id":"s","cmd":"subscribe","interval_ms":50}"#)
        #expect(subscribed["id"] as? String == "s")
        #expect(subscribed.data?["state"] != nil)
        _ = try control.request("play At the Doctor's")
        #expect(try watcher.waitForEvent("track") != nil)
        _ = try events(watcher, for: 0.3)
        let playing = try events(watcher, for: 1.0).filter { $0["event"] as? String == "tick" }
        #expect((14...24).contains(playing.count), "\(playing.count) ticks in 1 s at 50 ms")
        let positions = playing.compactMap { $0["position"] as? Double }
        #expect(positions == positions.sorted())
        #expect(playing.allSatisfy { $0["id"] == nil && $0["state"] as? String == "playing" })
        _ = try control.request("pause")
        let paused = try events(watcher, for: 0.6)
        #expect(paused.contains { $0["event"] as? String == "state" && $0["state"] as? String == "paused" })
        #expect(!paused.contains { $0["event"] as? String == "tick" })
        _ = try watcher.request("unsubscribe")
        _ = try control.request("resume")
        #expect(try events(watcher, for: 0.4).isEmpty)
    }

    @Test func seekedCarriesTheNewPositionAtOnce() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let client = try daemon.connect()
        _ = try client.request(#"{"cmd":"subscribe","interval_ms":1000}"#)
        _ = try client.request("play Job Interview")
        #expect(try client.waitForEvent("track") != nil)
        let sent = Date()
        try client.send(#"{"id":9,"cmd":"seek","position":61.5}"#)
        let seeked = try #require(try client.waitForEvent("seeked", timeout: 2))
        #expect(Date().timeIntervalSince(sent) < 0.5)
        #expect(seeked["position"] as? Double == 61.5)
        #expect((seeked["track"] as? [String: Any])?["id"] as? String == "job-interview")
    }

    @Test func aHundredSubscribersAllGetTicks() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let clients = try (0..<100).map { _ in try daemon.connect() }
        for client in clients { _ = try client.request(#"{"cmd":"subscribe","interval_ms":100}"#) }
        _ = try daemon.connect().request("play My Daily Routine")
        usleep(800_000)
        for (index, client) in clients.enumerated() {
            let ticks = try events(client, for: 0.01).filter { $0["event"] as? String == "tick" }
            #expect(ticks.count >= 4, "subscriber \(index) got \(ticks.count) ticks")
        }
        #expect(try daemon.connect().request("status").isOK)
    }
}
