import Dispatch
import Logging
import Synchronization
#if canImport(Glibc)
import Glibc
#endif
import ListenEngine
import ListenProtocol
import Suggestions

/// The daemon's core: one player, the catalog, the saved state and the subscribers; it carries out
/// requests and turns the player's changes into events.
public final class Daemon: Sendable {
    let player: Player
    let output: AudioOutput
    let outputName: String
    let hub = SubscriberHub()
    let logger: Logger
    private let catalog: Mutex<Catalog>
    private let current = Mutex<CatalogEntry?>(nil)
    /// The transcript of the recording selected.
    private let transcript = Mutex(RecordingTranscript.none)
    private let lineFollower: LineFollower
    private let stateStore: StateStore
    private let userLibrary: UserLibrary?
    /// Why the user library file could not be read; changes are refused so it is not overwritten.
    private let userLibraryProblem: String?
    private let http: HTTPSourceClient
    private let saving = Mutex(())
    /// Told of every change besides the socket's subscribers (MPRIS).
    private let observers = Mutex<[@Sendable (DaemonChange) -> Void]>([])
    private nonisolated(unsafe) let saveTimer: DispatchSourceTimer
    private let saveInterval: Double
    /// Whether the save timer is running (it runs only while playing, so nothing wakes the
    /// daemon while it is paused or stopped).
    private let saveTimerArmed = Mutex(false)
    /// `say`: nil when the daemon was started without a speech output.
    let readAloud: DaemonSpeech?
    /// `record`: nil when the daemon was started without a sound server to record from.
    let takes: DaemonRecorder?

    /// - Parameters:
    ///   - output: where audio goes.
    ///   - catalog: the bundled (and user) recordings.
    ///   - stateStore: where the last-selected recording and position are kept.
    ///   - saveInterval: how often the position is saved while playing (every change of state,
    ///     recording, speed, loop or position by a command is saved at once); a `kill -9` loses
    ///     at most this much of the position.
    ///   - userLibrary: where the user's own recordings are kept; they join the catalog.
    ///   - http: the client URL sources share; shut down with the daemon.
    ///   - speechOutput: where `say` speaks (a stream of its own beside the player's); nil: `say`
    ///     answers that speech is unavailable.
    ///   - synthesizer: the text-to-speech engine `say` uses.
    ///   - input: where `record` records from; nil: `record` answers that recording is unavailable.
    ///   - recordings: where `record` writes its takes.
    public init(output: AudioOutput, catalog: Catalog, stateStore: StateStore, logger: Logger, saveInterval: Double = 2,
                userLibrary: UserLibrary? = nil, http: HTTPSourceClient = HTTPSourceClient(),
                speechOutput: AudioOutput? = nil, synthesizer: EspeakSynthesizer = EspeakSynthesizer(),
                input: PulseInput? = nil, recordings: RecordingFolder = RecordingFolder(path: "/tmp")) {
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
        self.http = http
        let relay = EventRelay()
        self.player = Player(output: output) { relay.deliver($0) }
        self.readAloud = speechOutput.map { speechOutput in
            DaemonSpeech(synthesizer: synthesizer, output: speechOutput) { relay.daemon?.handle($0) }
        }
        self.takes = input.map { input in
            DaemonRecorder(input: input, folder: recordings) { relay.daemon?.handle($0) }
        }
        self.output = output
        self.outputName = output.name
        self.catalog = Mutex(catalog)
        self.stateStore = stateStore
        self.logger = logger
        self.saveTimer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "listend.state"))
        self.saveInterval = saveInterval
        let follower = FollowerRelay()
        self.lineFollower = LineFollower(
            look: { follower.daemon?.statusAndNextBoundary() ?? (StatusPayload(state: .stopped, track: nil, position: 0, duration: nil, error: nil), nil) },
            announce: { status in
                follower.daemon?.hub.broadcast([(.line, status)])
                follower.daemon?.notify(.status)
            })
        relay.daemon = self
        follower.daemon = self
        output.onVolumeChange { _ in relay.daemon?.notify(.status) }
        saveTimer.schedule(deadline: .distantFuture, leeway: .milliseconds(100))
        saveTimer.setEventHandler { [weak self] in
            guard let self, self.player.status().state == .playing else { return }
            self.saveState()
        }
        saveTimer.resume()
    }

    /// Selects the saved recording at its saved position, paused; else the first recording.
    public func restore() {
        if let saved = stateStore.load() {
            if let speed = saved.speed, (SpeedChange.minimum...SpeedChange.maximum).contains(speed) { _ = player.setSpeed(speed) }
            if let autopause = saved.autopause { _ = player.setAutopause(autopause) }
            let entry = catalog.withLock { c in
                c.find(saved.entry.id) ?? (saved.entry.bundled ? nil : saved.entry.withoutFoundTranscript)
            }
            if let entry {
                logger.info("restoring \(entry.title) at \(saved.position) s")
                load(entry, startAt: saved.position, autoplay: false)
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

    /// Saves the state and stops the player.
    public func shutdown() {
        saveTimer.cancel()
        lineFollower.cancel()
        readAloud?.shutdown()
        takes?.shutdown()
        saveState()
        player.shutdown()
        http.shutdown()
    }

    /// The status as the protocol shows it.
    public func status() -> StatusPayload {
        statusAndNextBoundary().status
    }

    /// The status, and the next line start or end after its position (when to look again).
    func statusAndNextBoundary() -> (status: StatusPayload, nextBoundary: Double?) {
        let status = player.status()
        let (entry, transcript) = current.withLock { entry in (entry, self.transcript.withLock { $0 }) }
        let live = status.durationKind == .live
        var track = entry?.payload(duration: status.duration > 0 ? status.duration : nil)
        if live { track?.duration = nil }
        // A live stream's own title (ICY StreamTitle, control characters already removed).
        if let title = status.streamTitle, !title.isEmpty { track?.title = title }
        let loop = status.loop.map { LoopPayload(a: $0.a, b: $0.b, repeat: $0.repeatCount, done: $0.done, gap: $0.gap) }
        let payload = StatusPayload(
            state: StatusPayload.State(rawValue: status.state.rawValue) ?? .error,
            track: track,
            position: status.position,
            duration: live ? nil : status.duration,
            error: status.error,
            line: transcript.transcript?.line(at: status.position),
            lines: transcript.lines.count,
            speed: status.speed,
            loop: loop,
            autopause: status.autopause,
            transcriptError: transcript.error,
            speech: readAloud?.current,
            recording: takes?.current)
        return (payload, transcript.transcript?.nextBoundary(after: status.position))
    }

    /// Carries out a command and returns its reply.
    func execute(_ command: DaemonCommand) throws(ProtocolError) -> Reply {
        switch command {
        case .hello:
            return .hello(HelloPayload(version: ProtocolInfo.daemonVersion, output: outputName))
        case .list:
            return .library(LibraryPayload(tracks: catalog.withLock { $0.entries.map { $0.payload() } }))
        case .status:
            break
        case .play(let target):
            try play(target)
            recordingTakenOver()
        case .pause:
            try playerCommand { () throws(Player.CommandError) in try player.pause() }
            recordingTakenOver()
        case .resume:
            try playerCommand { () throws(Player.CommandError) in try player.resume() }
            recordingTakenOver()
        case .toggle:
            try playerCommand { () throws(Player.CommandError) in try player.toggle() }
            recordingTakenOver()
        case .stop:
            player.stop()
            recordingTakenOver()
        case .seek(let target):
            try playerCommand { () throws(Player.CommandError) in
                switch target {
                case .relative(let offset): try player.seek(by: offset)
                case .absolute(let position): try player.seek(to: position)
                }
            }
        case .libraryAdd(let addition):
            defer { notify(.status) } // what comes next in `list` may have changed
            return .track(try addToLibrary(addition))
        case .libraryRemove(let name):
            defer { notify(.status) }
            return .track(try removeFromLibrary(name))
        case .line(let target):
            let line = try transcript.withLock { $0 }.readable().line(for: target, at: player.status().position)
            try playerCommand { () throws(Player.CommandError) in try player.seek(to: line.start) }
        case .speed(let change):
            _ = player.setSpeed(try change.applied(to: player.status().speed))
            lineFollower.update()
            saveState()
            notify(.status)
        case .loop(let request):
            let loop = try request.map { r throws(ProtocolError) in try playbackLoop(for: r) }
            try playerCommand { () throws(Player.CommandError) in _ = try player.setLoop(loop) }
            lineFollower.update()
            notify(.status)
        case .autopause(let on):
            _ = player.setAutopause(on)
            saveState()
            notify(.status)
        case .transcript:
            return .transcript(TranscriptPayload(lines: transcript.withLock { $0.lines }))
        case .questions(let name):
            return .questions(try questions(for: name))
        case .say(let request):
            try say(request)
        case .voices:
            return .voices(try speech().voices())
        case .record(let request):
            try record(request)
        case .recordStop:
            try recorder().stop()
        }
        return .status(status())
    }

    /// The status with the recording selected, and whether recordings come before and after it
    /// in `list` order.
    func nowPlaying() -> NowPlaying {
        let status = status()
        let entry = current.withLock { $0 }
        let ids = catalog.withLock { $0.entries.map(\.id) }
        let index = entry.flatMap { e in ids.firstIndex(of: e.id) }
        return NowPlaying(status: status, entry: entry,
                          hasPrevious: index.map { $0 > 0 } ?? false,
                          hasNext: index.map { $0 + 1 < ids.count } ?? false)
    }

    /// Selects the recording `step` places away in `list` order, from its start; it plays if one
    /// was playing. False when there is none there.
    @discardableResult
    func skip(by step: Int) -> Bool {
        let playing = player.status().state == .playing
        guard let id = current.withLock({ $0?.id }) else { return false }
        let target = catalog.withLock { c -> CatalogEntry? in
            guard let index = c.entries.firstIndex(where: { $0.id == id }), c.entries.indices.contains(index + step) else { return nil }
            return c.entries[index + step]
        }
        guard let target else { return false }
        load(target, startAt: 0, autoplay: playing)
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

    /// Speaks `request`'s text, pausing the recording if it plays (it resumes, at the same
    /// position, when speaking ends); empty text stops speaking.
    private func say(_ request: SayRequest) throws(ProtocolError) {
        let readAloud = try speech()
        if request.stops {
            readAloud.stop()
            return
        }
        let playing = player.status().state == .playing
        _ = try readAloud.say(request.text, voice: request.voice ?? VoicesPayload.defaultVoice,
                              rate: request.rate ?? VoicesPayload.defaultRate, recordingPlaying: playing)
        if playing { try? player.pause() }
    }

    private func speech() throws(ProtocolError) -> DaemonSpeech {
        guard let readAloud else { throw ProtocolError(.unavailable, "This daemon was started without a speech output.") }
        return readAloud
    }

    /// A command chose what the recording does: it is not resumed after speaking, and speaking
    /// stops if it now plays.
    private func recordingTakenOver() {
        readAloud?.recordingTakenOver(playing: player.status().state == .playing)
        takes?.playbackTakenOver()
    }

    /// Tells the subscribers that an utterance started or ended; after the last one, resumes the
    /// recording it paused.
    fileprivate func handle(_ event: SpeakerEvent) {
        guard let readAloud else { return }
        var status = self.status()
        var resume = false
        switch event {
        case .started(let utterance, let duration):
            status.speech = readAloud.started(utterance, duration: duration)
        case .ended(let utterance, let ending, let error):
            if let error { logger.warning("say: \(error)") }
            (status.speech, resume) = readAloud.ended(utterance, ending, error: error)
        }
        hub.broadcast([(.speaking, status)])
        notify(.status)
        if resume, player.status().state == .paused { try? player.resume() }
    }

    /// The questions of the recording `name` names, or of the one selected.
    private func questions(for name: String?) throws(ProtocolError) -> QuestionsPayload {
        let entry: CatalogEntry
        if let name {
            entry = try catalog.withLock { c throws(ProtocolError) in try c.resolve(.track(name)) }
        } else if let selected = current.withLock({ $0 }) {
            entry = selected
        } else {
            throw ProtocolError(.invalidState, "No recording is selected; name one: `questions TITLE`.")
        }
        return QuestionsPayload(track: entry.payload(), questions: catalog.withLock { $0.questions[entry.id] ?? [] })
    }

    /// The loop a request asks for; `line` takes the line heard now (or the last one started).
    private func playbackLoop(for request: LoopRequest) throws(ProtocolError) -> PlaybackLoop {
        switch request.span {
        case .range(let a, let b):
            return PlaybackLoop(a: a, b: b, repeatCount: request.repeatCount, gap: request.gap)
        case .line:
            guard let line = try transcript.withLock({ $0 }).readable().current(at: player.status().position) else {
                throw ProtocolError(.invalidState, "No line has started yet; play to a line (or `line 1`) first.")
            }
            return PlaybackLoop(a: line.start, b: line.end, repeatCount: request.repeatCount, gap: request.gap)
        }
    }

    private func addToLibrary(_ addition: LibraryAddition) throws(ProtocolError) -> TrackPayload {
        let library = try writableUserLibrary()
        return try catalog.withLock { c throws(ProtocolError) -> TrackPayload in
            let entry = try UserLibraryEntry.make(addition, existing: c.entries)
            try save(c.user + [entry], to: library)
            c.user.append(entry)
            logger.info("user library: added \(entry.title) (\(entry.locationText))")
            return entry.payload()
        }
    }

    private func removeFromLibrary(_ name: String) throws(ProtocolError) -> TrackPayload {
        let library = try writableUserLibrary()
        return try catalog.withLock { c throws(ProtocolError) -> TrackPayload in
            guard let entry = c.find(name) else {
                let hint = ClosestMatches.suggestion(for: name, in: c.user.map(\.title)) ?? "`list` shows the recordings."
                throw ProtocolError(.unknownTrack, "No recording is called \"\(name)\". \(hint)")
            }
            guard !entry.bundled else {
                throw ProtocolError(.badArgument, "\"\(entry.title)\" ships with listend; only your own recordings can be removed.")
            }
            let remaining = c.user.filter { $0.id != entry.id }
            try save(remaining, to: library)
            c.user = remaining
            logger.info("user library: removed \(entry.title)")
            return entry.payload()
        }
    }

    private func writableUserLibrary() throws(ProtocolError) -> UserLibrary {
        guard let userLibrary else { throw ProtocolError(.internalError, "This daemon was started without a user library.") }
        if let userLibraryProblem { throw ProtocolError(.internalError, userLibraryProblem) }
        return userLibrary
    }

    private func save(_ entries: [CatalogEntry], to library: UserLibrary) throws(ProtocolError) {
        do throws(DaemonError) {
            try library.save(entries)
        } catch {
            throw ProtocolError(.internalError, "The library was not changed: \(error.description)")
        }
    }

    private func playerCommand(_ body: () throws(Player.CommandError) -> Void) throws(ProtocolError) {
        do throws(Player.CommandError) {
            try body()
        } catch {
            throw ProtocolError(.invalidState, error.message)
        }
    }

    private func play(_ target: PlayTarget?) throws(ProtocolError) {
        let status = player.status()
        guard let target else {
            if status.state == .error, let entry = current.withLock({ $0 }) {
                load(entry, startAt: status.position, autoplay: true)
                return
            }
            try playerCommand { () throws(Player.CommandError) in try player.resume() }
            return
        }
        let entry = try catalog.withLock { c throws(ProtocolError) in try c.resolve(target) }
        if entry.id == current.withLock({ $0?.id }), status.state == .paused || status.state == .playing {
            try playerCommand { () throws(Player.CommandError) in try player.resume() }
            return
        }
        load(entry, startAt: 0, autoplay: true)
    }

    private func load(_ entry: CatalogEntry, startAt: Double, autoplay: Bool) {
        let lines = RecordingTranscript.load(for: entry)
        if let error = lines.error { logger.warning("transcript: \(error)") }
        var entry = entry
        // A transcript found beside the file shows in the track, as a catalog's does.
        if entry.transcript == nil { entry.transcript = lines.path }
        current.withLock { current in
            current = entry
            transcript.withLock { $0 = lines }
        }
        let item = PlayerItem(id: entry.id, sourceName: entry.locationText)
        let http = http, location = entry.location
        var request = LoadRequest(item: item, startAt: startAt, autoplay: autoplay, expectedDuration: entry.duration) {
            (inFlight: InFlightSource) throws(AudioError) -> any AudioSource in
            switch location {
            case .file(let path): return try FileSource(path: path)
            case .url(let url): return try http.open(url, inFlight: inFlight)
            }
        }
        request.lineEnds = lines.lines.map(\.end)
        player.load(request)
        lineFollower.update()
    }

    /// Turns a player change into protocol events for the subscribers, and saves the state.
    fileprivate func handle(_ event: PlayerEvent) {
        let status = self.status()
        var events: [(EventName, StatusPayload)] = []
        switch event {
        case .stateChanged: events = [(.state, status)]
        case .itemLoaded: events = [(.track, status), (.state, status)]
        case .trackChanged: events = [(.track, status)]
        case .seeked, .looped: events = [(.seeked, status)]
        case .failed(let s):
            logger.warning("player error: \(s.error ?? "unknown")")
            events = [(.error, status), (.state, status)]
        }
        hub.broadcast(events)
        switch event {
        case .seeked, .looped: notify(.seeked(status))
        default: notify(.status)
        }
        lineFollower.update()
        saveState()
        armSaveTimer(playing: status.state == .playing)
    }

    /// Runs the save timer while playing and stops it otherwise.
    private func armSaveTimer(playing: Bool) {
        saveTimerArmed.withLock { armed in
            guard armed != playing else { return }
            armed = playing
            if playing {
                saveTimer.schedule(deadline: .now() + saveInterval, repeating: saveInterval, leeway: .milliseconds(100))
            } else {
                saveTimer.schedule(deadline: .distantFuture, leeway: .milliseconds(100))
            }
        }
    }

    /// Calls `observer` (on the thread of the change) after every change the socket's subscribers
    /// hear of, and after changes of speed, loop, autopause and volume.
    public func observe(_ observer: @escaping @Sendable (DaemonChange) -> Void) {
        observers.withLock { $0.append(observer) }
    }

    func notify(_ change: DaemonChange) {
        for observer in observers.withLock({ $0 }) { observer(change) }
    }

    func saveState() {
        saving.withLock { _ in
            guard let entry = current.withLock({ $0 }) else { return }
            let status = player.status()
            let state = SavedState(entry: entry, position: status.position, playing: status.state == .playing,
                                   speed: status.speed, autopause: status.autopause)
            do {
                try stateStore.save(state)
            } catch {
                logger.error("cannot save the player state: \(error)")
            }
        }
    }
}

/// Hands the line follower the daemon once it exists (the follower is made first).
private final class FollowerRelay: @unchecked Sendable {
    weak var daemon: Daemon?
}

/// Hands player events to the daemon once it exists (the player is made first).
private final class EventRelay: @unchecked Sendable {
    weak var daemon: Daemon?

    func deliver(_ event: PlayerEvent) {
        daemon?.handle(event)
    }
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
