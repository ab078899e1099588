import Foundation
import ListenProtocol
import Testing
import TestSupport
@testable import ListenDaemon

/// Cues that overlap (two speakers at once) are lines like any other, on a virtual clock: the line
/// heard is the one that started last and still runs, `line next`/`prev` walk the cues in start
/// order, and autopause stops at the end of each line, overlapped or not.
@Suite struct OverlappingLinesTests {
    /// A [1, 5), B [3, 4) inside A, C [4.5, 7) over A's end, D [8, 9).
    static let transcript = """
        WEBVTT

        00:01.000 --> 00:05.000
        <v Anna>Anna speaks for a long time

        00:03.000 --> 00:04.000
        <v Ben>Ben, short, inside

        00:04.500 --> 00:07.000
        <v Ben>Ben again, over the end

        00:08.000 --> 00:09.000
        After

        """

    private func start(_ clock: VirtualClock) throws -> InProcessDaemon {
        let harness = try InProcessDaemon(clock: clock)
        let audio = try harness.recordingFile("talk.mp3")
        try Self.transcript.write(toFile: "\(harness.folder.path)/talk.vtt", atomically: true, encoding: .utf8)
        _ = try harness.request("play \(audio)").get()
        #expect(harness.wait { harness.daemon.status().state == .playing })
        _ = try harness.request("pause").get()
        return harness
    }

    @Test(arguments: [(0.5, nil), (2, 1), (3.5, 2), (4.2, 1), (4.7, 3), (6, 3), (7.5, nil), (8.5, 4)] as [(Double, Int?)])
    func theLineHeardIsTheOneStartedLastThatStillRuns(position: Double, index: Int?) throws {
        let harness = try start(VirtualClock())
        defer { harness.close() }
        _ = try harness.request("seek \(position)").get()
        let status = harness.daemon.status()
        #expect(status.position == position)
        #expect(status.line?.index == index, "at \(position): \(String(describing: status.line))")
        #expect(status.lines == 4)
    }

    @Test func lineNextAndPrevWalkTheCuesInStartOrder() throws {
        let harness = try start(VirtualClock())
        defer { harness.close() }
        func move(_ request: String, from position: Double) throws -> (Double, Int?) {
            _ = try harness.request("seek \(position)").get()
            _ = try harness.request(request).get()
            let status = harness.daemon.status()
            return (status.position, status.line?.index)
        }
        #expect(try move("line next", from: 0) == (1, 1))
        #expect(try move("line next", from: 2) == (3, 2))
        #expect(try move("line next", from: 3.5) == (4.5, 3))
        #expect(try move("line next", from: 5) == (8, 4))
        #expect(try move("line prev", from: 5) == (3, 2))
        #expect(try move("line prev", from: 3.5) == (1, 1))
        #expect(try move("line replay", from: 4.2) == (1, 1))
        #expect(try move("line 3", from: 0) == (4.5, 3))
    }

    @Test func autopauseStopsAtTheEndOfEachLineOverlappedOrNot() throws {
        let clock = VirtualClock()
        let harness = try start(clock)
        defer { harness.close() }
        _ = try harness.request("autopause on").get()
        _ = try harness.request("line 2").get()
        _ = try harness.request("resume").get()
        for end in [4.0, 5.0, 7.0] {
            clock.advance(by: 3)
            #expect(harness.wait { harness.daemon.status().state == .paused })
            #expect(harness.daemon.status().position == end)
            _ = try harness.request("resume").get()
        }
    }

    @Test func loopingAnOverlappedLineRepeatsThatLine() throws {
        let clock = VirtualClock()
        let harness = try start(clock)
        defer { harness.close() }
        _ = try harness.request("seek 3.5").get()
        let loop = try harness.request("loop line").get()
        guard case .status(let status) = loop else { Issue.record("\(loop)"); return }
        #expect(status.loop?.a == 3)
        #expect(status.loop?.b == 4)
    }
}
