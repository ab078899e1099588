import ListenProtocol

/// The JSON document of the user library: `{"version": 1, "recordings": [...]}`.
struct UserLibraryFile: Codable, Equatable {
    /// One recording the user added.
    struct Recording: Codable, Equatable {
        var id: String
        var title: String
        var level: String?
        /// An absolute file path or an http(s) URL.
        var source: String
        /// Absolute path of a transcript (WebVTT, SubRip, ASS/SSA or JSON).
        var transcript: String?
        /// The transcript's encoding when it is not UTF-8.
        var transcriptEncoding: String?
        /// Whether listend plays on from where the listener stopped (absent: no).
        var resume: Bool?
        /// Chapters replacing the file's own.
        var chapters: [ChapterMark]?
    }

    static let currentVersion = 1

    var version: Int
    var recordings: [Recording]
}
