/// The recorder's own thread: reads the take's samples from the input, follows them with a
/// ``SpeechGate``, reports the level five times a second, and ends the take.
///
/// It alone reads the input, and never with the lock held.
struct RecorderThread: Sendable {
    private enum Work {
        case quit, idle, record(RecorderShared.Take)
    }

    /// Seconds between level reports.
    private static let levelInterval = 0.2
    /// The longest one read waits, so that a stop is seen within it.
    private static let readWait = 0.05

    let shared: RecorderShared
    let input: PulseInput
    let listener: @Sendable (RecorderEvent) -> Void

    func run() {
        while true {
            let work = shared.state.withLock { s -> Work in
                if s.shutdown { return .quit }
                guard let take = s.pending else { return .idle }
                s.pending = nil
                return .record(take)
            }
            switch work {
            case .quit:
                input.stop()
                return
            case .idle:
                shared.wake.wait()
            case .record(let take):
                record(take)
                shared.takes.leave()
            }
        }
    }

    private func record(_ take: RecorderShared.Take) {
        listener(.started(take: take.number))
        let limit = Int(take.maximumSeconds * Double(PulseInput.sampleRate))
        var samples: [Int16] = []
        samples.reserveCapacity(limit)
        var gate = SpeechGate(sampleRate: PulseInput.sampleRate)
        var nextReport = Self.levelInterval
        var ending = RecorderEvent.Ending.stopped
        var failure: String?
        while true {
            if shared.stopRequested { break }
            do throws(AudioError) {
                let read = try input.read(waitingUpTo: Self.readWait)
                samples.append(contentsOf: read.prefix(limit - samples.count))
                gate.add(read)
            } catch {
                ending = .failed
                failure = error.message
                break
            }
            let duration = Double(samples.count) / Double(PulseInput.sampleRate)
            if duration >= nextReport {
                nextReport += Self.levelInterval
                listener(.level(take: take.number, duration: duration, level: gate.level, speechHeard: gate.speechHeard))
            }
            if samples.count >= limit { ending = .limit; break }
            if gate.silenceAfterSpeech { ending = .silence; break }
        }
        input.stop()
        listener(.ended(take: take.number, samples: samples, ending: ending, speechHeard: gate.speechHeard, error: failure))
    }
}
