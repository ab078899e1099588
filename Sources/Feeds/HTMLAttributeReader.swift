/// The attributes of an HTML start tag, read from the page's bytes after the tag's name: names
/// lowercased, values double-quoted, single-quoted or bare, the first of a name kept, up to and
/// past the tag's ">". Shared by the feed-link scanner and the article importer's tree.
public enum HTMLAttributeReader {
    /// Reads from `index` (just after the tag's name) and leaves `index` after the ">"; values go
    /// through `decode` (their character references). Says whether the tag ended with "/>".
    public static func read(_ bytes: [UInt8], at index: inout Int,
                            decode: (String) -> String) -> (attributes: [String: String], selfClosing: Bool) {
        var attributes: [String: String] = [:]
        var selfClosing = false
        while index < bytes.count {
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            guard index < bytes.count else { break }
            if bytes[index] == UInt8(ascii: ">") {
                index += 1
                break
            }
            if bytes[index] == UInt8(ascii: "/") {
                index += 1
                selfClosing = index < bytes.count && bytes[index] == UInt8(ascii: ">")
                continue
            }
            selfClosing = false
            let nameStart = index
            while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: "="), bytes[index] != UInt8(ascii: ">") {
                index += 1
            }
            let name = String(decoding: bytes[nameStart..<index], as: UTF8.self).lowercased()
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            var value = ""
            if index < bytes.count, bytes[index] == UInt8(ascii: "=") {
                index += 1
                while index < bytes.count, isSpace(bytes[index]) { index += 1 }
                value = readValue(bytes, at: &index)
            }
            if !name.isEmpty, attributes[name] == nil {
                attributes[name] = decode(value)
            }
        }
        return (attributes, selfClosing)
    }

    /// HTML's white space: space, tab, line feed, carriage return, form feed.
    public static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }

    private static func readValue(_ bytes: [UInt8], at index: inout Int) -> String {
        guard index < bytes.count else { return "" }
        let quote = bytes[index]
        if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            let start = index + 1
            let end = bytes[start...].firstIndex(of: quote) ?? bytes.count
            index = min(end + 1, bytes.count)
            return String(decoding: bytes[start..<end], as: UTF8.self)
        }
        let start = index
        while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">") { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }
}
