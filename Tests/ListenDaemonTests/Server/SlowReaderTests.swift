import Foundation
import Testing
import TestSupport

/// A client that sends requests and never reads the replies costs the daemon a bounded amount of
/// memory, does not hold up other clients, and is disconnected once it has been stalled too long.
@Suite struct SlowReaderTests {
    /// Lines the stalled client tries to send: 10⁶ `list` requests (5 MB).
    static let lines = 1_000_000
    static let stalledTimeout = 4.0
    /// `POLLRDHUP` (Linux): the peer closed the connection.
    static let peerHungUp: Int32 = 0x2000

    @Test func aClientThatNeverReadsIsBoundedAndThenDisconnected() throws {
        let daemon = try DaemonProcess(extraArguments: ["--stalled-client-timeout", "\(Self.stalledTimeout)"])
        defer { daemon.close() }
        let other = try daemon.connect()
        #expect(try other.request("list").isOK)
        #expect(try other.request("status").isOK)
        let before = try #require(ProcessFigures.residentKilobytes(of: daemon.pid))

        let stalled = try daemon.connect()
        _ = fcntl(stalled.fd, F_SETFL, fcntl(stalled.fd, F_GETFL) | O_NONBLOCK)
        let chunk = Array(String(repeating: "list\n", count: 13_000).utf8)
        var sent = 0
        var slowestStatus = 0.0
        let writingEnds = Date().addingTimeInterval(2.5)
        while sent < Self.lines * 5, Date() < writingEnds {
            let size = min(chunk.count, Self.lines * 5 - sent)
            let n = chunk.withUnsafeBytes { send(stalled.fd, $0.baseAddress! + (sent % 5), size - (sent % 5), Int32(MSG_NOSIGNAL)) }
            if n > 0 {
                sent += n
                continue
            }
            guard errno == EAGAIN || errno == EWOULDBLOCK else { break }
            // The daemon stopped reading from the stalled client; meanwhile others are served at once.
            let started = Date()
            #expect(try other.request("status").isOK)
            slowestStatus = max(slowestStatus, Date().timeIntervalSince(started))
            usleep(50_000)
        }
        for _ in 0..<5 {
            let started = Date()
            #expect(try other.request("status").isOK)
            slowestStatus = max(slowestStatus, Date().timeIntervalSince(started))
        }
        let after = try #require(ProcessFigures.residentKilobytes(of: daemon.pid))
        let growth = after - before
        print("slow reader: \(sent / 5) of \(Self.lines) list lines accepted, RSS \(before) → \(after) kB (+\(growth) kB), slowest status \(Int(slowestStatus * 1000)) ms")
        #expect(sent / 5 < Self.lines, "the daemon kept reading from a client that does not read")
        #expect(growth < 10_000, "RSS grew by \(growth) kB")
        #expect(slowestStatus < 1.5, "another client's status took \(slowestStatus) s")

        // Stalled for longer than the timeout: the daemon hangs up.
        var hangUp = pollfd(fd: stalled.fd, events: Int16(Self.peerHungUp), revents: 0)
        let waited = Date()
        var closed = false
        while Date().timeIntervalSince(waited) < Self.stalledTimeout + 3 {
            if poll(&hangUp, 1, 100) > 0, hangUp.revents & Int16(Int32(POLLHUP) | Self.peerHungUp) != 0 { closed = true; break }
        }
        #expect(closed, "the stalled client was not disconnected")
        #expect(try other.request("status").isOK)
    }

    @Test func aSubscriberThatNeverReadsGetsNoTicksPastTheBoundAndIsDisconnected() throws {
        let daemon = try DaemonProcess(extraArguments: ["--stalled-client-timeout", "2"])
        defer { daemon.close() }
        let control = try daemon.connect()
        _ = try control.request("play Travel Dialogue 1")
        try control.waitUntilLoaded()
        let before = try #require(ProcessFigures.residentKilobytes(of: daemon.pid))
        // Fast ticks and a flood of pipelined requests the subscriber never reads the answers to.
        let stalled = try daemon.connect()
        try stalled.send("subscribe 20")
        _ = fcntl(stalled.fd, F_SETFL, fcntl(stalled.fd, F_GETFL) | O_NONBLOCK)
        let chunk = Array(String(repeating: "list\n", count: 13_000).utf8)
        let writingEnds = Date().addingTimeInterval(1)
        while Date() < writingEnds {
            if chunk.withUnsafeBytes({ send(stalled.fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }) <= 0 { usleep(20_000) }
        }
        // State events keep coming while it is stalled.
        for _ in 0..<10 {
            _ = try control.request("pause")
            _ = try control.request("resume")
        }
        let after = try #require(ProcessFigures.residentKilobytes(of: daemon.pid))
        #expect(after - before < 10_000, "RSS grew by \(after - before) kB")
        var hangUp = pollfd(fd: stalled.fd, events: Int16(Self.peerHungUp), revents: 0)
        let waited = Date()
        var closed = false
        while Date().timeIntervalSince(waited) < 5 {
            if poll(&hangUp, 1, 100) > 0, hangUp.revents & Int16(Int32(POLLHUP) | Self.peerHungUp) != 0 { closed = true; break }
        }
        #expect(closed, "the stalled subscriber was not disconnected")
        #expect(try control.request("status").isOK)
    }
}
