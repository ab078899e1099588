/// The JSON document of the user library: `{"version": 1, "recordings": [...]}`.
struct UserLibraryFile: Codable, Equatable {
    /// One recording the user added.
    struct Recording: Codable, Equatable {
        var id: String
        var title: String
        var level: String?
        /// An absolute file path or an http(s) URL.
        var source: String
        /// Absolute path of a WebVTT transcript.
        var transcript: String?
    }

    static let currentVersion = 1

    var version: Int
    var recordings: [Recording]
}
