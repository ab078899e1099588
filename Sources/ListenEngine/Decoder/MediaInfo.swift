/// What a decoder knows about the file beyond its samples: the container, the codec and the chapters.
public struct MediaInfo: Sendable, Equatable {
    /// The container, as a listener names it ("MP3", "M4A", "WebM", "Matroska", "WAV" …); nil when unknown.
    public var container: String?
    /// The audio codec ("AAC", "Opus", "FLAC" …); nil when unknown.
    public var codec: String?
    /// The chapters in order of start, each ending where the next starts; empty when the file has none.
    public var chapters: [MediaChapter]

    public init(container: String? = nil, codec: String? = nil, chapters: [MediaChapter] = []) {
        self.container = container
        self.codec = codec
        self.chapters = chapters
    }

    /// Nothing known.
    public static let unknown = MediaInfo()

    /// The index of the chapter playing at `seconds`, nil when there are no chapters or
    /// `seconds` is before the first.
    public func chapterIndex(at seconds: Double) -> Int? {
        chapters.lastIndex { $0.start <= seconds + 0.0005 }
    }

    /// This information with `chapters` in place of the file's own when given: those starting
    /// after a known `duration` left out, and none ending after it.
    public func withChapters(_ chapters: [MediaChapter]?, duration: Double) -> MediaInfo {
        guard let chapters else { return self }
        var info = self
        let known = duration > 0 && duration.isFinite
        info.chapters = chapters
            .filter { !known || $0.start < duration }
            .map { MediaChapter(title: $0.title, start: $0.start, end: known ? min($0.end, duration) : $0.end) }
        return info
    }
}
