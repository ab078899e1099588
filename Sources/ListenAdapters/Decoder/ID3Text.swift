/// The text of an ID3v2 text frame (`TIT2` …): its encoding byte, then the text.
///
/// Encodings: 0 ISO-8859-1, 1 UTF-16 with a byte-order mark, 2 UTF-16 big-endian, 3 UTF-8.
/// The first string is taken (2.4 separates several with a null), bytes that do not decode are
/// replaced, and control characters are removed.
enum ID3Text {
    /// The frame's text; nil for an unknown encoding or an empty frame.
    static func decode(_ frame: [UInt8]) -> String? {
        guard let encoding = frame.first else { return nil }
        let bytes = Array(frame.dropFirst())
        let text: String
        switch encoding {
        case 0:
            let latin1 = bytes.prefix { $0 != 0 }
            text = String(String.UnicodeScalarView(latin1.map { Unicode.Scalar($0) }))
        case 1, 2:
            text = utf16(bytes, bigEndianUnlessMarked: true, needsMark: encoding == 1)
        case 3:
            text = String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        default:
            return nil
        }
        return ICYMetadataReader.withoutControlCharacters(text)
    }

    /// UTF-16 up to the first null code unit; a byte-order mark picks the byte order.
    private static func utf16(_ bytes: [UInt8], bigEndianUnlessMarked: Bool, needsMark: Bool) -> String {
        var bigEndian = bigEndianUnlessMarked
        var start = 0
        if bytes.count >= 2 {
            if bytes[0] == 0xFF, bytes[1] == 0xFE { bigEndian = false; start = 2 }
            else if bytes[0] == 0xFE, bytes[1] == 0xFF { bigEndian = true; start = 2 }
            else if needsMark { bigEndian = false } // no mark where one is due: little-endian, as most writers use
        }
        var units: [UInt16] = []
        var at = start
        while at + 1 < bytes.count {
            let unit = bigEndian ? UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1]) : UInt16(bytes[at + 1]) << 8 | UInt16(bytes[at])
            if unit == 0 { break }
            units.append(unit)
            at += 2
        }
        return String(decoding: units, as: UTF16.self)
    }
}
