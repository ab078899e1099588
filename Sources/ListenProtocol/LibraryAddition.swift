/// The fields of a `library_add` request.
public struct LibraryAddition: Equatable, Sendable {
    public var source: String
    public var title: String
    public var level: String?
    public var transcript: String?
    /// The encoding of the transcript file when it is not UTF-8 (`windows-1252` …).
    public var transcriptEncoding: String?

    public init(source: String, title: String, level: String? = nil, transcript: String? = nil, transcriptEncoding: String? = nil) {
        self.source = source
        self.title = title
        self.level = level
        self.transcript = transcript
        self.transcriptEncoding = transcriptEncoding
    }

    /// The addition a request asks for, checked the same way in both request forms: a `file:`
    /// URL becomes its path, and a title must hold more than blanks.
    static func requested(source: String, title: String, level: String? = nil,
                          transcript: String? = nil, transcriptEncoding: String? = nil) throws(ProtocolError) -> LibraryAddition {
        guard !title.trimmingWhitespace().isEmpty else { throw ProtocolError(.badArgument, "library_add needs a \"title\".") }
        return LibraryAddition(source: try FileURL.pathIfFileURL(source), title: title, level: level, transcript: transcript,
                               transcriptEncoding: transcriptEncoding)
    }
}
