import Dispatch
import Foundation
import Synchronization
import Testing
import TestSupport
@testable import ListenEngine

/// The status answers at once whatever the output is doing.
@Suite struct PlayerStatusTests {
    @Test func statusAnswersWhileASeekWaitsForTheOutput() throws {
        let output = BlockingOutput()
        let h = try PlayerHarness { _ in output }
        defer { h.close() }
        h.load("marks.wav", startAt: 10)
        #expect(h.wait { $0.state == .playing && $0.position > 10.2 })

        output.blockNextFlush()
        try h.player.seek(to: 60)
        let blocked = output.waitUntilFlushBlocks(timeout: 2)
        #expect(blocked, "the seek never flushed the output")

        // Ask on another thread so that a status stuck behind the flush fails the test, not hangs it.
        let answer = Mutex<(status: PlayerStatus, elapsed: Duration)?>(nil)
        let answered = DispatchSemaphore(value: 0)
        let player = h.player
        DispatchQueue.global().async {
            var status: PlayerStatus?
            let elapsed = ContinuousClock().measure { status = player.status() }
            answer.withLock { $0 = (status!, elapsed) }
            answered.signal()
        }
        let inTime = answered.wait(timeout: .now() + 1) == .success
        output.releaseFlush()
        if !inTime { answered.wait() }
        let (status, elapsed) = try #require(answer.withLock { $0 })
        #expect(inTime && elapsed < .milliseconds(50), "status took \(elapsed) while the output flushed")
        #expect(status.position == 60 && status.state == .playing, "\(status)")

        // Once the flush returns, the seek lands and the clock runs from the target.
        usleep(300_000)
        let landed = h.player.status()
        #expect(landed.state == .playing)
        #expect(landed.position > 60.1 && landed.position < 60.8, "position \(landed.position) after seeking to 60")
    }
}
