/// A recording of listend's library as practice sees it: its id, its title and its CEFR level.
public struct PracticeRecording: Sendable, Equatable {
    public let id: String
    public let title: String
    /// "A1" … "C2", or nil when the recording has none.
    public let level: String?

    public init(id: String, title: String, level: String?) {
        self.id = id
        self.title = title
        self.level = level
    }
}
