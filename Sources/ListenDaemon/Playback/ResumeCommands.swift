import ListenEngine
import ListenProtocol

/// Keeping where the listener stopped in the recordings that resume.
extension Daemon {
    /// The point to keep for `entry` from the player's `status`: nil while nothing of it is
    /// loaded (stopped, loading or failed), when the position says nothing.
    func liveResumePoint(_ entry: CatalogEntry, _ status: PlayerStatus) -> ResumePoint? {
        guard status.item?.id == entry.id, status.state == .playing || status.state == .paused else { return nil }
        return ResumePoint(position: status.position, duration: status.duration)
    }

    /// Keeps where the selected recording is, if it resumes, before another is loaded or it stops.
    func rememberWhereSelectedStopped() {
        guard let entry = selection.entry, entry.resume, let point = liveResumePoint(entry, player.status()) else { return }
        resumePoints.remember(point, for: entry.id)
    }

    /// The selected recording played to its end: if it resumes, it is kept as heard to the end
    /// (and starts from the beginning next time).
    func rememberEnd(of status: PlayerStatus) {
        guard let entry = selection.entry, entry.resume, status.item?.id == entry.id else { return }
        let duration = status.duration > 0 ? status.duration : resumePoints.point(for: entry.id)?.duration ?? 0
        resumePoints.remember(ResumePoint(position: duration, duration: duration), for: entry.id)
    }

    /// Where `entry` stopped, for `list`: the player's position while it is loaded.
    func resumeAt(_ entry: CatalogEntry) -> Double? {
        guard entry.resume else { return nil }
        if let live = liveResumePoint(entry, player.status()) { return live.position }
        return resumePoints.point(for: entry.id)?.position ?? 0
    }
}

extension MediaChapter {
    /// Chapters from the marks given with an entry: each ends where the next starts, the last at
    /// the end of the recording.
    static func marks(_ marks: [ChapterMark]) -> [MediaChapter] {
        marks.enumerated().map { index, mark in
            MediaChapter(title: mark.title, start: mark.start, end: index + 1 < marks.count ? marks[index + 1].start : .infinity)
        }
    }
}
