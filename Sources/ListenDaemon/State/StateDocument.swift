/// `state.json` as written: the saved state and the version of its format. A file without a
/// version is version 1 (written before the version was recorded).
struct StateDocument: Codable {
    static let currentVersion = 1

    var version: Int?
    var entry: CatalogEntry
    var position: Double
    var playing: Bool

    init(_ state: SavedState) {
        version = Self.currentVersion
        entry = state.entry
        position = state.position
        playing = state.playing
    }

    var state: SavedState {
        SavedState(entry: entry, position: position, playing: playing)
    }

    /// Only the version, read before the rest so that a newer format is recognised as such.
    struct VersionProbe: Decodable {
        var version: Int?
    }
}
