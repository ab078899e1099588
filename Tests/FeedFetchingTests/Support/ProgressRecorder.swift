import Foundation
import FeedFetching

/// Keeps every progress report of a download, with when it came.
final class ProgressRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var reports: [(at: ContinuousClock.Instant, progress: DownloadProgress)] = []

    func record(_ progress: DownloadProgress) {
        lock.withLock { reports.append((.now, progress)) }
    }

    var all: [DownloadProgress] {
        lock.withLock { reports.map(\.progress) }
    }

    var instants: [ContinuousClock.Instant] {
        lock.withLock { reports.map(\.at) }
    }
}
