/// A command the daemon carries out, with its arguments; declared in ``CommandDeclaration/all``.
public enum DaemonCommand: Equatable, Sendable {
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
    /// Adds a local file or URL to the user library.
    case libraryAdd(LibraryAddition)
    /// Removes a user library entry by id or title.
    case libraryRemove(String)
}
