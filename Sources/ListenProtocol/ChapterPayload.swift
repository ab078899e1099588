/// One chapter of the loaded recording: in the `chapters` reply, and as the status's `chapter`.
public struct ChapterPayload: WireObject, Equatable, Sendable {
    /// 1-based, in the order the chapters are heard.
    public var index: Int
    /// The chapter's title as the file gives it, without control characters; may be empty.
    public var title: String
    /// Seconds into the recording.
    public var start: Double
    /// Where the next chapter starts, or the end of the recording.
    public var end: Double

    public init(index: Int, title: String, start: Double, end: Double) {
        self.index = index
        self.title = title
        self.start = start
        self.end = end
    }

    /// What reading starts from; every member is required.
    public static let wireDefaults = ChapterPayload(index: 0, title: "", start: 0, end: 0)

    /// Times to the millisecond.
    public static let wireFields = WireFields<ChapterPayload>([
        .field("index", \.index, .required),
        .field("title", \.title, .required),
        .milliseconds("start", \.start, .required),
        .milliseconds("end", \.end, .required),
    ])
}
