/// The fields of a `say` request: what to speak and how. Empty text stops speaking.
public struct SayRequest: Equatable, Sendable {
    /// The longest text one `say` takes, in characters.
    public static let maximumLength = 2000
    /// Speaking rates, in words per minute (espeak-ng's range).
    public static let rates = 80...450

    public var text: String
    /// An espeak-ng voice or language name; nil: English.
    public var voice: String?
    /// Words per minute; nil: 175.
    public var rate: Int?

    public init(text: String, voice: String? = nil, rate: Int? = nil) {
        self.text = text
        self.voice = voice
        self.rate = rate
    }

    /// The request, checked the same way in both request forms.
    static func requested(text: String, voice: String?, rate: Int?) throws(ProtocolError) -> SayRequest {
        let length = text.count
        guard length <= maximumLength else {
            throw ProtocolError(.badArgument, "say takes at most \(maximumLength) characters of text, not \(length).")
        }
        if let voice, voice.trimmingWhitespace().isEmpty {
            throw ProtocolError(.badArgument, "\"voice\" must name a voice; `voices` lists them.")
        }
        if let rate, !rates.contains(rate) {
            throw ProtocolError(.badArgument, "\"rate\" must be from \(rates.lowerBound) to \(rates.upperBound) words per minute, not \(rate).")
        }
        return SayRequest(text: text, voice: voice, rate: rate)
    }

    /// Whether this asks to stop speaking (the text holds nothing but blanks).
    public var stops: Bool { text.trimmingWhitespace().isEmpty }
}
