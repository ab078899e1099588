import Dispatch
import ListenProtocol

/// Plays one item at a time: source → decoder → output, on a thread of its own.
///
/// This is the command side. Commands may come from any thread; they take effect at once in the
/// status and are carried out by the `PlayerThread` within milliseconds. Neither side calls the
/// output while holding the shared lock, so `status()` never waits on the sound server. Events
/// are delivered on the thread that caused them, outside any lock.
public final class Player: Sendable {
    /// Errors for commands that make no sense in the current state.
    public struct CommandError: Error, Equatable, CustomStringConvertible, Sendable {
        /// Which case it is, for clients that say it in another language.
        public let reason: ErrorReason?
        public let message: String
        public var description: String { message }

        init(_ reason: ErrorReason?, message: String) {
            (self.reason, self.message) = (reason, message)
        }
    }

    private let output: AudioOutput
    private let shared = PlayerShared(PlayerWork())
    private let listener: @Sendable (PlayerEvent) -> Void

    /// Starts the player thread. `onEvent` receives every change as it happens.
    /// - Parameters:
    ///   - output: where the audio goes.
    ///   - decoders: open a decoder for each item's source.
    ///   - stretchers: make the stretcher that keeps the pitch at speeds other than 1.
    public init(output: AudioOutput, decoders: any AudioDecoders, stretchers: any TimeStretchers,
                onEvent: @escaping @Sendable (PlayerEvent) -> Void = { _ in }) {
        self.output = output
        self.listener = onEvent
        shared.start(label: "listend.player") { [shared] in
            var thread = PlayerThread(shared: shared, output: output, decoders: decoders, stretchers: stretchers, listener: onEvent)
            thread.run()
        }
    }

    /// Stops the player thread and closes the output. A load or read waiting on the network is
    /// cancelled first, so this never waits on a server.
    public func shutdown() {
        let inFlight = shared.withLock { s -> InFlightSource? in
            s.shutdown = true
            return s.inFlight
        }
        inFlight?.cancel()
        poke()
        shared.waitUntilFinished()
    }

    // MARK: - Commands

    /// Loads an item (replacing the current one); it plays from `startAt` unless `autoplay` is false.
    /// A load still opening (or the item playing) is cancelled at once: its source is closed.
    public func load(_ request: LoadRequest) {
        let (status, replaced) = shared.withLock(heard: output) { s, heard -> (PlayerStatus, InFlightSource?) in
            let replaced = Self.begin(request, in: &s)
            return (s.snapshot(heard: heard), replaced)
        }
        replaced?.cancel()
        poke()
        listener(.stateChanged(status))
    }

    /// Puts `request` in place of whatever was loading or loaded; returns the handle to cancel.
    private static func begin(_ request: LoadRequest, in s: inout PlayerWork) -> InFlightSource? {
        let replaced = s.inFlight
        s.inFlight = InFlightSource()
        s.loadGeneration += 1
        s.pendingLoad = request
        s.lastLoad = request
        s.reloadOnResume = false
        s.pendingSeek = nil
        s.state = .loading
        s.item = request.item
        s.duration = request.expectedDuration
        s.durationKind = .exact
        s.streamTitle = nil
        s.media = .unknown
        s.error = nil
        s.clockRunning = false
        s.frozen = request.startAt
        s.loop = nil
        s.lineEnds = request.lineEnds
        return replaced
    }

    /// Pauses; the position stays where the listener is.
    public func pause() throws(CommandError) {
        try change { s, heard throws(CommandError) in
            switch s.state {
            case .playing:
                s.freeze(heard: heard)
                s.state = .paused
            case .paused: break
            case .loading:
                s.pendingLoad?.autoplay = false
                s.state = .loading
            case .stopped, .error:
                throw CommandError(.nothingPlaying, message: "Nothing is playing.")
            }
        }
    }

    /// Resumes a paused item, or plays a stopped one from its position.
    public func resume() throws(CommandError) {
        try change { s, _ throws(CommandError) in
            guard s.item != nil else { throw CommandError(.nothingLoaded, message: "Nothing is loaded; name something to play.") }
            switch s.state {
            case .stopped where s.reloadOnResume:
                // `stop` cancelled the load: load it again, from the start.
                guard var request = s.lastLoad else { throw CommandError(.nothingLoaded, message: "Nothing is loaded; name something to play.") }
                request.startAt = 0
                request.autoplay = true
                _ = Self.begin(request, in: &s)
            case .paused, .stopped:
                s.state = .playing
            case .loading:
                s.pendingLoad?.autoplay = true
            case .playing: break
            case .error:
                throw CommandError(.itemFailed, message: "The current item failed (\(s.error ?? "unknown error")); play it again or choose another.")
            }
        }
    }

    /// Pauses when playing, otherwise resumes.
    public func toggle() throws(CommandError) {
        if playsOrWillPlay() { try pause() } else { try resume() }
    }

    /// Whether the item plays, or is loading to play once it has loaded.
    public func playsOrWillPlay() -> Bool {
        shared.withLock { $0.state == .playing || ($0.state == .loading && $0.pendingLoad?.autoplay == true) }
    }

    /// Stops; the item stays loaded and plays from the start next time. A load still opening is
    /// cancelled at once (its source is closed), and so is a live stream; `resume` loads them again.
    public func stop() {
        var cancelled: InFlightSource?
        try? change { s, _ in
            guard s.state != .stopped || s.frozen != 0 else { return }
            if s.state == .loading || s.durationKind == .live {
                cancelled = s.inFlight
                s.inFlight = nil
                s.loadGeneration += 1
                s.pendingLoad = nil
                s.reloadOnResume = true
            }
            s.pendingSeek = nil
            s.clockRunning = false
            s.frozen = 0
            s.loop = nil
            s.state = .stopped
            s.seekGeneration += 1
            s.pendingSeek = s.item == nil || s.reloadOnResume ? nil : 0
        }
        cancelled?.cancel()
    }

    /// Seeks to `seconds`, clamped to the track; returns the new position.
    @discardableResult
    public func seek(to seconds: Double) throws(CommandError) -> Double {
        try seek { _ in seconds }
    }

    /// Seeks by `offset` seconds from where the listener is; returns the new position.
    @discardableResult
    public func seek(by offset: Double) throws(CommandError) -> Double {
        try seek { $0 + offset }
    }

    /// Sets the speed (0.5 to 2, the pitch kept) for this item and the next ones. The audio from
    /// the position heard now is stretched anew, so the change is heard at once. Live streams
    /// play at normal speed.
    public func setSpeed(_ speed: Double) -> PlayerStatus {
        let status = shared.withLock(heard: output) { s, heard -> PlayerStatus in
            if s.speed != speed {
                s.speed = speed
                Self.refeed(from: s.position(heard: heard), in: &s)
            }
            return s.snapshot(heard: heard)
        }
        poke()
        return status
    }

    /// Repeats `loop` (nil ends the loop). From outside its span, playback moves to its start.
    public func setLoop(_ loop: PlaybackLoop?) throws(CommandError) -> PlayerStatus {
        let (status, jumped) = try shared.withLock(heard: output) { s, heard throws(CommandError) -> (PlayerStatus, Bool) in
            guard var loop else {
                s.loop = nil
                return (s.snapshot(heard: heard), false)
            }
            try Self.checkSeekable(s)
            guard loop.a < s.duration else {
                throw CommandError(nil, message: "The loop starts at \(loop.a) s, after the end of the recording (\(s.duration) s).")
            }
            loop.b = min(loop.b, s.duration)
            s.loop = loop
            if s.state == .stopped { s.state = .paused }
            let position = s.position(heard: heard)
            let inside = loop.a <= position && position < loop.b
            Self.refeed(from: inside ? position : loop.a, in: &s)
            return (s.snapshot(heard: heard), !inside)
        }
        poke()
        // Set from outside its span, playback moved to its start: a seek.
        if jumped { listener(.seeked(status)) }
        return status
    }

    /// Pauses at every line end of the item (and the next ones) when `on`.
    public func setAutopause(_ on: Bool) -> PlayerStatus {
        shared.withLock(heard: output) { s, heard -> PlayerStatus in
            s.autopause = on
            return s.snapshot(heard: heard)
        }
    }

    /// Where the lines of the item loaded now end (autopause pauses there), after its transcript
    /// was read again; a later ``resume()`` that loads it again keeps them.
    public func setLineEnds(_ ends: [Double]) {
        shared.withLock(heard: output) { s, _ in
            s.lineEnds = ends
            s.lastLoad?.lineEnds = ends
            s.pendingLoad?.lineEnds = ends
        }
    }

    /// The status as of now.
    public func status() -> PlayerStatus {
        shared.withLock(heard: output) { s, heard in s.snapshot(heard: heard) }
    }

    // MARK: - Internals

    private func seek(_ target: (Double) -> Double) throws(CommandError) -> Double {
        let status = try shared.withLock(heard: output) { s, heard throws(CommandError) -> PlayerStatus in
            try Self.checkSeekable(s)
            // An estimated duration bounds seeks too: it is refined as the stream is read.
            let position = min(max(0, target(s.position(heard: heard))), s.duration)
            if let loop = s.loop, !loop.contains(position) { s.loop = nil }
            if s.state == .stopped { s.state = .paused }
            Self.refeed(from: position, in: &s)
            return s.snapshot(heard: heard)
        }
        poke()
        listener(.seeked(status))
        return status.position
    }

    /// Refuses a seek (or a loop) when nothing seekable is loaded.
    private static func checkSeekable(_ s: PlayerWork) throws(CommandError) {
        guard s.item != nil else { throw CommandError(.nothingLoaded, message: "Nothing is loaded; nothing to seek in.") }
        switch s.state {
        case .loading: throw CommandError(.stillLoading, message: "Still loading; try again in a moment.")
        case .error: throw CommandError(.itemFailed, message: "The current item failed; nothing to seek in.")
        default: break
        }
        if s.durationKind == .live { throw CommandError(.liveStream, message: "A live stream cannot be seeked.") }
        if s.reloadOnResume { throw CommandError(.nothingLoaded, message: "Nothing is loaded; play it again first.") }
    }

    /// Has the thread decode again from `position`: the output is flushed and refilled, so a new
    /// speed or loop is heard at once. Nothing to do while loading (the load starts with them), for
    /// a live stream, or with nothing loaded.
    private static func refeed(from position: Double, in s: inout PlayerWork) {
        guard s.item != nil, s.state == .playing || s.state == .paused, s.durationKind != .live, !s.reloadOnResume else { return }
        s.seekGeneration += 1
        s.pendingSeek = position
        if s.state != .playing { s.frozen = position }
    }

    private func change(_ body: (inout PlayerWork, _ heard: Double) throws(CommandError) -> Void) throws(CommandError) {
        let (before, after) = try shared.withLock(heard: output) { s, heard throws(CommandError) -> (PlayerState, PlayerStatus) in
            let before = s.state
            try body(&s, heard)
            return (before, s.snapshot(heard: heard))
        }
        poke()
        if before != after.state { listener(.stateChanged(after)) }
    }

    private func poke() {
        output.interrupt()
        shared.wake()
    }
}
