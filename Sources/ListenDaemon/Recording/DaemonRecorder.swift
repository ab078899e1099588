import ListenEngine
import ListenProtocol
import Synchronization

/// What `record` needs besides the player: the recorder, the take being made (or the last one),
/// and whether playback was paused for it.
///
/// The daemon decides what happens to playback (see `Daemon.record`); this keeps the books and
/// writes each take to the ``RecordingFolder`` when it ends.
final class DaemonRecorder: Sendable {
    private struct State {
        /// The take being made, else the last one; nil before the first.
        var current: RecordingPayload?
        var lastTake = 0
        /// Playback was playing when recording began: it resumes when the take ends.
        var resumePlayback = false
        /// A new take is replacing the one in progress: its end does not resume playback.
        var replacing = false
    }

    private let recorder: Recorder
    private let folder: RecordingFolder
    private let sampleRate: Int
    private let state = Mutex(State())
    /// Held by `record` and `record_stop` only (never by the status), so that takes start and
    /// end one at a time.
    private let commands = Mutex(())

    /// `onEvent` hears the recorder's starts, levels and ends, on the recorder's thread.
    init(input: any AudioInput, folder: RecordingFolder, onEvent: @escaping @Sendable (RecorderEvent) -> Void) {
        self.recorder = Recorder(input: input, onEvent: onEvent)
        self.sampleRate = input.sampleRate
        self.folder = folder
    }

    /// The take being made, else the last one, for the status.
    var current: RecordingPayload? {
        state.withLock { $0.current }
    }

    /// Ends a take in progress and starts a new one; `playbackPlaying` says whether playback
    /// plays now (the caller pauses it when this returns). Fails when the source cannot be opened.
    func start(_ request: RecordRequest, playbackPlaying: Bool) throws(ProtocolError) -> RecordingPayload {
        try commands.withLock { _ throws(ProtocolError) -> RecordingPayload in
            state.withLock { $0.replacing = true }
            recorder.stop()
            let (payload, previous) = state.withLock { s -> (RecordingPayload, State) in
                let previous = s
                let take = s.lastTake + 1
                let payload = RecordingPayload(take: take, recording: true, path: folder.file(for: take), limit: request.maximumSeconds)
                s.current = payload
                s.lastTake = take
                s.resumePlayback = s.resumePlayback || playbackPlaying
                s.replacing = false
                return (payload, previous)
            }
            do throws(AudioError) {
                try recorder.start(take: payload.take, maximumSeconds: request.maximumSeconds)
            } catch {
                state.withLock { s in
                    s.current = previous.current
                    s.resumePlayback = previous.resumePlayback && !playbackPlaying
                }
                throw ProtocolError(.unavailable, error.message)
            }
            return payload
        }
    }

    /// Ends the take in progress (written by the time this returns).
    func stop() {
        commands.withLock { _ in recorder.stop() }
    }

    /// The listener chose what playback does: it is not resumed when the take ends.
    func playbackTakenOver() {
        state.withLock { $0.resumePlayback = false }
    }

    /// Notes that `take` started; returns its payload for the event.
    func started(_ take: Int) -> RecordingPayload? {
        state.withLock { s in s.current?.take == take ? s.current : nil }
    }

    /// Notes the take's length and level; returns its payload for the event.
    func progressed(_ take: Int, duration: Double, level: Double, speechHeard: Bool) -> RecordingPayload? {
        state.withLock { s in
            guard s.current?.take == take else { return nil }
            s.current?.duration = duration
            s.current?.level = level
            s.current?.speechHeard = speechHeard
            return s.current
        }
    }

    /// Writes the take and notes its end; returns its payload for the event, and whether playback
    /// paused for recording should resume now.
    func ended(_ take: Int, samples: [Int16], ending: RecorderEvent.Ending, speechHeard: Bool,
               error: String?) -> (RecordingPayload, resume: Bool)? {
        guard var payload = state.withLock({ s in s.current?.take == take ? s.current : nil }) else { return nil }
        payload.recording = false
        payload.duration = Double(samples.count) / Double(sampleRate)
        payload.level = 0
        payload.speechHeard = speechHeard
        payload.ended = RecordingPayload.Ending(rawValue: ending.rawValue)
        payload.error = error
        do throws(DaemonError) {
            try folder.write(samples, sampleRate: sampleRate, to: payload.path)
        } catch {
            payload.ended = .failed
            payload.error = error.description
        }
        return state.withLock { s in
            s.current = payload
            let resume = s.resumePlayback && !s.replacing
            if !s.replacing { s.resumePlayback = false }
            return (payload, resume)
        }
    }

    func shutdown() {
        recorder.shutdown()
    }
}
