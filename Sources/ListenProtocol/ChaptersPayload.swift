/// The `chapters` reply: every chapter of the loaded recording (empty when it has none), and the
/// number of the one heard now.
public struct ChaptersPayload: Codable, Equatable, Sendable {
    public var chapters: [ChapterPayload]
    /// The 1-based index of the chapter heard now; null without chapters or before the first.
    public var current: Int?

    public init(chapters: [ChapterPayload], current: Int?) {
        self.chapters = chapters
        self.current = current
    }

    private enum CodingKeys: String, CodingKey { case chapters, current }

    /// `current` is always written, null when there is none.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(chapters, forKey: .chapters)
        try container.encode(current, forKey: .current)
    }
}
