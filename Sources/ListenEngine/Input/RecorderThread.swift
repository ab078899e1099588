import Dispatch
/// The recorder's own thread: reads the take's samples from the input, follows them with a
/// ``SpeechGate``, reports the level five times a second, and ends the take.
///
/// It alone reads the input, and never with the lock held.
struct RecorderThread: Sendable {
    /// Seconds between level reports.
    private static let levelInterval = 0.2
    /// The longest one read waits, so that a stop is seen within it.
    private static let readWait = 0.05

    let shared: RecorderShared
    /// Left by each take once its end has been reported.
    let takes: DispatchGroup
    let input: any AudioInput
    let listener: @Sendable (RecorderEvent) -> Void

    func run() {
        shared.serve(next: { s -> WorkerStep<RecorderWork.Take> in
            if s.shutdown { return .quit }
            guard let take = s.pending else { return .sleep }
            s.pending = nil
            return .work(take)
        }, perform: { take in
            record(take)
            takes.leave()
        })
        input.stop()
    }

    private func record(_ take: RecorderWork.Take) {
        listener(.started(take: take.number))
        let limit = Int(take.maximumSeconds * Double(input.sampleRate))
        var samples: [Int16] = []
        samples.reserveCapacity(limit)
        var gate = SpeechGate(sampleRate: input.sampleRate)
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
            let duration = Double(samples.count) / Double(input.sampleRate)
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
