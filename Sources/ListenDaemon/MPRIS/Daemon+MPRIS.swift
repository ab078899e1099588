import ListenEngine
import ListenProtocol

/// What desktop integration asks of the daemon beyond the protocol's commands: the recording
/// selected with its neighbours, skipping in `list` order, and the stream's volume.
extension Daemon {
    /// The status with the recording selected, and whether recordings come before and after it
    /// in `list` order.
    func nowPlaying() -> NowPlaying {
        let status = status()
        let entry = selection.entry
        let ids = catalog.withLock { $0.entries.map(\.id) }
        let index = entry.flatMap { e in ids.firstIndex(of: e.id) }
        return NowPlaying(status: status, entry: entry,
                          hasPrevious: index.map { $0 > 0 } ?? false,
                          hasNext: index.map { $0 + 1 < ids.count } ?? false)
    }

    /// Selects the recording `step` places away in `list` order, from its start; it plays if one
    /// was playing (or loading to play). False when there is none there.
    @discardableResult
    func skip(by step: Int) -> Bool {
        let playing = player.playsOrWillPlay()
        guard let id = selection.entry?.id else { return false }
        let target = catalog.withLock { c -> CatalogEntry? in
            guard let index = c.entries.firstIndex(where: { $0.id == id }), c.entries.indices.contains(index + step) else { return nil }
            return c.entries[index + step]
        }
        guard let target else { return false }
        queues.playback.sync { load(target, startAt: 0, autoplay: playing) }
        return true
    }

    /// The stream's volume, 0 to 1 (1 until the sound server says otherwise).
    func volume() -> Double {
        output.volume() ?? 1
    }

    func setVolume(_ volume: Double) throws(ProtocolError) {
        do throws(AudioError) {
            try output.setVolume(volume)
        } catch {
            throw ProtocolError(.internalError, error.message)
        }
        notify(.status)
    }
}
