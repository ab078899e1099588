/// The `transcript` reply: every cue of the loaded recording (empty without a transcript).
public struct TranscriptPayload: Codable, Equatable, Sendable {
    public var lines: [TranscriptLine]

    public init(lines: [TranscriptLine]) {
        self.lines = lines
    }
}
