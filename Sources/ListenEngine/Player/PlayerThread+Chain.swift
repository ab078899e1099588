/// The decode → stretch → output chain: what the thread feeds, where loops go back, and how
/// output time maps to track time.
extension PlayerThread {
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
        stretcher = speed == 1 ? nil : stretchers.make(format: format, speed: speed)
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
}
