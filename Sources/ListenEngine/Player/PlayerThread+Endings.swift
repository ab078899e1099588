import Dispatch

/// Where playing stops or changes course: autopause at a line end, the end of the track, a
/// refined duration or stream title, silencing the output, and failures (retried while the
/// sound server is away, reported otherwise).
extension PlayerThread {
    /// Decoder reads between two refinements of an estimated duration (about 4.6 s of audio).
    static let readsPerRefinement = 100
    /// A refined estimate is announced when it moved by at least this many seconds.
    static let announcedChange = 1.0

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
        if let status { listener(.ended(status)) }
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
        if let status { listener(.ended(status)) }
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
            outputLost = true
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
            return (s.frozen, !wasStarted && !recovering && !outputLost)
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
        shared.sleep(upTo: retryDelay)
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
