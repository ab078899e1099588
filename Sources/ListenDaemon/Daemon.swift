import Dispatch
import Logging
import Synchronization
#if canImport(Glibc)
import Glibc
#endif
import ListenEngine
import ListenProtocol

/// The daemon's shared parts — the player, the catalog, the selection, the subscribers, the saved
/// state, speech and recording — and the status they make up.
///
/// What each command does is in its area's file (Playback/, Lines/, Library/, Speech/,
/// Recording/, MPRIS/); ``CommandRouter`` says which area carries out which command and where.
public final class Daemon: Sendable {
    let player: Player
    let output: AudioOutput
    let outputName: String
    let hub = SubscriberHub()
    let logger: Logger
    let catalog: Mutex<Catalog>
    let selection = Selection()
    let resumePoints = ResumePoints()
    let queues = AreaQueues()
    let lineFollower: LineFollower
    let saver: StateSaver
    let stateStore: StateStore
    let userLibrary: UserLibrary?
    /// Why the user library file could not be read; changes are refused so it is not overwritten.
    let userLibraryProblem: String?
    let sources: any AudioSources
    /// Opens a file's decoder to check it before `play` selects it.
    let decoders: any AudioDecoders
    /// Container and codec of the library's local files, for `list`.
    let mediaDescriptions = MediaDescriptions()
    /// Reads the subtitle tracks inside a local file when no transcript file is beside it.
    let subtitles: (any SubtitleReader)?
    /// Where transcripts made for recordings without a place beside them are looked for.
    let transcribed: String?
    /// Told of every change besides the socket's subscribers (MPRIS).
    private let observers = Mutex<[@Sendable (DaemonChange) -> Void]>([])
    /// `say`: nil when the daemon was started without a speech output.
    let readAloud: DaemonSpeech?
    /// `record`: nil when the daemon was started without a sound server to record from.
    let takes: DaemonRecorder?

    /// - Parameters:
    ///   - devices: what it plays, speaks and records through, and where it reads recordings from.
    ///   - catalog: the bundled (and user) recordings.
    ///   - stateStore: where the last-selected recording and position are kept.
    ///   - saveInterval: how often the position is saved while playing (every change of state,
    ///     recording, speed, loop or position by a command is saved at once); a `kill -9` loses
    ///     at most this much of the position.
    ///   - userLibrary: where the user's own recordings are kept; they join the catalog.
    ///   - recordings: where `record` writes its takes.
    ///   - transcribed: where transcripts made for recordings without a place beside them are kept.
    public init(devices: DaemonDevices, catalog: Catalog, stateStore: StateStore, logger: Logger, saveInterval: Double = 2,
                userLibrary: UserLibrary? = nil, recordings: RecordingFolder = RecordingFolder(path: "/tmp"), transcribed: String? = nil) {
        let output = devices.output
        var catalog = catalog
        var problem: String?
        if let userLibrary {
            do throws(DaemonError) {
                catalog.user = try userLibrary.load()
                logger.info("user library: \(catalog.user.count) recordings in \(userLibrary.path)")
            } catch {
                problem = error.description
                logger.error("\(error.description) The user library is read-only until then.")
            }
        }
        self.userLibrary = userLibrary
        self.userLibraryProblem = problem
        self.sources = devices.sources
        self.decoders = devices.decoders
        self.subtitles = devices.subtitles
        self.transcribed = transcribed
        // The parts made first hear of the daemon once it exists.
        let relay = DaemonRelay()
        self.player = Player(output: output, decoders: devices.decoders, stretchers: devices.stretchers) { relay.daemon?.handle($0) }
        self.readAloud = devices.speech.map { speech in
            DaemonSpeech(synthesizer: speech.synthesizer, output: speech.output) { relay.daemon?.handle($0) }
        }
        self.takes = devices.input.map { input in
            DaemonRecorder(input: input, folder: recordings) { relay.daemon?.handle($0) }
        }
        self.output = output
        self.outputName = output.name
        self.catalog = Mutex(catalog)
        self.stateStore = stateStore
        self.logger = logger
        self.saver = StateSaver(store: stateStore, interval: saveInterval, logger: logger) { relay.daemon?.savedState() }
        self.lineFollower = LineFollower(
            look: { relay.daemon?.statusAndNextBoundary() ?? (StatusPayload(state: .stopped, track: nil, position: 0, duration: nil, error: nil), nil) },
            announce: { events, status in
                relay.daemon?.hub.broadcast(events.map { ($0, status) })
                // A new word concerns the socket's subscribers only (the player screen's karaoke).
                if events.contains(where: { $0 != .word }) { relay.daemon?.notify(.status) }
            })
        relay.daemon = self
        output.onVolumeChange { _ in relay.daemon?.notify(.status) }
    }

    /// Selects the saved recording at its saved position, paused; else the first recording.
    public func restore() {
        if let saved = stateStore.load() {
            resumePoints.replaceAll(with: saved.resumePoints ?? [:])
            if let speed = saved.speed, (SpeedChange.minimum...SpeedChange.maximum).contains(speed) { _ = player.setSpeed(speed) }
            if let autopause = saved.autopause { _ = player.setAutopause(autopause) }
            let entry = catalog.withLock { c in
                c.find(saved.entry.id) ?? (saved.entry.bundled ? nil : saved.entry.withoutFoundTranscript)
            }
            if let entry {
                // A recording that resumes comes back where it stopped, even after `stop` (which saved position 0).
                let position = entry.resume ? resumePoints.point(for: entry.id)?.startAt ?? saved.position : saved.position
                logger.info("restoring \(entry.title) at \(position) s")
                load(entry, startAt: position, autoplay: false)
                return
            }
        }
        if let first = catalog.withLock({ $0.entries.first }) {
            load(first, startAt: 0, autoplay: false)
        }
    }

    /// Waits (up to `timeout` seconds) until the player has finished loading.
    public func waitUntilLoaded(timeout: Double = 3) {
        let deadline = DispatchTime.now() + timeout
        while player.status().state == .loading, DispatchTime.now() < deadline {
            usleep(5_000)
        }
    }

    /// Lets the commands in progress finish, saves the state and stops the player.
    public func shutdown() {
        for queue in [queues.playback, queues.library, queues.speech, queues.recording] { queue.sync {} }
        lineFollower.cancel()
        readAloud?.shutdown()
        takes?.shutdown()
        saver.finish()
        player.shutdown()
        sources.shutdown()
    }

    /// The status as the protocol shows it.
    public func status() -> StatusPayload {
        statusAndNextBoundary().status
    }

    /// The status, and the next line start or end, or chapter start, after its position (when to look again).
    func statusAndNextBoundary() -> (status: StatusPayload, nextBoundary: Double?) {
        let status = player.status()
        let (entry, transcript) = selection.both
        let live = status.durationKind == .live
        var track = entry?.payload(duration: status.duration > 0 ? status.duration : nil)
        if live { track?.duration = nil }
        // A live stream's own title (ICY StreamTitle, control characters already removed).
        if let title = status.streamTitle, !title.isEmpty { track?.title = title }
        let loop = status.loop.map { LoopPayload(a: $0.a, b: $0.b, repeat: $0.repeatCount, done: $0.done, gap: $0.gap) }
        let line = transcript.transcript?.line(at: status.position)
        let payload = StatusPayload(
            state: StatusPayload.State(rawValue: status.state.rawValue) ?? .error,
            track: track,
            position: status.position,
            duration: live ? nil : status.duration,
            error: status.error,
            line: line,
            lines: transcript.lines.count,
            speed: status.speed,
            loop: loop,
            autopause: status.autopause,
            transcriptError: transcript.error,
            speech: readAloud?.current,
            recording: takes?.current,
            chapter: status.media.chapterPayload(at: status.position),
            chapters: status.media.chapters.count,
            container: status.media.container,
            codec: status.media.codec,
            transcriptSource: transcript.source,
            word: line?.word(at: status.position))
        let boundaries = [transcript.transcript?.nextBoundary(after: status.position), status.media.nextChapterStart(after: status.position)]
        return (payload, boundaries.compactMap { $0 }.min())
    }

    /// What is saved across restarts now; nil while nothing is selected.
    func savedState() -> SavedState? {
        guard let entry = selection.entry else { return nil }
        let status = player.status()
        var points = resumePoints.all
        if entry.resume, let live = liveResumePoint(entry, status) { points[entry.id] = live }
        return SavedState(entry: entry, position: status.position, playing: status.state == .playing,
                          speed: status.speed, autopause: status.autopause, resumePoints: points.isEmpty ? nil : points)
    }

    /// Calls `observer` (on the thread of the change) after every change the socket's subscribers
    /// hear of, and after changes of speed, loop, autopause and volume.
    public func observe(_ observer: @escaping @Sendable (DaemonChange) -> Void) {
        observers.withLock { $0.append(observer) }
    }

    func notify(_ change: DaemonChange) {
        for observer in observers.withLock({ $0 }) { observer(change) }
    }
}

/// Hands the parts made before the daemon (player, speech, recorder, state saver, line follower)
/// the daemon once it exists.
private final class DaemonRelay: @unchecked Sendable {
    weak var daemon: Daemon?
}

extension CatalogEntry {
    /// An ad-hoc file's entry as saved carries the transcript found beside it then; look again.
    var withoutFoundTranscript: CatalogEntry {
        var entry = self
        if id.hasPrefix("file:") { entry.transcript = nil }
        return entry
    }

    var locationText: String {
        switch location {
        case .file(let path): path
        case .url(let url): url
        }
    }
}
