/// A `file:` URL as `play` and `library_add` accept it: the absolute path of a file on this
/// machine, written `file:///path` (or `file://localhost/path`, or `file:/path`), with `%XX`
/// escapes for bytes of the path.
///
/// A relative path (`file:a.mp3`, `file://music/a.mp3` — where `music` would be a host), another
/// host, a `%` not followed by two hex digits, an escaped NUL or bytes that are not UTF-8 are
/// refused with a message saying so, rather than guessed at.
public enum FileURL {
    /// Whether `text` is written as a file URL: `file:` (any case) followed by something other
    /// than a blank, so a title such as "File: the sequel" stays a title.
    public static func isFileURL(_ text: String) -> Bool {
        guard text.count > 5, text.prefix(5).lowercased() == "file:" else { return false }
        return !text.dropFirst(5).first!.isWhitespace
    }

    /// The path `text` names when it is a file URL; any other text as it is.
    public static func pathIfFileURL(_ text: String) throws(ProtocolError) -> String {
        isFileURL(text) ? try path(text) : text
    }

    /// The absolute path `url` names.
    public static func path(_ url: String) throws(ProtocolError) -> String {
        let rest = url.dropFirst(5)
        let encoded: Substring
        if rest.hasPrefix("///") {
            encoded = rest.dropFirst(2)
        } else if rest.lowercased().hasPrefix("//localhost/") {
            encoded = rest.dropFirst("//localhost".count)
        } else if rest.hasPrefix("/"), !rest.hasPrefix("//") {
            encoded = rest
        } else {
            throw ProtocolError(.badArgument, "\(url) is not an absolute file URL: write file:///absolute/path "
                + "(three slashes, or file://localhost/absolute/path), or give the absolute path itself.")
        }
        return try decoded(encoded, in: url)
    }

    /// The `file:///…` URL of an absolute path, every byte but letters, digits, `-._~/` escaped.
    public static func url(forPath path: String) -> String {
        var url = "file://"
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                url.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF".unicodeScalars)
                url += "%"
                url.unicodeScalars.append(hex[Int(byte >> 4)])
                url.unicodeScalars.append(hex[Int(byte & 15)])
            }
        }
        return url
    }

    /// `text` with its `%XX` escapes turned into the bytes they stand for.
    private static func decoded(_ text: Substring, in url: String) throws(ProtocolError) -> String {
        var bytes = [UInt8]()
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                throw ProtocolError(.badArgument, "\(url) has a % that is not followed by two hex digits; "
                    + "write a % in a file name as %25.")
            }
            let value = high << 4 | low
            guard value != 0 else { throw ProtocolError(.badArgument, "\(url) has %00, which no file name can hold.") }
            bytes.append(value)
        }
        guard let path = String(validating: bytes, as: UTF8.self) else {
            throw ProtocolError(.badArgument, "\(url) has % escapes that do not spell UTF-8 text.")
        }
        return path
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
