/// What `play` names: a recording of the library (by id or title), a local file, or a URL.
public enum PlayTarget: Equatable, Sendable {
    case track(String)
    case file(String)
    case url(String)

    /// Reads a free-form argument: an absolute path or `file://` URL is a file, `http(s)://` a URL,
    /// anything else a title.
    public static func guess(_ text: String) -> PlayTarget {
        let lower = text.lowercased()
        if lower.hasPrefix("http://") || lower.hasPrefix("https://") { return .url(text) }
        if lower.hasPrefix("file://") { return .file(String(text.dropFirst(7)).removingPercentEncoding()) }
        if text.hasPrefix("/") { return .file(text) }
        return .track(text)
    }
}

extension String {
    func removingPercentEncoding() -> String {
        var bytes = [UInt8]()
        var iterator = utf8.makeIterator()
        while let byte = iterator.next() {
            if byte == UInt8(ascii: "%"), let high = iterator.next(), let low = iterator.next(),
               let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16) {
                bytes.append(value)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
