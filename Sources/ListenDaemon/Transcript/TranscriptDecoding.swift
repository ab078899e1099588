#if canImport(Glibc)
import Glibc
#endif

/// A transcript file's bytes made into UTF-8 text the parsers read: a UTF-8 byte order mark
/// dropped; UTF-16 with a byte order mark (either order) converted; a file in another encoding
/// converted from the encoding the learner names (`--transcript-encoding windows-1252`), through iconv.
///
/// Without a named encoding, text that is not UTF-8 is refused with a message naming that option,
/// except WebVTT (content starting with "WEBVTT", or a `.vtt` file), which is always UTF-8 by
/// definition: there, as the WebVTT parser does, each byte that is not UTF-8 becomes U+FFFD and a
/// problem names the first such line (the parser then rejects a file without the signature).
enum TranscriptDecoding {
    static let utf16LittleEndianMark: [UInt8] = [0xFF, 0xFE]
    static let utf16BigEndianMark: [UInt8] = [0xFE, 0xFF]
    static let encodingHint = "--transcript-encoding windows-1252"

    /// The UTF-8 text of `bytes` (without a byte order mark), and what was replaced, if anything.
    /// `webVTT`: the file is read as WebVTT whatever it holds (a `.vtt` file).
    static func utf8(_ bytes: [UInt8], name: String, encoding: String? = nil, webVTT: Bool = false) throws(TranscriptError) -> (bytes: [UInt8], problem: String?) {
        if let encoding { return (try converted(bytes, from: encoding, name: name), nil) }
        if bytes.starts(with: TranscriptSourceLines.byteOrderMark) {
            return try validated(Array(bytes.dropFirst(TranscriptSourceLines.byteOrderMark.count)), name: name, webVTT: webVTT)
        }
        if bytes.starts(with: utf16LittleEndianMark) || bytes.starts(with: utf16BigEndianMark) {
            return (try utf16(bytes, name: name), nil)
        }
        return try validated(bytes, name: name, webVTT: webVTT)
    }

    /// `bytes` if they are UTF-8; else, for WebVTT, with U+FFFD for each bad sequence; else an error.
    private static func validated(_ bytes: [UInt8], name: String, webVTT: Bool) throws(TranscriptError) -> (bytes: [UInt8], problem: String?) {
        guard let bad = firstInvalidOffset(bytes) else { return (bytes, nil) }
        let line = bytes[..<bad].reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
        if webVTT || bytes.starts(with: Array("WEBVTT".utf8)) {
            let text = String(decoding: bytes, as: UTF8.self)
            return (Array(text.utf8), TranscriptError.at(name, line: line,
                "the text is not UTF-8, which WebVTT must be; the characters that are not were replaced by \u{FFFD} (name the file's encoding with \(encodingHint))").message)
        }
        throw .at(name, line: line, "the text is not UTF-8; if the file is in another encoding, name it with \(encodingHint) (on `learnctl library add` or `learnctl play`)")
    }

    /// The offset of the first byte that does not belong to a valid UTF-8 sequence, or nil.
    static func firstInvalidOffset(_ bytes: [UInt8]) -> Int? {
        // The standard library validates quickly; the offset is looked for only in text that is not UTF-8.
        if String(validating: bytes, as: UTF8.self) != nil { return nil }
        var index = 0
        while index < bytes.count, bytes[index] < 0x80 { index += 1 }
        if index == bytes.count { return nil }
        var iterator = bytes[index...].makeIterator()
        var decoder = UTF8()
        var offset = index
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    /// UTF-16 text with a byte order mark, as UTF-8 (unpaired surrogates become U+FFFD).
    private static func utf16(_ bytes: [UInt8], name: String) throws(TranscriptError) -> [UInt8] {
        let bigEndian = bytes.starts(with: utf16BigEndianMark)
        guard bytes.count % 2 == 0 else { throw .at(name, line: 1, "the file starts as UTF-16 text but has an odd number of bytes") }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2 - 1)
        var index = 2
        while index + 1 < bytes.count {
            let (high, low) = bigEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
            units.append(UInt16(high) << 8 | UInt16(low))
            index += 2
        }
        return Array(String(decoding: units, as: UTF16.self).utf8)
    }

    /// `bytes` converted from `encoding` (any name iconv knows: windows-1252, ISO-8859-15, CP1251, …) to UTF-8.
    static func converted(_ bytes: [UInt8], from encoding: String, name: String) throws(TranscriptError) -> [UInt8] {
        let converter = iconv_open("UTF-8", encoding)
        guard let converter, converter != iconv_t(bitPattern: -1) else {
            throw TranscriptError("\(name): \(TranscriptError.quoted(encoding)) is not an encoding this system knows (try windows-1252, ISO-8859-15 or UTF-16; `iconv --list` names them all).")
        }
        defer { iconv_close(converter) }
        var input = bytes
        var output = [UInt8](repeating: 0, count: bytes.count * 4 + 16)
        var inputLeft = input.count
        var outputLeft = output.count
        let result = input.withUnsafeMutableBufferPointer { inBuffer in
            output.withUnsafeMutableBufferPointer { outBuffer in
                var inPointer = UnsafeMutableRawPointer(inBuffer.baseAddress)?.assumingMemoryBound(to: CChar.self)
                var outPointer = UnsafeMutableRawPointer(outBuffer.baseAddress)?.assumingMemoryBound(to: CChar.self)
                return iconv(converter, &inPointer, &inputLeft, &outPointer, &outputLeft)
            }
        }
        guard result != -1 else {
            let at = bytes.count - inputLeft
            let line = bytes[..<at].reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
            throw .at(name, line: line, "these bytes are not \(TranscriptError.quoted(encoding)) text")
        }
        var text = Array(output[..<(output.count - outputLeft)])
        if text.starts(with: TranscriptSourceLines.byteOrderMark) { text.removeFirst(TranscriptSourceLines.byteOrderMark.count) }
        return text
    }
}
