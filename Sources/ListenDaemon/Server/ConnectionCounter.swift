import NIOCore
import Synchronization

/// Counts the open connections so that no more than `maximum` are served at once.
final class ConnectionCounter: Sendable {
    let maximum: Int
    private let open = Atomic<Int>(0)

    init(maximum: Int) {
        self.maximum = maximum
    }

    /// Counts `channel` until it closes and returns true, or returns false when the limit is reached.
    func admit(_ channel: Channel) -> Bool {
        while true {
            let current = open.load(ordering: .acquiring)
            guard current < maximum else { return false }
            if open.compareExchange(expected: current, desired: current + 1, ordering: .acquiringAndReleasing).exchanged {
                break
            }
        }
        channel.closeFuture.whenComplete { [self] _ in
            open.subtract(1, ordering: .acquiringAndReleasing)
        }
        return true
    }

    var count: Int {
        open.load(ordering: .acquiring)
    }
}
