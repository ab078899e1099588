/// The recogniser that judged a take, as results name it.
public struct ScoringEngine: Codable, Equatable, Sendable {
    /// `whisper` or `pocketsphinx`.
    public var id: String
    /// For people: "Whisper base", "PocketSphinx (general English model)".
    public var name: String

    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }

    /// PocketSphinx 0.8 with its general US English language model.
    public static let pocketSphinx = ScoringEngine(id: "pocketsphinx", name: "PocketSphinx (general English model)")
}
