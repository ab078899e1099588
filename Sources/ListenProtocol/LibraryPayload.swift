/// The reply to `list`: the bundled recordings, then the user's own.
public struct LibraryPayload: Codable, Equatable, Sendable {
    public var tracks: [TrackPayload]

    public init(tracks: [TrackPayload]) {
        self.tracks = tracks
    }
}
