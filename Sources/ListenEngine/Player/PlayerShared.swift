import Dispatch

/// What the player's command side and its thread share: a ``WorkerThread`` over the player's
/// state. Nobody calls the output while holding its lock; a position that needs the output's
/// heard clock gets a reading taken just before the lock (see `withLock(heard:_:)`).
typealias PlayerShared = WorkerThread<PlayerWork>

/// The player as commands left it and as the thread carries them out.
struct PlayerWork: Sendable {
    var state: PlayerState = .stopped
    var item: PlayerItem?
    var duration = 0.0
    var durationKind = DurationKind.exact
    var streamTitle: String?
    /// The loaded item's container, codec and chapters.
    var media = MediaInfo.unknown
    var error: String?
    /// What the output's heard clock means in track time, valid while `clockRunning`.
    var timeline = HeardTimeline()
    /// Only the player thread sets this, and only once the output's clock is in its new segment.
    var clockRunning = false
    /// The position whenever the clock is not running.
    var frozen = 0.0
    var pendingLoad: LoadRequest?
    /// The source of the item being loaded or played, closed from the command side to
    /// cancel a load at once.
    var inFlight: InFlightSource?
    /// The last load asked for, carried out again by `resume` after `stop` cancelled it.
    var lastLoad: LoadRequest?
    /// True when `stop` cancelled a load, so that nothing is loaded.
    var reloadOnResume = false
    var pendingSeek: Double?
    var seekGeneration = 0
    var loadGeneration = 0
    /// Bumped by the player thread before it restarts the output's heard clock (start, flush),
    /// with the clock stopped: a reading taken across a bump belongs to another segment.
    var clockEpoch = 0
    var shutdown = false
    /// The speed asked for; it applies from the next segment the thread starts.
    var speed = 1.0
    var loop: PlaybackLoop?
    var autopause = false
    /// The loaded item's line ends, where autopause pauses.
    var lineEnds: [Double] = []

    /// Whether the position is read off the output's heard clock.
    var followsClock: Bool { pendingSeek == nil && state == .playing && clockRunning }

    /// The position, with `heard` the output's heard clock (used only when `followsClock`).
    func position(heard: Double) -> Double {
        if let seek = pendingSeek { return seek }
        guard followsClock else { return frozen }
        let heardPosition = timeline.position(heard: heard)
        return durationKind == .exact ? min(heardPosition, duration) : heardPosition
    }

    mutating func freeze(heard: Double) {
        frozen = position(heard: heard)
        clockRunning = false
    }

    func snapshot(heard: Double) -> PlayerStatus {
        PlayerStatus(state: state, item: item, position: position(heard: heard), duration: duration, error: error,
                     durationKind: durationKind, streamTitle: streamTitle, media: media, speed: speed, loop: loop, autopause: autopause)
    }
}

extension WorkerThread where State == PlayerWork {
    /// Like `withLock`, and hands `body` the output's heard clock when the position follows it.
    ///
    /// The clock is read outside the lock, after noting the clock epoch under it; if the epoch
    /// moved meanwhile, the reading is taken again. `body` must not start the clock.
    func withLock<R: Sendable, E: Error>(heard output: AudioOutput,
                                         _ body: (inout PlayerWork, _ heard: Double) throws(E) -> R) throws(E) -> R {
        var reading: (epoch: Int, seconds: Double)?
        while true {
            let attempt = try withLock { s throws(E) -> Attempt<R> in
                if s.followsClock, reading?.epoch != s.clockEpoch { return .readClock(epoch: s.clockEpoch) }
                return .done(try body(&s, reading?.seconds ?? 0))
            }
            switch attempt {
            case .done(let result): return result
            case .readClock(let epoch): reading = (epoch, output.heardSeconds())
            }
        }
    }
}

/// One look under the lock: done, or the clock must be read (outside the lock) first.
private enum Attempt<R: Sendable>: Sendable {
    case done(R), readClock(epoch: Int)
}
