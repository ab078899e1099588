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
    var stretcher: TimeStretcher?
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
    var retryDelay = 0.1

    init(shared: PlayerShared, output: AudioOutput, listener: @escaping @Sendable (PlayerEvent) -> Void) {
        self.shared = shared
        self.output = output
        self.listener = listener
        self.loopReturns = LoopReturnWatch(shared: shared, output: output, listener: listener)
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
            stretched = [Float](repeating: 0, count: 4096 * opened.format.channels)
            resetChain(at: start, format: opened.format)
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

    /// Starts the decode → stretch → output chain afresh with the decoder at `position`: nothing
    /// pending, at the speed asked for (1 for a live stream; no stretcher at 1).
    mutating func resetChain(at position: Double, format: PCMFormat) {
        pending = 0..<0
        decoderEnded = false
        decodeFrame = Self.frame(position, format)
        gapFrames = 0
        pausePoint = nil
        fedSeconds = 0
        speed = decoder?.knownDurationKind == .live ? 1 : shared.withLock { $0.speed }
        stretcher = speed == 1 ? nil : TimeStretcher(format: format, speed: speed)
        if stretcher == nil { speed = 1 }
    }

    static func frame(_ seconds: Double, _ format: PCMFormat) -> Int64 {
        Int64((seconds * Double(format.sampleRate)).rounded())
    }

    /// Decodes the next block into the chain. A loop's end sends the decoder back to its start
    /// (after its gap of silence); with autopause, reading stops at the next line end.
    mutating func feed(_ decoder: AudioDecoder) throws(AudioError) {
        let format = decoder.format
        if gapFrames > 0 {
            let frames = min(gapFrames, buffer.count / format.channels)
            buffer.withUnsafeMutableBufferPointer { b in
                _ = b.initialize(from: repeatElement(0, count: frames * format.channels))
            }
            gapFrames -= frames
            push(frames, format)
            // The gap's end is announced too: the position stood still through it.
            if gapFrames == 0 { loopReturns.expect(mark(position: afterGap, rate: speed)) }
            return
        }
        let (loop, lineEnds) = shared.withLock { s in (s.loop, s.autopause ? s.lineEnds : []) }
        if let loop, decodeFrame >= Self.frame(loop.b, format), try loopBack(loop, decoder) { return }
        var limit = Int64.max
        if let loop, Self.frame(loop.b, format) > decodeFrame { limit = Self.frame(loop.b, format) }
        let lineEnd = lineEnds.first { Self.frame($0, format) > decodeFrame }
        if let lineEnd { limit = min(limit, Self.frame(lineEnd, format)) }
        let wanted = Int(min(Int64(buffer.count / format.channels), limit - decodeFrame)) * format.channels
        let frames = try buffer.withUnsafeMutableBufferPointer { (b) throws(AudioError) -> Int in
            try decoder.read(into: UnsafeMutableBufferPointer(rebasing: b[0..<wanted]))
        }
        decodeFrame += Int64(frames)
        if frames == 0 { decoderEnded = true } else { push(frames, format) }
        refineDuration(of: decoder, atEnd: frames == 0)
        followStreamTitle()
        if let lineEnd, decodeFrame == Self.frame(lineEnd, format) { pausePoint = lineEnd }
    }

    /// At the loop's end: counts the pass and goes back to its start, unless that was the last
    /// pass (false: play on). A loop changed meanwhile is left to the next step.
    mutating func loopBack(_ loop: PlaybackLoop, _ decoder: AudioDecoder) throws(AudioError) -> Bool {
        let again = shared.withLock { s -> Bool? in
            guard var current = s.loop, current.a == loop.a, current.b == loop.b else { return nil }
            current.done += 1
            if let passes = current.repeatCount, current.done >= passes {
                s.loop = nil
                return false
            }
            s.loop = current
            return true
        }
        guard let again else { return true }
        guard again else { return false }
        try decoder.seek(to: loop.a)
        decodeFrame = Self.frame(loop.a, decoder.format)
        if loop.gap > 0 {
            gapFrames = Int((loop.gap * Double(decoder.format.sampleRate) * speed).rounded())
            afterGap = loop.a
            loopReturns.expect(mark(position: loop.a, rate: 0))
        } else {
            loopReturns.expect(mark(position: loop.a, rate: speed))
        }
        return true
    }

    /// Sends `frames` frames of `buffer` on: through the stretcher, or as they are.
    mutating func push(_ frames: Int, _ format: PCMFormat) {
        let count = frames * format.channels
        fedSeconds += Double(frames) / (Double(format.sampleRate) * speed)
        if let stretcher {
            buffer.withUnsafeMutableBufferPointer { stretcher.write(UnsafeMutableBufferPointer(rebasing: $0[0..<count])) }
            _ = takeStretched()
        } else {
            pending = 0..<count
            pendingIsStretched = false
        }
    }

    /// Moves the stretcher's ready output into `pending`; false when none is ready.
    mutating func takeStretched() -> Bool {
        guard let stretcher, stretcher.available > 0 else { return false }
        let frames = stretched.withUnsafeMutableBufferPointer { stretcher.read(into: $0) }
        guard frames > 0 else { return false }
        pending = 0..<(frames * stretcher.format.channels)
        pendingIsStretched = true
        return true
    }

    /// Notes that the audio fed from now on is heard from `position` at `rate` track seconds per second.
    @discardableResult
    func mark(position: Double, rate: Double) -> HeardTimeline.Mark {
        let mark = HeardTimeline.Mark(output: fedSeconds, position: position, rate: rate)
        shared.withLock { $0.timeline.add(output: mark.output, position: mark.position, rate: mark.rate) }
        return mark
    }

    /// Autopause: the line end `point` has been heard; pause there.
    mutating func pause(at point: Double) {
        let status = shared.withLock(heard: output) { s, heard -> PlayerStatus? in
            guard s.state == .playing, s.pendingSeek == nil, s.pendingLoad == nil else { return nil }
            s.state = .paused
            s.clockRunning = false
            s.frozen = point
            return s.snapshot(heard: heard)
        }
        if let format = decoder?.format { resetChain(at: point, format: format) }
        if let status { listener(.stateChanged(status)) }
        quiet(flushing: true)
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
        if let format = decoder?.format { resetChain(at: 0, format: format) }
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
        let speed = speed
        shared.withLock(heard: output) { s, heard in
            if s.clockRunning { s.freeze(heard: heard) }
            s.clockEpoch += 1
            // Marks of the old segment mean nothing on the new clock.
            s.timeline.restart(at: s.frozen, rate: speed)
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
        if let format = decoder?.format { resetChain(at: resumeAt, format: format) }
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
