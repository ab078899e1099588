import Foundation
import ListenEngine

/// A clock that moves only when the test says, in steps small enough for the player to keep
/// the output fed: what is heard after `advance(by: 5)` is exactly five seconds more, however
/// busy the machine.
final class VirtualClock: OutputClock, @unchecked Sendable {
    private let condition = NSCondition()
    private var time = 1000.0
    /// How many waits have begun: a writer that waits again has caught up with the clock.
    private var waits = 0

    func now() -> Double {
        condition.withLock { time }
    }

    /// Returns when the clock moves, or after two real milliseconds (the caller looks again).
    func sleep(_ seconds: Double) {
        condition.withLock {
            waits += 1
            condition.broadcast()
            _ = condition.wait(until: Date().addingTimeInterval(0.002))
        }
    }

    /// Moves the clock forward by `seconds` in steps of `step`, after each step waiting (a real
    /// half second at most) until the output's writer has looked at the clock again. While no
    /// writer waits (paused, stopped) the steps go by without waiting.
    func advance(by seconds: Double, step: Double = 0.01) {
        var left = seconds
        var writing = true
        while left > 1e-9 {
            let move = min(step, left)
            condition.withLock {
                let before = waits
                time += move
                condition.broadcast()
                let deadline = Date().addingTimeInterval(writing ? 0.5 : 0.005)
                while waits < before + 2, condition.wait(until: deadline) {}
                writing = waits >= before + 2
            }
            left -= move
        }
    }
}
