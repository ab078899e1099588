/// A voice the synthesiser can speak with, as espeak-ng lists it.
public struct SpeechVoice: Equatable, Sendable {
    /// Its name, "English (America)" (the `espeak-ng --voices` list writes "English_(America)").
    public var name: String
    /// Its file within the voice data, "gmw/en-US"; unique.
    public var identifier: String
    /// The languages it speaks, best first: "en-us", "en".
    public var languages: [String]
    /// "male", "female" or nil when the voice does not say.
    public var gender: String?

    public init(name: String, identifier: String, languages: [String], gender: String?) {
        self.name = name
        self.identifier = identifier
        self.languages = languages
        self.gender = gender
    }

    /// Whether `request` names this voice: one of its languages, its name or its identifier, in
    /// any case (a `+variant` suffix, as in "en+f3", is ignored here).
    public func answers(to request: String) -> Bool {
        let base = request.split(separator: "+", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? request
        let wanted = base.lowercased()
        func spaced(_ text: String) -> String { String(text.lowercased().map { $0 == "_" ? " " : $0 }) }
        return languages.contains { $0.lowercased() == wanted }
            || spaced(name) == spaced(wanted)
            || identifier.lowercased() == wanted
    }
}
