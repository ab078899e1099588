/// What the player has loaded: an id chosen by the caller and the source's path or URL.
public struct PlayerItem: Sendable, Equatable {
    public var id: String
    public var sourceName: String

    public init(id: String, sourceName: String) {
        self.id = id
        self.sourceName = sourceName
    }
}
