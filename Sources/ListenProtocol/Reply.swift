/// The `data` of a successful reply, as the daemon and the connection produce it.
public enum Reply: Encodable, Equatable, Sendable {
    case status(StatusPayload)
    case hello(HelloPayload)
    case library(LibraryPayload)
    case track(TrackPayload)
    case transcript(TranscriptPayload)
    case chapters(ChaptersPayload)
    case questions(QuestionsPayload)
    case voices(VoicesPayload)
    /// `{}`.
    case empty

    public func encode(to encoder: Encoder) throws {
        switch self {
        case .status(let status): try status.encode(to: encoder)
        case .hello(let hello): try hello.encode(to: encoder)
        case .library(let library): try library.encode(to: encoder)
        case .track(let track): try track.encode(to: encoder)
        case .transcript(let transcript): try transcript.encode(to: encoder)
        case .chapters(let chapters): try chapters.encode(to: encoder)
        case .questions(let questions): try questions.encode(to: encoder)
        case .voices(let voices): try voices.encode(to: encoder)
        case .empty: try Wire.Empty().encode(to: encoder)
        }
    }
}
