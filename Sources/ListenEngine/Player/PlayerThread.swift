import Dispatch

/// The player's own thread: the loop that owns the decoder and feeds the output, carrying out
/// what the commands left in the shared state.
///
/// It alone starts and flushes the output, and it calls the output only with the lock released.
struct PlayerThread {
    private enum Work {
        case quit, load(LoadRequest, Int, InFlightSource), seek(Double, Int), play, hold, idle
    }

    /// Decoder reads between two refinements of an estimated duration (about 4.6 s of audio).
    private static let readsPerRefinement = 100
    /// A refined estimate is announced when it moved by at least this many seconds.
    private static let announcedChange = 1.0

    let shared: PlayerShared
    let output: AudioOutput
    let listener: @Sendable (PlayerEvent) -> Void
    var decoder: AudioDecoder?
    /// The decoder's source, closed with it.
    var source: AudioSource?
    /// The load generation of the item the decoder plays.
    var itemGeneration = 0
    var readsSinceRefinement = 0
    var announcedTitle: String?
    var buffer = [Float]()
    var pending = 0..<0
    var decoderEnded = false
    var outputStarted = false
    var outputPaused = false
    var recovering = false
    var retryDelay = 0.1

    init(shared: PlayerShared, output: AudioOutput, listener: @escaping @Sendable (PlayerEvent) -> Void) {
        self.shared = shared
        self.output = output
        self.listener = listener
    }

    mutating func run() {
        while true {
            let work = shared.withLock { s -> Work in
                if s.shutdown { return .quit }
                if let load = s.pendingLoad {
                    s.pendingLoad = nil
                    let inFlight = s.inFlight ?? InFlightSource()
                    s.inFlight = inFlight
                    return .load(load, s.loadGeneration, inFlight)
                }
                if let seek = s.pendingSeek { return .seek(seek, s.seekGeneration) }
                switch s.state {
                case .playing: return .play
                case .paused: return .hold
                default: return .idle
                }
            }
            switch work {
            case .quit:
                closeItem()
                output.close()
                return
            case .load(let request, let generation, let inFlight): load(request, generation, inFlight)
            case .seek(let target, let generation): seek(target, generation)
            case .play: playStep()
            case .hold:
                quiet(flushing: false)
                shared.wake.wait()
            case .idle:
                quiet(flushing: true)
                shared.wake.wait()
            }
        }
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
        do throws(AudioError) {
            let opening = try request.openSource(inFlight)
            let opened: AudioDecoder
            do throws(AudioError) {
                try inFlight.adopt(opening)
                opened = try DecoderFactory.open(opening)
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
            pending = 0..<0
            decoderEnded = false
            let title = announcedTitle
            let status = shared.withLock(heard: output) { s, heard -> PlayerStatus? in
                guard s.loadGeneration == generation, s.pendingLoad == nil else { return nil }
                s.duration = opened.duration
                s.durationKind = kind
                s.streamTitle = title
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
            pending = 0..<0
            decoderEnded = false
            if outputStarted { try restartClock { () throws(AudioError) in try output.flush() } }
            shared.withLock { s in
                if outputStarted {
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
                let heard = output.heardSeconds()
                let status = shared.withLock { s -> PlayerStatus in
                    s.segmentStart = s.frozen
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
                        s.segmentStart = s.frozen - heard
                    }
                }
            }
            if pending.isEmpty, !decoderEnded {
                let frames = try buffer.withUnsafeMutableBufferPointer { (b) throws(AudioError) -> Int in
                    try decoder.read(into: b)
                }
                if frames == 0 { decoderEnded = true } else { pending = 0..<(frames * decoder.format.channels) }
                refineDuration(of: decoder, atEnd: frames == 0)
                followStreamTitle()
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

    /// Re-reads an estimated duration now and then, and at the end (where it becomes exact);
    /// announces it when it moved.
    mutating func refineDuration(of decoder: AudioDecoder, atEnd: Bool) {
        guard let refining = decoder as? any LengthRefiningDecoder, refining.durationKind == .estimated else { return }
        readsSinceRefinement += 1
        guard atEnd || readsSinceRefinement >= Self.readsPerRefinement else { return }
        readsSinceRefinement = 0
        let before = refining.duration
        refining.refineDuration(atEnd: atEnd)
        let kind = refining.durationKind, duration = refining.duration
        guard kind != .estimated || abs(duration - before) >= Self.announcedChange else { return }
        let generation = itemGeneration
        let status = shared.withLock(heard: output) { s, heard -> PlayerStatus? in
            guard s.loadGeneration == generation, s.pendingLoad == nil else { return nil }
            s.duration = duration
            s.durationKind = kind
            return s.snapshot(heard: heard)
        }
        if let status { listener(.trackChanged(status)) }
    }

    /// Announces a live stream's new title.
    mutating func followStreamTitle() {
        guard let source, source.isLive, let decoder else { return }
        let title = decoder.streamTitle(over: source)
        guard title != announcedTitle else { return }
        announcedTitle = title
        let generation = itemGeneration
        let status = shared.withLock(heard: output) { s, heard -> PlayerStatus? in
            guard s.loadGeneration == generation, s.pendingLoad == nil else { return nil }
            s.streamTitle = title
            return s.snapshot(heard: heard)
        }
        if let status { listener(.trackChanged(status)) }
    }

    mutating func finishTrack() {
        if decoder?.knownDurationKind != .live { try? decoder?.seek(to: 0) }
        decoderEnded = false
        pending = 0..<0
        let status = shared.withLock(heard: output) { s, heard -> PlayerStatus? in
            guard s.state == .playing, s.pendingSeek == nil, s.pendingLoad == nil else { return nil }
            s.state = .stopped
            s.clockRunning = false
            s.frozen = 0
            return s.snapshot(heard: heard)
        }
        // Tell listeners first: corking the output waits for the server.
        if let status { listener(.stateChanged(status)) }
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
                try restartClock { () throws(AudioError) in try output.flush() }
                pending = 0..<0
            }
        } catch {
            outputStarted = false
        }
    }

    /// Runs `restart` (the output's `start` or `flush`, which zero its heard clock) with the
    /// position frozen and the clock epoch bumped first, so no reader pairs a reading from one
    /// segment with the start of another. The caller sets the new segment afterwards.
    func restartClock(_ restart: () throws(AudioError) -> Void) throws(AudioError) {
        shared.withLock(heard: output) { s, heard in
            if s.clockRunning { s.freeze(heard: heard) }
            s.clockEpoch += 1
        }
        try restart()
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
        let (resumeAt, giveUp) = shared.withLock(heard: output) { s, heard -> (Double, Bool) in
            s.freeze(heard: heard)
            return (s.frozen, !wasStarted && !recovering)
        }
        if giveUp {
            // Never connected in this play session: say so rather than retry in silence.
            fail(error, generation: nil)
            return
        }
        if decoder?.knownDurationKind != .live { try? decoder?.seek(to: resumeAt) }
        let status = shared.withLock(heard: output) { s, heard -> PlayerStatus in
            s.error = "\(error.message) Reconnecting…"
            return s.snapshot(heard: heard)
        }
        if !recovering { listener(.failed(status)) }
        recovering = true
        _ = shared.wake.wait(timeout: .now() + retryDelay)
        retryDelay = min(retryDelay * 2, 2)
    }

    mutating func fail(_ error: AudioError, generation: Int?) {
        closeItem()
        quiet(flushing: true)
        recovering = false
        let generation = generation ?? itemGeneration
        let status = shared.withLock(heard: output) { s, heard -> PlayerStatus? in
            // A failure of an item that was replaced, stopped while loading, or shut down (its
            // source closed from the command side) is no news.
            if s.loadGeneration != generation || s.pendingLoad != nil || s.shutdown { return nil }
            s.freeze(heard: heard)
            s.state = .error
            s.error = error.message
            s.pendingSeek = nil
            return s.snapshot(heard: heard)
        }
        if let status { listener(.failed(status)) }
    }
}
