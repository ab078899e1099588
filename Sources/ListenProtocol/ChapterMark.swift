/// A chapter given with a library entry (a podcast's chapters file): its title and where it starts.
/// Chapters given this way replace those the file itself carries.
public struct ChapterMark: Codable, Equatable, Sendable {
    public var title: String
    /// Seconds from the start of the recording.
    public var start: Double

    public init(title: String, start: Double) {
        self.title = title
        self.start = start
    }
}
