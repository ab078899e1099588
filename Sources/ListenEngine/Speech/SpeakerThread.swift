/// The speaker's own thread: synthesises the utterance waiting, plays it to its output, and
/// gives way as soon as a newer `say` or a `stop` comes.
///
/// It alone calls the output (besides `interrupt`), and never with the lock held. Between
/// utterances the output's stream is corked, so an idle speaker costs the sound server nothing.
struct SpeakerThread: Sendable {
    /// Samples written to the output per call, so that a `say` or `stop` is noticed within one chunk.
    private static let chunkFrames = 2048

    let shared: SpeakerShared
    let synthesizer: any SpeechSynthesizer
    let output: AudioOutput
    let listener: @Sendable (SpeakerEvent) -> Void

    func run() {
        shared.serve(next: { s -> WorkerStep<(Utterance, generation: Int)> in
            if s.shutdown { return .quit }
            guard let utterance = s.pending else { return .sleep }
            s.pending = nil
            return .work((utterance, s.generation))
        }, perform: { speak($0.0, generation: $0.generation) })
        output.close()
    }

    private func speak(_ utterance: Utterance, generation: Int) {
        let speech: SynthesizedSpeech
        do throws(SpeechError) {
            speech = try synthesizer.synthesize(utterance.text, voice: utterance.voice, rate: utterance.rate)
        } catch {
            listener(.ended(utterance, .failed, error: error.message))
            return
        }
        guard !shared.isStale(generation) else {
            listener(.ended(utterance, shared.endingOfStale(), error: nil))
            return
        }
        let ending: SpeakerEvent.Ending
        do throws(AudioError) {
            try output.start(format: PCMFormat(sampleRate: speech.sampleRate, channels: 1))
            listener(.started(utterance, duration: speech.duration))
            ending = try play(speech.samples, generation: generation)
        } catch {
            try? output.flush()
            try? output.setPaused(true)
            listener(.ended(utterance, .failed, error: error.message))
            return
        }
        if ending != .finished { try? output.flush() }
        try? output.setPaused(true)
        listener(.ended(utterance, ending, error: nil))
    }

    /// Writes `samples` and waits until they are heard; returns early when the utterance gives way.
    private func play(_ samples: [Float], generation: Int) throws(AudioError) -> SpeakerEvent.Ending {
        var offset = 0
        while offset < samples.count {
            if shared.isStale(generation) { return shared.endingOfStale() }
            let end = min(offset + Self.chunkFrames, samples.count)
            let written = try samples.withUnsafeBufferPointer { buffer throws(AudioError) in
                try output.write(UnsafeBufferPointer(rebasing: buffer[offset..<end]))
            }
            offset += written
        }
        while true {
            if shared.isStale(generation) { return shared.endingOfStale() }
            // False when interrupted: by a `say` or `stop` (seen above), or by an interrupt left
            // over from one that came between utterances.
            if try output.drain() { return .finished }
        }
    }
}
