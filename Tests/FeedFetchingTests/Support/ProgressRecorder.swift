import Foundation
import FeedFetching

/// Keeps every progress report of a download, from whichever thread it comes.
final class ProgressRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var reports: [DownloadProgress] = []

    func record(_ progress: DownloadProgress) {
        lock.withLock { reports.append(progress) }
    }

    var all: [DownloadProgress] {
        lock.withLock { reports }
    }
}
