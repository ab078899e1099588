/// One card read from a plain-text card file.
public struct CardFileRow: Sendable, Equatable {
    /// The line the row starts on (1 is the file's first line).
    public var line: Int
    public var word: String
    public var translation: String
    public var transcription: String
    /// The group from the row's group column or the file's `#deck:` header; nil when the file names none.
    public var group: String?
}
