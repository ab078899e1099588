/// `state.json` as written: the saved state and the version of its format. A file without a
/// version is version 1 (written before the version was recorded).
struct StateDocument: Codable {
    static let currentVersion = 1

    var version: Int?
    var entry: CatalogEntry
    var position: Double
    var playing: Bool
    /// Added within version 1: absent in older files, ignored by older daemons.
    var speed: Double?
    var autopause: Bool?
    var resumePoints: [String: ResumePoint]?

    init(_ state: SavedState) {
        version = Self.currentVersion
        entry = state.entry
        position = state.position
        playing = state.playing
        speed = state.speed
        autopause = state.autopause
        resumePoints = state.resumePoints
    }

    var state: SavedState {
        SavedState(entry: entry, position: position, playing: playing, speed: speed, autopause: autopause, resumePoints: resumePoints)
    }

    /// Only the version, read before the rest so that a newer format is recognised as such.
    struct VersionProbe: Decodable {
        var version: Int?
    }
}
