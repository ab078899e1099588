import ListenEngine
import ListenProtocol

/// `record` and `record_stop`, and the events of the takes.
extension Daemon {
    /// Starts a take, pausing playback if it plays (it resumes when the take ends) and stopping
    /// speech, so that neither is recorded.
    func record(_ request: RecordRequest) throws(ProtocolError) {
        let takes = try recorder()
        let playing = player.status().state == .playing
        // Playback paused for speech resumes after the take rather than when the speech stops.
        let pausedForSpeech = readAloud?.handOverResume() ?? false
        readAloud?.stop()
        if playing { try? player.pause() }
        do throws(ProtocolError) {
            _ = try takes.start(request, playbackPlaying: playing || pausedForSpeech)
        } catch {
            if playing || pausedForSpeech { try? player.resume() }
            throw error
        }
    }

    /// Ends the take in progress; returns once it is written.
    func stopRecording() throws(ProtocolError) {
        try recorder().stop()
    }

    private func recorder() throws(ProtocolError) -> DaemonRecorder {
        guard let takes else {
            throw ProtocolError(.unavailable, "This daemon was started without a sound server to record from (--output null).",
                                reason: .noRecordingInput)
        }
        return takes
    }

    /// Tells the subscribers that a take started, changed level or ended; after its end,
    /// resumes the playback it paused.
    func handle(_ event: RecorderEvent) {
        guard let takes else { return }
        let payload: RecordingPayload?
        var resume = false
        switch event {
        case .started(let take):
            payload = takes.started(take)
        case .level(let take, let duration, let level, let speechHeard):
            payload = takes.progressed(take, duration: duration, level: level, speechHeard: speechHeard)
        case .ended(let take, let samples, let ending, let speechHeard, let error):
            let ended = takes.ended(take, samples: samples, ending: ending, speechHeard: speechHeard, error: error)
            payload = ended?.0
            resume = ended?.resume ?? false
            if let error = ended?.0.error { logger.warning("record: \(error)") }
        }
        guard let payload else { return }
        var status = self.status()
        status.recording = payload
        hub.broadcast([(.recording, status)])
        if case .level = event { return }
        notify(.status)
        if resume, player.status().state == .paused { try? player.resume() }
    }
}
