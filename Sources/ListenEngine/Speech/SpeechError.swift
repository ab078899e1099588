/// Why speech could not be synthesised or played; the message says it for a person.
public struct SpeechError: Error, Equatable, CustomStringConvertible, Sendable {
    public enum Kind: Sendable {
        /// The synthesiser or its voice data is not there (espeak-ng-data not installed).
        case unavailable
        /// No installed voice answers to the name asked for.
        case unknownVoice
        /// Synthesis or playback failed.
        case failed
    }

    public let kind: Kind
    public let message: String
    public var description: String { message }

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }
}
