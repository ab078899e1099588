/// One clip to cut from a recording: its span (before padding) and the file to write it to,
/// whose extension chooses the format (``ExportFormat``).
public struct ClipRequest: Equatable, Sendable {
    public var range: ClipRange
    public var destination: String

    public init(_ range: ClipRange, to destination: String) {
        self.range = range
        self.destination = destination
    }
}
