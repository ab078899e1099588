/// The fields of a `library_add` request.
public struct LibraryAddition: Equatable, Sendable {
    public var source: String
    public var title: String
    public var level: String?
    public var transcript: String?
    /// The encoding of the transcript file when it is not UTF-8 (`windows-1252` …).
    public var transcriptEncoding: String?
    /// Whether listend remembers where the listener stopped and plays on from there (episodes, audiobooks).
    public var resume: Bool
    /// Chapters that replace the file's own.
    public var chapters: [ChapterMark]?
    /// Whether an entry of the same title is replaced (keeping its id and where it stopped) rather than refused.
    public var replace: Bool

    public init(source: String, title: String, level: String? = nil, transcript: String? = nil, transcriptEncoding: String? = nil,
                resume: Bool = false, chapters: [ChapterMark]? = nil, replace: Bool = false) {
        self.source = source
        self.title = title
        self.level = level
        self.transcript = transcript
        self.transcriptEncoding = transcriptEncoding
        self.resume = resume
        self.chapters = chapters
        self.replace = replace
    }

    /// The addition a request asks for, checked the same way in both request forms: a `file:`
    /// URL becomes its path, and a title must hold more than blanks.
    static func requested(source: String, title: String, level: String? = nil,
                          transcript: String? = nil, transcriptEncoding: String? = nil, resume: Bool = false,
                          chapters: [ChapterMark]? = nil, replace: Bool = false) throws(ProtocolError) -> LibraryAddition {
        guard !title.trimmingWhitespace().isEmpty else { throw ProtocolError(.badArgument, "library_add needs a \"title\".") }
        return LibraryAddition(source: try FileURL.pathIfFileURL(source), title: title, level: level, transcript: transcript,
                               transcriptEncoding: transcriptEncoding, resume: resume, chapters: chapters, replace: replace)
    }
}
