/// The reply to `voices`: the voices `say` can speak with.
public struct VoicesPayload: Codable, Equatable, Sendable {
    /// One installed espeak-ng voice.
    public struct Voice: Codable, Equatable, Sendable {
        /// Its name, "English (America)".
        public var name: String
        /// Its file in the voice data, "gmw/en-US"; `say` takes it as a voice.
        public var identifier: String
        /// The languages it speaks, best first ("en-us", "en"); `say` takes any as a voice.
        public var languages: [String]
        /// "male", "female" or null.
        public var gender: String?

        public init(name: String, identifier: String, languages: [String], gender: String?) {
            self.name = name
            self.identifier = identifier
            self.languages = languages
            self.gender = gender
        }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(identifier, forKey: .identifier)
            try container.encode(languages, forKey: .languages)
            try container.encode(gender, forKey: .gender)
        }
    }

    /// The voice `say` uses when none is asked for.
    public static let defaultVoice = "en"
    /// The rate `say` uses when none is asked for, in words per minute.
    public static let defaultRate = 175

    public var voices: [Voice]
    /// The voice used when a `say` names none.
    public var defaultVoice: String

    public init(voices: [Voice], defaultVoice: String = VoicesPayload.defaultVoice) {
        self.voices = voices
        self.defaultVoice = defaultVoice
    }

    enum CodingKeys: String, CodingKey {
        case voices
        case defaultVoice = "default"
    }
}
