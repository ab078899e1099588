import Foundation

/// Waiting for a condition rather than for a fixed time.
public enum Poll {
    /// Checks `condition` every `interval` seconds until it holds; false if `timeout` seconds pass first.
    public static func until(timeout: Double = 5, interval: Double = 0.02, _ condition: () throws -> Bool) rethrows -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if try condition() { return true }
            guard Date() < deadline else { return false }
            usleep(UInt32(interval * 1_000_000))
        }
    }
}
