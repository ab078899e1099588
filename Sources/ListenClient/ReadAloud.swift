import ListenProtocol

/// Makes listend speak a text (its `say` command), and waits until it is spoken if asked.
public enum ReadAloud {
    /// How long after an utterance should have ended a wait gives up, in seconds.
    static let endAllowance = 10.0

    /// Asks listend to speak `text` in place of anything it is speaking; empty text stops it.
    /// - Parameters:
    ///   - voice: an espeak-ng voice or language ("en", "en-us", "es", "fr"); nil: listend's default.
    ///   - rate: words per minute, 80 to 450; nil: 175.
    ///   - wait: return only once the utterance has ended (spoken, replaced by another `say`,
    ///     stopped or failed).
    /// - Returns: the utterance as listend reports it: when waiting, how it ended (its `ended`
    ///   and `error`); else as it started.
    @discardableResult
    public static func say(_ text: String, voice: String? = nil, rate: Int? = nil, socketPath: String,
                           wait: Bool = false) throws(ListendError) -> SpeechPayload? {
        let connection = try ListendConnection(socketPath: socketPath)
        let request = SayRequest(text: text, voice: voice, rate: rate)
        guard wait, !request.stops else {
            return try connection.status(.daemon(.say(request))).speech
        }
        _ = try connection.status(.connection(.subscribe(intervalMilliseconds: ConnectionCommand.maximumTickInterval)))
        var events: [SpeechPayload] = []
        let status = try connection.status(.daemon(.say(request))) { name, status in
            if name == .speaking, let speech = status.speech { events.append(speech) }
        }
        guard let utterance = status.speech?.utterance else {
            throw .unexpectedReply("the reply to say names no utterance")
        }
        var deadline: ContinuousClock.Instant?
        while true {
            for speech in events where speech.utterance == utterance {
                if !speech.speaking { return speech }
                if let duration = speech.duration {
                    deadline = .now + .milliseconds(Int((duration + endAllowance) * 1000))
                }
            }
            events.removeAll()
            guard let line = try connection.nextLine(until: deadline) else {
                throw .noAnswer(socketPath: socketPath, seconds: Int(endAllowance))
            }
            if case .event(.speaking, let status)? = IncomingLine<StatusPayload>.decode(line), let speech = status.speech {
                events.append(speech)
            }
        }
    }
}
