import Dispatch

/// The player's own thread: the loop that owns the decoder and feeds the output, carrying out
/// what the commands left in the shared state.
///
/// It alone starts and flushes the output, and it calls the output only with the lock released.
struct PlayerThread {
    private enum Work: Sendable {
        case load(LoadRequest, Int, InFlightSource), seek(Double, Int), play, hold, idle
    }

    let shared: PlayerShared
    let output: AudioOutput
    let decoders: any AudioDecoders
    let stretchers: any TimeStretchers
    let listener: @Sendable (PlayerEvent) -> Void
    let loopReturns: LoopReturnWatch
    var decoder: AudioDecoder?
    /// The decoder's source, closed with it.
    var source: AudioSource?
    /// The load generation of the item the decoder plays.
    var itemGeneration = 0
    var readsSinceRefinement = 0
    var announcedTitle: String?
    /// Decoded samples, and the stretcher's output when one is in the chain.
    var buffer = [Float]()
    var stretched = [Float]()
    /// What is still to be written to the output, in `stretched` when `pendingIsStretched`.
    var pending = 0..<0
    var pendingIsStretched = false
    var decoderEnded = false
    /// The track frame the decoder returns next.
    var decodeFrame: Int64 = 0
    /// The speed of the segment being written, and its stretcher (none at 1: the audio is untouched).
    var speed = 1.0
    var stretcher: (any TimeStretcher)?
    /// Output seconds fed into the chain since the output's clock restarted.
    var fedSeconds = 0.0
    /// Frames of a loop's silent gap still to feed, and the track position heard after it.
    var gapFrames = 0
    var afterGap = 0.0
    /// The line end the thread stopped feeding at, to pause there once it is heard.
    var pausePoint: Double?
    var outputStarted = false
    var outputPaused = false
    var recovering = false
    /// The output was lost while being silenced (a pause or stop while the server stopped
    /// answering): the next start reconnects as after any loss instead of giving up.
    var outputLost = false
    var retryDelay = 0.1

    init(shared: PlayerShared, output: AudioOutput, decoders: any AudioDecoders, stretchers: any TimeStretchers,
         listener: @escaping @Sendable (PlayerEvent) -> Void) {
        self.shared = shared
        self.output = output
        self.decoders = decoders
        self.stretchers = stretchers
        self.listener = listener
        self.loopReturns = LoopReturnWatch(shared: shared, output: output, listener: listener)
    }

    mutating func run() {
        shared.serve(next: { s -> WorkerStep<Work> in
            if s.shutdown { return .quit }
            if let load = s.pendingLoad {
                s.pendingLoad = nil
                let inFlight = s.inFlight ?? InFlightSource()
                s.inFlight = inFlight
                return .work(.load(load, s.loadGeneration, inFlight))
            }
            if let seek = s.pendingSeek { return .work(.seek(seek, s.seekGeneration)) }
            switch s.state {
            case .playing: return .work(.play)
            case .paused: return .work(.hold)
            default: return .work(.idle)
            }
        }, perform: { work in
            switch work {
            case .load(let request, let generation, let inFlight): load(request, generation, inFlight)
            case .seek(let target, let generation): seek(target, generation)
            case .play: playStep()
            case .hold:
                quiet(flushing: false)
                shared.sleep()
            case .idle:
                quiet(flushing: true)
                shared.sleep()
            }
        })
        closeItem()
        output.close()
    }

    /// Closes the decoder and its source.
    mutating func closeItem() {
        decoder?.close()
        decoder = nil
        source?.close()
        source = nil
    }

    mutating func load(_ request: LoadRequest, _ generation: Int, _ inFlight: InFlightSource) {
        closeItem()
        quiet(flushing: true)
        outputStarted = false
        recovering = false
        outputLost = false
        do throws(AudioError) {
            let opening = try request.openSource(inFlight)
            let opened: AudioDecoder
            do throws(AudioError) {
                try inFlight.adopt(opening)
                opened = try decoders.open(opening)
            } catch {
                opening.close()
                throw error
            }
            let kind = opened.knownDurationKind
            let start = kind == .live ? 0 : min(max(0, request.startAt), opened.duration)
            do throws(AudioError) {
                if kind != .live { try opened.seek(to: start) }
            } catch {
                opened.close()
                opening.close()
                throw error
            }
            decoder = opened
            source = opening
            itemGeneration = generation
            readsSinceRefinement = 0
            announcedTitle = opened.streamTitle(over: opening)
            buffer = [Float](repeating: 0, count: 2048 * opened.format.channels)
            stretched = [Float](repeating: 0, count: 4096 * opened.format.channels)
            resetChain(at: start, format: opened.format)
            let title = announcedTitle
            let media = opened.media.withChapters(request.chapters, duration: opened.duration)
            let status = shared.withLock(heard: output) { s, heard -> PlayerStatus? in
                guard s.loadGeneration == generation, s.pendingLoad == nil else { return nil }
                s.duration = opened.duration
                s.durationKind = kind
                s.streamTitle = title
                s.media = media
                s.frozen = start
                s.clockRunning = false
                s.state = request.autoplay ? .playing : .paused
                return s.snapshot(heard: heard)
            }
            if let status {
                listener(.itemLoaded(status))
            } else {
                // Replaced or stopped while opening.
                closeItem()
            }
        } catch {
            fail(error, generation: generation)
        }
    }

    mutating func seek(_ target: Double, _ generation: Int) {
        guard let decoder else {
            shared.withLock { if $0.seekGeneration == generation { $0.pendingSeek = nil } }
            return
        }
        do throws(AudioError) {
            try decoder.seek(to: target)
            resetChain(at: target, format: decoder.format)
            if outputStarted { try restartClock { () throws(AudioError) in try output.flush() } }
            let speed = speed
            shared.withLock { s in
                if outputStarted {
                    s.timeline.restart(at: target, rate: speed)
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
            shared.withLock { s in
                s.state = .stopped
            }
            return
        }
        do throws(AudioError) {
            if !outputStarted {
                try restartClock { () throws(AudioError) in try output.start(format: decoder.format) }
                outputStarted = true
                outputPaused = false
                outputLost = false
                let heard = output.heardSeconds()
                let speed = speed
                let status = shared.withLock { s -> PlayerStatus in
                    s.timeline.restart(at: s.frozen, rate: speed)
                    s.clockRunning = s.state == .playing
                    if recovering { s.error = nil }
                    return s.snapshot(heard: heard)
                }
                if recovering {
                    recovering = false
                    retryDelay = 0.1
                    listener(.stateChanged(status))
                }
            }
            if outputPaused {
                try output.setPaused(false)
                outputPaused = false
                let heard = output.heardSeconds()
                shared.withLock { s in
                    if s.state == .playing, !s.clockRunning {
                        s.clockRunning = true
                        s.timeline.reanchor(heard: heard, position: s.frozen)
                    }
                }
            }
            if pending.isEmpty, !takeStretched() {
                if decoderEnded || pausePoint != nil {
                    // Nothing more to decode: what the stretcher holds back goes out, then the rest is heard.
                    if stretcher?.flush() != true {
                        if try output.drain() {
                            if let pausePoint { pause(at: pausePoint) } else { finishTrack() }
                        }
                        return
                    }
                    _ = takeStretched()
                } else {
                    try feed(decoder)
                }
            }
            if !pending.isEmpty {
                let taken = try (pendingIsStretched ? stretched : buffer).withUnsafeBufferPointer { (b) throws(AudioError) -> Int in
                    try output.write(UnsafeBufferPointer(rebasing: b[pending]))
                }
                pending = (pending.lowerBound + taken)..<pending.upperBound
            }
        } catch {
            handleFailure(error)
        }
    }
}
