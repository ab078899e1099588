/// A request's command with its arguments, as the daemon carries it out.
public enum Command: Equatable, Sendable {
    case hello
    case list
    /// Plays a target; with none, resumes what is loaded.
    case play(PlayTarget?)
    case pause
    case resume
    case toggle
    case stop
    case seek(SeekTarget)
    case status
    case subscribe(intervalMilliseconds: Int)
    case unsubscribe
    /// Adds a local file or URL to the user library.
    case libraryAdd(LibraryAddition)
    /// Removes a user library entry by id or title.
    case libraryRemove(String)

    /// Every command name, for help and "did you mean".
    public static let names = ["hello", "list", "play", "pause", "resume", "toggle", "stop", "seek",
                               "status", "subscribe", "unsubscribe", "library_add", "library_remove"]

    /// The default and the lowest tick interval for `subscribe`.
    public static let defaultTickInterval = 250
    public static let minimumTickInterval = 20
}

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
