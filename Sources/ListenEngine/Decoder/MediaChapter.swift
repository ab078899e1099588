/// A named part of a recording (an audiobook's chapter, a podcast's segment), as its file marks it.
public struct MediaChapter: Sendable, Equatable {
    /// The chapter's title without control characters; may be empty.
    public var title: String
    /// Where it starts, in seconds from the first sample heard.
    public var start: Double
    /// Where it ends (the next chapter's start, or the end of the recording).
    public var end: Double

    public init(title: String, start: Double, end: Double) {
        self.title = title
        self.start = start
        self.end = end
    }
}
