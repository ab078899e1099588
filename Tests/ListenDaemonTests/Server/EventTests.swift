import Foundation
import Testing
import TestSupport

/// Subscriptions: ticks at the requested rate while playing, events as changes happen.
///
/// The checks compare the daemon's behaviour with the rate it was asked for (the median gap between
/// ticks, an event that arrives long before the next tick is due) rather than counting what arrives
/// in a fixed wall-clock window, which a busy machine stretches.
@Suite struct EventTests {
    func events(_ client: ProtocolClient, for seconds: Double) throws -> [[String: Any]] {
        var result: [[String: Any]] = []
        let deadline = Date().addingTimeInterval(seconds)
        while let line = client.readLine(timeout: max(0, deadline.timeIntervalSinceNow)) {
            result.append(try ProtocolClient.parse(line))
        }
        return result
    }

    /// The next `count` ticks with the time each arrived, or fewer if `timeout` passes first.
    func ticks(_ client: ProtocolClient, count: Int, timeout: Double) throws -> [(at: Date, tick: [String: Any])] {
        var result: [(at: Date, tick: [String: Any])] = []
        let deadline = Date().addingTimeInterval(timeout)
        while result.count < count, let line = client.readLine(timeout: max(0, deadline.timeIntervalSinceNow)) {
            let event = try ProtocolClient.parse(line)
            if event["event"] as? String == "tick" { result.append((Date(), event)) }
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
        let playing = try ticks(watcher, count: 21, timeout: 10)
        try #require(playing.count == 21, "\(playing.count) ticks in 10 s at 50 ms")
        let gaps = zip(playing.dropFirst(), playing).map { $0.at.timeIntervalSince($1.at) }.sorted()
        let median = gaps[gaps.count / 2]
        #expect((0.035...0.2).contains(median), "median gap between ticks \(median) s at 50 ms")
        let positions = playing.compactMap { $0.tick["position"] as? Double }
        #expect(positions.count == playing.count && positions == positions.sorted())
        #expect(playing.allSatisfy { $0.tick["id"] == nil && $0.tick["state"] as? String == "playing" })
        _ = try control.request("pause")
        #expect(try watcher.waitForEvent("state")?["state"] as? String == "paused")
        #expect(!(try events(watcher, for: 0.6)).contains { $0["event"] as? String == "tick" })
        _ = try watcher.request("unsubscribe")
        _ = try control.request("resume")
        #expect(try events(watcher, for: 0.4).isEmpty)
    }

    @Test func seekedCarriesTheNewPositionAtOnce() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let client = try daemon.connect()
        _ = try client.request(#"{"cmd":"subscribe","interval_ms":60000}"#)
        _ = try client.request("play Job Interview")
        #expect(try client.waitForEvent("track") != nil)
        try client.send(#"{"id":9,"cmd":"seek","position":61.5}"#)
        // Ticks are a minute apart: an event within 10 s is the seek's own, not the next tick.
        let seeked = try #require(try client.waitForEvent("seeked", timeout: 10))
        #expect(seeked["position"] as? Double == 61.5)
        #expect((seeked["track"] as? [String: Any])?["id"] as? String == "job-interview")
    }

    @Test func aHundredSubscribersAllGetTicks() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let clients = try (0..<100).map { _ in try daemon.connect() }
        for client in clients { _ = try client.request(#"{"cmd":"subscribe","interval_ms":100}"#) }
        _ = try daemon.connect().request("play My Daily Routine")
        for (index, client) in clients.enumerated() {
            let received = try ticks(client, count: 4, timeout: 10).count
            #expect(received == 4, "subscriber \(index) got \(received) ticks")
        }
        #expect(try daemon.connect().request("status").isOK)
    }
}
