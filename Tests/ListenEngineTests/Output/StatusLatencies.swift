import Foundation
@testable import ListenEngine

/// The slowest `status()` seen while polling.
struct StatusLatencies {
    private(set) var worst = 0.0

    /// Polls every 10 ms for `seconds`; returns the distinct errors seen.
    @discardableResult
    mutating func poll(_ player: Player, for seconds: Double) -> Set<String> {
        var errors = Set<String>()
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            let asked = Date()
            let status = player.status()
            worst = max(worst, Date().timeIntervalSince(asked))
            if let error = status.error { errors.insert(error) }
            usleep(10_000)
        }
        return errors
    }
}
