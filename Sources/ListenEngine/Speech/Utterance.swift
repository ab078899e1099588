/// One text to speak, as a `say` asked for it.
public struct Utterance: Equatable, Sendable {
    /// Numbers the utterances of a speaker from 1, so that events can be matched to requests.
    public var number: Int
    public var text: String
    /// An espeak-ng voice or language name.
    public var voice: String
    /// Words per minute.
    public var rate: Int

    public init(number: Int, text: String, voice: String, rate: Int) {
        self.number = number
        self.text = text
        self.voice = voice
        self.rate = rate
    }
}
