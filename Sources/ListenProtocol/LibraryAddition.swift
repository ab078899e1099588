/// The fields of a `library_add` request.
public struct LibraryAddition: Equatable, Sendable {
    public var source: String
    public var title: String
    public var level: String?
    public var transcript: String?

    public init(source: String, title: String, level: String? = nil, transcript: String? = nil) {
        self.source = source
        self.title = title
        self.level = level
        self.transcript = transcript
    }

    /// The addition a request asks for, checked the same way in both request forms: a `file:`
    /// URL becomes its path, and a title must hold more than blanks.
    static func requested(source: String, title: String, level: String? = nil,
                          transcript: String? = nil) throws(ProtocolError) -> LibraryAddition {
        guard !title.trimmingWhitespace().isEmpty else { throw ProtocolError(.badArgument, "library_add needs a \"title\".") }
        return LibraryAddition(source: try FileURL.pathIfFileURL(source), title: title, level: level, transcript: transcript)
    }
}
