/// What `play` names: a recording of the library (by id or title), a local file, or a URL.
public enum PlayTarget: Equatable, Sendable {
    case track(String)
    case file(String)
    case url(String)

    /// Reads a free-form argument: an absolute path or a ``FileURL`` is a file, `http(s)://` a
    /// URL, anything else a title. A file URL that is not absolute, or whose `%` escapes are
    /// broken, is refused with `bad_argument`.
    public static func parse(_ text: String) throws(ProtocolError) -> PlayTarget {
        if FileURL.isFileURL(text) { return .file(try FileURL.path(text)) }
        return guess(text)
    }

    /// Reads a free-form argument like ``parse(_:)``, without refusing: a file URL that cannot be
    /// read stays as it was written, as a file that will not be found.
    public static func guess(_ text: String) -> PlayTarget {
        let lower = text.lowercased()
        if lower.hasPrefix("http://") || lower.hasPrefix("https://") { return .url(text) }
        if FileURL.isFileURL(text) { return .file((try? FileURL.path(text)) ?? text) }
        if text.hasPrefix("/") { return .file(text) }
        return .track(text)
    }
}
