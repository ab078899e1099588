import Synchronization

/// Where the listener stopped in each recording that resumes (`library_add` with `resume`), by
/// entry id: kept when another recording is selected, on `stop`, at the end, and across restarts.
final class ResumePoints: Sendable {
    private let points = Mutex<[String: ResumePoint]>([:])

    /// Every point kept.
    var all: [String: ResumePoint] {
        points.withLock { $0 }
    }

    /// Replaces every point (with those of the saved state).
    func replaceAll(with saved: [String: ResumePoint]) {
        points.withLock { $0 = saved }
    }

    func point(for id: String) -> ResumePoint? {
        points.withLock { $0[id] }
    }

    func remember(_ point: ResumePoint, for id: String) {
        points.withLock { $0[id] = point }
    }

    func forget(_ id: String) {
        points.withLock { $0[id] = nil }
    }
}
