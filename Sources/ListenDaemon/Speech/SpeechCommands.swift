import ListenEngine
import ListenProtocol

/// `say` and `voices`, and the events of the utterances.
extension Daemon {
    /// Speaks `request`'s text, pausing the recording if it plays (it resumes, at the same
    /// position, when speaking ends); empty text stops speaking.
    func say(_ request: SayRequest) throws(ProtocolError) {
        let readAloud = try speech()
        if request.stops {
            readAloud.stop()
            return
        }
        let playing = player.status().state == .playing
        _ = try readAloud.say(request.text, voice: request.voice ?? VoicesPayload.defaultVoice,
                              rate: request.rate ?? VoicesPayload.defaultRate, recordingPlaying: playing)
        if playing { try? player.pause() }
    }

    func voices() throws(ProtocolError) -> VoicesPayload {
        try speech().voices()
    }

    private func speech() throws(ProtocolError) -> DaemonSpeech {
        guard let readAloud else { throw ProtocolError(.unavailable, "This daemon was started without a speech output.", reason: .noSpeechOutput) }
        return readAloud
    }

    /// Tells the subscribers that an utterance started or ended; after the last one, resumes the
    /// recording it paused.
    func handle(_ event: SpeakerEvent) {
        guard let readAloud else { return }
        var status = self.status()
        var resume = false
        switch event {
        case .started(let utterance, let duration):
            status.speech = readAloud.started(utterance, duration: duration)
        case .ended(let utterance, let ending, let error):
            if let error { logger.warning("say: \(error)") }
            (status.speech, resume) = readAloud.ended(utterance, ending, error: error)
        }
        hub.broadcast([(.speaking, status)])
        notify(.status)
        if resume, player.status().state == .paused { try? player.resume() }
    }
}
