import Foundation
import Testing
import TestSupport

/// `learnctl watch`: a line per event, for status bars and scripts.
@Suite struct WatchCommandTests {
    /// Starts `learnctl watch arguments`, with its output read from a pipe.
    func startWatch(_ cli: LearnctlRunner, _ arguments: [String]) throws -> (Process, LineReader) {
        let process = try cli.makeProcess(["watch"] + arguments)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.start()
        return (process, LineReader(pipe.fileHandleForReading))
    }

    @Test func jsonPrintsTheDaemonsEventsAsTheyHappen() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let cli = try LearnctlRunner.talking(to: daemon)
        #expect(try cli.run(["play", "Travel Dialogue 1"]).status == 0)

        let (watch, lines) = try startWatch(cli, ["--json", "--interval", "100"])
        defer { watch.terminate() }
        let ticks = try lines.collect(timeout: 5) { events in events.filter { $0["event"] as? String == "tick" }.count >= 3 }
        #expect(ticks.allSatisfy { $0["state"] as? String == "playing" || $0["event"] as? String != "tick" })

        #expect(try cli.run(["seek", "50"]).status == 0)
        let seeked = try lines.collect(timeout: 5) { events in events.contains { $0["event"] as? String == "seeked" } }
        let event = try #require(seeked.first { $0["event"] as? String == "seeked" })
        #expect(abs((event["position"] as? Double ?? 0) - 50) < 0.3, "\(event)")

        #expect(try cli.run(["pause"]).status == 0)
        let paused = try lines.collect(timeout: 5) { events in events.contains { $0["event"] as? String == "state" } }
        #expect(paused.contains { $0["event"] as? String == "state" && $0["state"] as? String == "paused" })
        #expect(!lines.hasLine(within: 0.5), "no ticks while paused")
    }

    @Test func formatPrintsALineOnlyWhenTheTextChanges() throws {
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let cli = try LearnctlRunner.talking(to: daemon)
        #expect(try cli.run(["play", "Travel Dialogue 1"]).status == 0)
        #expect(try cli.run(["pause"]).status == 0)
        #expect(try cli.run(["seek", "0"]).status == 0)

        let (watch, lines) = try startWatch(cli, ["--format", "{state} {position}", "--interval", "50"])
        defer { watch.terminate() }
        #expect(lines.next(timeout: 5) == "paused 0:00")
        #expect(try cli.run(["resume"]).status == 0)
        #expect(lines.next(timeout: 5) == "playing 0:00")
        #expect(lines.next(timeout: 5) == "playing 0:01", "ticks every 50 ms, but one line per second of text")
        #expect(lines.next(timeout: 5) == "playing 0:02")
    }

    @Test func watchEndsWithStatusOneWhenTheDaemonGoesAway() throws {
        let daemon = try DaemonProcess()
        let cli = try LearnctlRunner.talking(to: daemon)
        let (watch, lines) = try startWatch(cli, [])
        #expect(lines.next(timeout: 5)?.hasPrefix("status   paused   0:00 / 1:16  Ordering at a Cafe (A1)") == true)
        daemon.close()
        try waitForExit(of: watch, timeout: 10)
        #expect(watch.terminationStatus == 1)
    }
}

/// Reads lines from a pipe with timeouts.
final class LineReader: @unchecked Sendable {
    private let handle: FileHandle
    private var buffer = Data()

    init(_ handle: FileHandle) {
        self.handle = handle
    }

    /// The next line, or nil when none came within `timeout` seconds.
    func next(timeout: TimeInterval) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                buffer = Data(buffer[(newline + 1)...])
                return line
            }
            let left = deadline.timeIntervalSinceNow
            guard left > 0, wait(upTo: left) else { return nil }
            let chunk = handle.availableData
            if chunk.isEmpty { return nil }
            buffer.append(chunk)
        }
    }

    /// Whether a line arrives within `seconds`.
    func hasLine(within seconds: TimeInterval) -> Bool {
        next(timeout: seconds) != nil
    }

    /// JSON lines read until `done` holds for all collected so far; throws after `timeout` seconds.
    func collect(timeout: TimeInterval, until done: ([[String: Any]]) -> Bool) throws -> [[String: Any]] {
        var events = [[String: Any]]()
        let deadline = Date().addingTimeInterval(timeout)
        while !done(events) {
            guard let line = next(timeout: max(0, deadline.timeIntervalSinceNow)) else {
                throw WatchOutputMissing(collected: events.count)
            }
            if let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] {
                events.append(object)
            }
        }
        return events
    }

    private func wait(upTo seconds: TimeInterval) -> Bool {
        var descriptor = pollfd(fd: handle.fileDescriptor, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, Int32(seconds * 1000)) > 0
    }
}

/// `learnctl watch` did not print what a test waited for.
struct WatchOutputMissing: Error, CustomStringConvertible {
    let collected: Int
    var description: String { "watch printed \(collected) lines, not the ones expected" }
}
