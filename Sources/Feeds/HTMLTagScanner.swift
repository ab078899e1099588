/// The start tags of an HTML document, read by hand (HTML is not XML): names and attribute
/// names lowercased, attribute values double-quoted, single-quoted or bare and with their
/// character references decoded; comments skipped, and the contents of `script` and `style`.
struct HTMLTagScanner {
    /// A start tag.
    struct Tag: Equatable {
        var name: String
        var attributes: [String: String]
    }

    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: some Collection<UInt8>) {
        self.bytes = Array(bytes)
    }

    /// The next start tag; nil at the end of the document.
    mutating func next() -> Tag? {
        while let open = find(UInt8(ascii: "<"), from: index) {
            index = open + 1
            if starts(with: "!--", at: index) {
                index = after("-->", from: index + 3)
                continue
            }
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: "/") || bytes[index] == UInt8(ascii: "!") || bytes[index] == UInt8(ascii: "?") {
                index = after(">", from: index)
                continue
            }
            guard isLetter(bytes[index]) else { continue }
            let name = readName()
            let attributes = readAttributes()
            if name == "script" || name == "style" {
                index = after("</\(name)", from: index)
            }
            return Tag(name: name, attributes: attributes)
        }
        index = bytes.count
        return nil
    }

    private mutating func readName() -> String {
        let start = index
        while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">"), bytes[index] != UInt8(ascii: "/") {
            index += 1
        }
        return String(decoding: bytes[start..<index], as: UTF8.self).lowercased()
    }

    /// Reads attributes up to and past the tag's ">".
    private mutating func readAttributes() -> [String: String] {
        HTMLAttributeReader.read(bytes, at: &index, decode: HTMLEntities.decode).attributes
    }

    private func find(_ byte: UInt8, from start: Int) -> Int? {
        guard start < bytes.count else { return nil }
        return bytes[start...].firstIndex(of: byte)
    }

    private func starts(with literal: String, at position: Int) -> Bool {
        let literal = Array(literal.utf8)
        guard position + literal.count <= bytes.count else { return false }
        return zip(bytes[position..<(position + literal.count)], literal).allSatisfy { lowercased($0) == lowercased($1) }
    }

    /// The position after the next `literal` (ASCII, case aside) from `start`; the end when there is none.
    private func after(_ literal: String, from start: Int) -> Int {
        var position = start
        let length = literal.utf8.count
        let first = lowercased(literal.utf8.first ?? 0)
        while position + length <= bytes.count {
            if lowercased(bytes[position]) == first, starts(with: literal, at: position) { return position + length }
            position += 1
        }
        return bytes.count
    }

    private func isSpace(_ byte: UInt8) -> Bool { HTMLAttributeReader.isSpace(byte) }

    private func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(lowercased(byte))
    }

    private func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }
}
