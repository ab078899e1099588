import ListenProtocol

/// A voice the synthesiser can speak with, as espeak-ng lists it: the voice `voices` replies with.
public typealias SpeechVoice = VoicesPayload.Voice

extension VoicesPayload.Voice {
    /// Whether `request` names this voice: one of its languages, its name or its identifier, in
    /// any case (a `+variant` suffix, as in "en+f3", is ignored here). espeak-ng's list writes
    /// names with underscores ("English_(America)"), so they count as spaces.
    public func answers(to request: String) -> Bool {
        let base = request.split(separator: "+", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? request
        let wanted = base.lowercased()
        func spaced(_ text: String) -> String { String(text.lowercased().map { $0 == "_" ? " " : $0 }) }
        return languages.contains { $0.lowercased() == wanted }
            || spaced(name) == spaced(wanted)
            || identifier.lowercased() == wanted
    }
}
