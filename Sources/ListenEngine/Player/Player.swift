import Dispatch
import Synchronization

/// Plays one item at a time: source → decoder → output, on a thread of its own.
///
/// Commands may come from any thread; they take effect at once in the status and are carried
/// out by the player thread within milliseconds. Events are delivered on the thread that caused
/// them, outside any lock.
public final class Player: Sendable {
    /// Errors for commands that make no sense in the current state.
    public struct CommandError: Error, Equatable, CustomStringConvertible, Sendable {
        public let message: String
        public var description: String { message }
    }

    private struct Shared {
        var state: PlayerState = .stopped
        var item: PlayerItem?
        var duration = 0.0
        var error: String?
        /// Track position at the output's heard-clock zero, valid while `clockRunning`.
        var segmentStart = 0.0
        var clockRunning = false
        /// The position whenever the clock is not running.
        var frozen = 0.0
        var pendingLoad: LoadRequest?
        var pendingSeek: Double?
        var seekGeneration = 0
        var loadGeneration = 0
        var shutdown = false
    }

    private enum Work {
        case quit, load(LoadRequest, Int), seek(Double, Int), play, hold, idle
    }

    private let output: AudioOutput
    private let shared = Mutex(Shared())
    private let wake = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)
    private let listener: @Sendable (PlayerEvent) -> Void

    /// Starts the player thread. `onEvent` receives every change as it happens.
    public init(output: AudioOutput, onEvent: @escaping @Sendable (PlayerEvent) -> Void = { _ in }) {
        self.output = output
        self.listener = onEvent
        DispatchQueue(label: "listend.player", qos: .userInitiated).async { [self] in
            var thread = PlayerThread(player: self)
            thread.run()
            finished.signal()
        }
    }

    /// Stops the player thread and closes the output.
    public func shutdown() {
        shared.withLock { $0.shutdown = true }
        poke()
        finished.wait()
    }

    // MARK: - Commands

    /// Loads an item (replacing the current one); it plays from `startAt` unless `autoplay` is false.
    public func load(_ request: LoadRequest) {
        let status = shared.withLock { s -> PlayerStatus in
            s.loadGeneration += 1
            s.pendingLoad = request
            s.pendingSeek = nil
            s.state = .loading
            s.item = request.item
            s.duration = request.expectedDuration
            s.error = nil
            s.clockRunning = false
            s.frozen = request.startAt
            return snapshot(s)
        }
        poke()
        listener(.stateChanged(status))
    }

    /// Pauses; the position stays where the listener is.
    public func pause() throws(CommandError) {
        try change { s throws(CommandError) in
            switch s.state {
            case .playing:
                freeze(&s)
                s.state = .paused
            case .paused: break
            case .loading:
                s.pendingLoad?.autoplay = false
                s.state = .loading
            case .stopped, .error:
                throw CommandError(message: "Nothing is playing.")
            }
        }
    }

    /// Resumes a paused item, or plays a stopped one from its position.
    public func resume() throws(CommandError) {
        try change { s throws(CommandError) in
            guard s.item != nil else { throw CommandError(message: "Nothing is loaded; name something to play.") }
            switch s.state {
            case .paused, .stopped:
                s.state = .playing
            case .loading:
                s.pendingLoad?.autoplay = true
            case .playing: break
            case .error:
                throw CommandError(message: "The current item failed (\(s.error ?? "unknown error")); play it again or choose another.")
            }
        }
    }

    /// Pauses when playing, otherwise resumes.
    public func toggle() throws(CommandError) {
        let playing = shared.withLock { $0.state == .playing || ($0.state == .loading && $0.pendingLoad?.autoplay == true) }
        if playing { try pause() } else { try resume() }
    }

    /// Stops; the item stays loaded and plays from the start next time.
    public func stop() {
        try? change { s in
            guard s.state != .stopped || s.frozen != 0 else { return }
            if s.state == .loading { s.pendingLoad?.autoplay = false }
            s.pendingSeek = nil
            s.clockRunning = false
            s.frozen = 0
            if s.state != .loading { s.state = .stopped }
            s.seekGeneration += 1
            s.pendingSeek = s.item == nil ? nil : 0
        }
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

    /// The status as of now.
    public func status() -> PlayerStatus {
        shared.withLock { snapshot($0) }
    }

    // MARK: - Internals shared with the player thread

    private func seek(_ target: (Double) -> Double) throws(CommandError) -> Double {
        let status = try shared.withLock { s throws(CommandError) -> PlayerStatus in
            guard s.item != nil else { throw CommandError(message: "Nothing is loaded; nothing to seek in.") }
            switch s.state {
            case .loading: throw CommandError(message: "Still loading; try again in a moment.")
            case .error: throw CommandError(message: "The current item failed; nothing to seek in.")
            default: break
            }
            let position = min(max(0, target(position(s))), s.duration)
            s.seekGeneration += 1
            s.pendingSeek = position
            if s.state == .stopped { s.state = .paused }
            if s.state != .playing { s.frozen = position }
            return snapshot(s)
        }
        poke()
        listener(.seeked(status))
        return status.position
    }

    private func change(_ body: (inout Shared) throws(CommandError) -> Void) throws(CommandError) {
        let (before, after) = try shared.withLock { s throws(CommandError) -> (PlayerState, PlayerStatus) in
            let before = s.state
            try body(&s)
            return (before, snapshot(s))
        }
        poke()
        if before != after.state { listener(.stateChanged(after)) }
    }

    private func poke() {
        output.interrupt()
        wake.signal()
    }

    private func position(_ s: Shared) -> Double {
        if let seek = s.pendingSeek { return seek }
        guard s.state == .playing, s.clockRunning else { return s.frozen }
        return min(s.segmentStart + output.heardSeconds(), s.duration)
    }

    private func freeze(_ s: inout Shared) {
        s.frozen = position(s)
        s.clockRunning = false
    }

    private func snapshot(_ s: Shared) -> PlayerStatus {
        PlayerStatus(state: s.state, item: s.item, position: position(s), duration: s.duration, error: s.error)
    }

    // MARK: - The player thread

    /// The loop that owns the decoder and feeds the output.
    private struct PlayerThread {
        let player: Player
        var decoder: AudioDecoder?
        var buffer = [Float]()
        var pending = 0..<0
        var decoderEnded = false
        var outputStarted = false
        var outputPaused = false
        var recovering = false
        var retryDelay = 0.1

        init(player: Player) {
            self.player = player
        }

        var output: AudioOutput { player.output }

        mutating func run() {
            while true {
                let work = player.shared.withLock { s -> Work in
                    if s.shutdown { return .quit }
                    if let load = s.pendingLoad { s.pendingLoad = nil; return .load(load, s.loadGeneration) }
                    if let seek = s.pendingSeek { return .seek(seek, s.seekGeneration) }
                    switch s.state {
                    case .playing: return .play
                    case .paused: return .hold
                    default: return .idle
                    }
                }
                switch work {
                case .quit:
                    decoder?.close()
                    output.close()
                    return
                case .load(let request, let generation): load(request, generation)
                case .seek(let target, let generation): seek(target, generation)
                case .play: playStep()
                case .hold:
                    quiet(flushing: false)
                    player.wake.wait()
                case .idle:
                    quiet(flushing: true)
                    player.wake.wait()
                }
            }
        }

        mutating func load(_ request: LoadRequest, _ generation: Int) {
            decoder?.close()
            decoder = nil
            quiet(flushing: true)
            outputStarted = false
            recovering = false
            do throws(AudioError) {
                let source = try request.openSource()
                let opened: AudioDecoder
                do throws(AudioError) {
                    opened = try DecoderFactory.open(source)
                } catch {
                    source.close()
                    throw error
                }
                let start = min(max(0, request.startAt), opened.duration)
                try opened.seek(to: start)
                decoder = opened
                buffer = [Float](repeating: 0, count: 2048 * opened.format.channels)
                pending = 0..<0
                decoderEnded = false
                let status = player.shared.withLock { s -> PlayerStatus? in
                    guard s.loadGeneration == generation, s.pendingLoad == nil else { return nil }
                    s.duration = opened.duration
                    s.frozen = start
                    s.clockRunning = false
                    s.state = request.autoplay ? .playing : .paused
                    return player.snapshot(s)
                }
                if let status { player.listener(.itemLoaded(status)) }
            } catch {
                fail(error, generation: generation)
            }
        }

        mutating func seek(_ target: Double, _ generation: Int) {
            guard let decoder else {
                player.shared.withLock { if $0.seekGeneration == generation { $0.pendingSeek = nil } }
                return
            }
            do throws(AudioError) {
                try decoder.seek(to: target)
                pending = 0..<0
                decoderEnded = false
                try player.shared.withLock { s throws(AudioError) in
                    if outputStarted {
                        try output.flush()
                        s.segmentStart = target
                        s.clockRunning = s.state == .playing
                    }
                    s.frozen = target
                    if s.seekGeneration == generation { s.pendingSeek = nil }
                }
            } catch {
                handleFailure(error)
            }
        }

        mutating func playStep() {
            guard let decoder else {
                player.shared.withLock { s in
                    s.state = .stopped
                }
                return
            }
            do throws(AudioError) {
                if !outputStarted {
                    try output.start(format: decoder.format)
                    outputStarted = true
                    outputPaused = false
                    let status = player.shared.withLock { s -> PlayerStatus in
                        s.segmentStart = s.frozen
                        s.clockRunning = s.state == .playing
                        if recovering { s.error = nil }
                        return player.snapshot(s)
                    }
                    if recovering {
                        recovering = false
                        retryDelay = 0.1
                        player.listener(.stateChanged(status))
                    }
                }
                if outputPaused {
                    try output.setPaused(false)
                    outputPaused = false
                    player.shared.withLock { s in
                        if s.state == .playing, !s.clockRunning {
                            s.clockRunning = true
                            s.segmentStart = s.frozen - output.heardSeconds()
                        }
                    }
                }
                if pending.isEmpty, !decoderEnded {
                    let frames = try buffer.withUnsafeMutableBufferPointer { (b) throws(AudioError) -> Int in
                        try decoder.read(into: b)
                    }
                    if frames == 0 { decoderEnded = true } else { pending = 0..<(frames * decoder.format.channels) }
                }
                if !pending.isEmpty {
                    let taken = try buffer.withUnsafeBufferPointer { (b) throws(AudioError) -> Int in
                        try output.write(UnsafeBufferPointer(rebasing: b[pending]))
                    }
                    pending = (pending.lowerBound + taken)..<pending.upperBound
                } else if decoderEnded, try output.drain() {
                    finishTrack()
                }
            } catch {
                handleFailure(error)
            }
        }

        mutating func finishTrack() {
            try? decoder?.seek(to: 0)
            decoderEnded = false
            pending = 0..<0
            let status = player.shared.withLock { s -> PlayerStatus? in
                guard s.state == .playing, s.pendingSeek == nil, s.pendingLoad == nil else { return nil }
                s.state = .stopped
                s.clockRunning = false
                s.frozen = 0
                return player.snapshot(s)
            }
            // Tell listeners first: corking the output waits for the server.
            if let status { player.listener(.stateChanged(status)) }
            quiet(flushing: true)
        }

        /// Silences the output: corks it, and drops what is queued when `flushing`.
        mutating func quiet(flushing: Bool) {
            guard outputStarted else { return }
            do throws(AudioError) {
                if !outputPaused {
                    try output.setPaused(true)
                    outputPaused = true
                }
                if flushing {
                    try output.flush()
                    pending = 0..<0
                }
            } catch {
                outputStarted = false
            }
        }

        mutating func handleFailure(_ error: AudioError) {
            guard error.isTransient else {
                fail(error, generation: nil)
                return
            }
            let wasStarted = outputStarted
            outputStarted = false
            pending = 0..<0
            decoderEnded = false
            let (resumeAt, giveUp) = player.shared.withLock { s -> (Double, Bool) in
                player.freeze(&s)
                return (s.frozen, !wasStarted && !recovering)
            }
            if giveUp {
                // Never connected in this play session: say so rather than retry in silence.
                fail(error, generation: nil)
                return
            }
            try? decoder?.seek(to: resumeAt)
            let status = player.shared.withLock { s -> PlayerStatus in
                s.error = "\(error.message) Reconnecting…"
                return player.snapshot(s)
            }
            if !recovering { player.listener(.failed(status)) }
            recovering = true
            _ = player.wake.wait(timeout: .now() + retryDelay)
            retryDelay = min(retryDelay * 2, 2)
        }

        mutating func fail(_ error: AudioError, generation: Int?) {
            decoder?.close()
            decoder = nil
            quiet(flushing: true)
            recovering = false
            let status = player.shared.withLock { s -> PlayerStatus? in
                if let generation, s.loadGeneration != generation || s.pendingLoad != nil { return nil }
                player.freeze(&s)
                s.state = .error
                s.error = error.message
                s.pendingSeek = nil
                return player.snapshot(s)
            }
            if let status { player.listener(.failed(status)) }
        }
    }
}
