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
}
