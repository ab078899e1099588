import ListenEngine
import ListenProtocol
import Suggestions
import Synchronization

/// What `say` needs besides the player: the speaker, the utterance being spoken, and whether a
/// recording was paused for it.
///
/// The daemon decides what happens to the recording (see `Daemon.say`); this keeps the books.
final class DaemonSpeech: Sendable {
    private struct State {
        /// The utterance being spoken (or synthesised); nil when none is.
        var current: SpeechPayload?
        /// A recording was playing when speaking began: it resumes when the last utterance ends.
        var resumeRecording = false
    }

    let synthesizer: any SpeechSynthesizer
    private let speaker: Speaker
    private let state = Mutex(State())

    /// `onEvent` hears the speaker's starts and ends, on the speaker's thread.
    init(synthesizer: any SpeechSynthesizer, output: AudioOutput, onEvent: @escaping @Sendable (SpeakerEvent) -> Void) {
        self.synthesizer = synthesizer
        self.speaker = Speaker(synthesizer: synthesizer, output: output, onEvent: onEvent)
    }

    /// The utterance being spoken, for the status.
    var current: SpeechPayload? {
        state.withLock { $0.current }
    }

    /// The voices, or why there are none.
    func voices() throws(ProtocolError) -> VoicesPayload {
        let voices = try mapped { () throws(SpeechError) in try synthesizer.voices() }
        return VoicesPayload(voices: voices)
    }

    /// Checks the voice and starts speaking; `recordingPlaying` says whether the recording
    /// plays now (the caller pauses it when this returns).
    func say(_ text: String, voice: String, rate: Int, recordingPlaying: Bool) throws(ProtocolError) -> SpeechPayload {
        let voices = try mapped { () throws(SpeechError) in try synthesizer.voices() }
        guard voices.contains(where: { $0.answers(to: voice) }) else {
            let languages = Set(voices.flatMap(\.languages)).sorted()
            let hint = ClosestMatches.suggestion(for: voice, in: languages) ?? "`voices` lists them."
            throw ProtocolError(.badArgument, "No espeak-ng voice is called \"\(voice)\". \(hint)")
        }
        return state.withLock { s in
            let utterance = speaker.say(text, voice: voice, rate: rate)
            let payload = SpeechPayload(utterance: utterance.number, speaking: true, text: text, voice: voice, rate: rate)
            s.current = payload
            if recordingPlaying { s.resumeRecording = true }
            return payload
        }
    }

    /// Stops speaking. The recording paused for it resumes when the speaker reports the end.
    func stop() {
        state.withLock { s in
            guard s.current != nil else { return }
            s.current = nil
            speaker.stop()
        }
    }

    /// The listener chose what the recording does (pause, resume, play, stop …): it is not
    /// resumed when speaking ends, and speaking stops if the recording now plays.
    func recordingTakenOver(playing: Bool) {
        state.withLock { $0.resumeRecording = false }
        if playing { stop() }
    }

    /// Gives up resuming the recording when speaking ends, and says whether it would have: a
    /// `record` that stops the speech resumes it after the take instead.
    func handOverResume() -> Bool {
        state.withLock { s in
            defer { s.resumeRecording = false }
            return s.resumeRecording
        }
    }

    /// Notes that `utterance` started; returns its payload for the event.
    func started(_ utterance: Utterance, duration: Double) -> SpeechPayload {
        state.withLock { s in
            if s.current?.utterance == utterance.number { s.current?.duration = duration }
            return SpeechPayload(utterance: utterance.number, speaking: true, text: utterance.text,
                                 voice: utterance.voice, rate: utterance.rate, duration: duration)
        }
    }

    /// Notes that `utterance` ended; returns its payload for the event, and whether the recording
    /// paused for speaking should resume now (no other utterance follows it).
    func ended(_ utterance: Utterance, _ ending: SpeakerEvent.Ending, error: String?) -> (SpeechPayload, resume: Bool) {
        state.withLock { s in
            var payload = SpeechPayload(utterance: utterance.number, speaking: false, text: utterance.text,
                                        voice: utterance.voice, rate: utterance.rate, duration: nil,
                                        ended: SpeechPayload.Ending(rawValue: ending.rawValue), error: error)
            var resume = false
            if s.current?.utterance == utterance.number || (s.current == nil && ending == .stopped) {
                payload.duration = s.current?.duration
                s.current = nil
                resume = s.resumeRecording
                s.resumeRecording = false
            }
            return (payload, resume)
        }
    }

    func shutdown() {
        speaker.shutdown()
    }

    /// Runs `body`, turning the synthesiser's errors into the protocol's.
    private func mapped<T>(_ body: () throws(SpeechError) -> T) throws(ProtocolError) -> T {
        do throws(SpeechError) {
            return try body()
        } catch {
            switch error.kind {
            case .unavailable: throw ProtocolError(.unavailable, error.message)
            case .unknownVoice: throw ProtocolError(.badArgument, error.message)
            case .failed: throw ProtocolError(.internalError, error.message)
            }
        }
    }
}
