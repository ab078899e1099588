/// Reads JSON text (RFC 8259) into a ``JSONValue`` directly, without Foundation's decoder: the
/// daemon reads every request line with it and learnctl every reply.
///
/// Strict: one value with optional whitespace around it; no comments, trailing commas, leading
/// zeros or lone surrogates. Of a key given twice, the first value counts (as with `JSONDecoder`). Nesting deeper than
/// ``maximumDepth`` is refused rather than followed.
public struct JSONParser {
    /// Why the text is not JSON, with the byte offset where reading stopped.
    public struct Failure: Error, Equatable, CustomStringConvertible {
        public let offset: Int
        public let reason: String
        public var description: String { "\(reason) at byte \(offset)" }
    }

    /// The deepest nesting of arrays and objects read.
    public static let maximumDepth = 512

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The value `text` holds.
    public static func parse(_ text: some StringProtocol) throws(Failure) -> JSONValue {
        try parse(bytes: Array(text.utf8))
    }

    /// The value the UTF-8 `bytes` hold.
    public static func parse(bytes: [UInt8]) throws(Failure) -> JSONValue {
        var parser = JSONParser(bytes)
        parser.skipWhitespace()
        let value = try parser.value()
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else { throw parser.failure("text after the value") }
        return value
    }

    private func failure(_ reason: String) -> Failure {
        Failure(offset: index, reason: reason)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private mutating func value() throws(Failure) -> JSONValue {
        guard index < bytes.count else { throw failure("unexpected end") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw failure("unexpected character")
        }
    }

    private mutating func literal(_ word: StaticString) throws(Failure) {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count,
              word.withUTF8Buffer({ bytes[index..<index + count].elementsEqual($0) }) else {
            throw failure("unexpected word")
        }
        index += count
    }

    private mutating func nest() throws(Failure) {
        depth += 1
        guard depth <= Self.maximumDepth else { throw failure("nested too deeply") }
        index += 1
        skipWhitespace()
    }

    private mutating func object() throws(Failure) -> JSONValue {
        // Room for the status's members from the start: growing a dictionary rehashes it.
        var fields = [String: JSONValue](minimumCapacity: 16)
        try items(closing: UInt8(ascii: "}")) { parser throws(Failure) in
            guard parser.index < parser.bytes.count, parser.bytes[parser.index] == UInt8(ascii: "\"") else {
                throw parser.failure("expected a key")
            }
            let key = try parser.string()
            parser.skipWhitespace()
            guard parser.index < parser.bytes.count, parser.bytes[parser.index] == UInt8(ascii: ":") else {
                throw parser.failure("expected ':'")
            }
            parser.index += 1
            parser.skipWhitespace()
            let value = try parser.value()
            if fields[key] == nil { fields[key] = value }
        }
        return .object(fields)
    }

    private mutating func array() throws(Failure) -> JSONValue {
        var elements: [JSONValue] = []
        try items(closing: UInt8(ascii: "]")) { parser throws(Failure) in elements.append(try parser.value()) }
        return .array(elements)
    }

    /// Reads the comma-separated items of an object or array (its opening bracket at `index`)
    /// through the closing `close`, one `item` call each.
    private mutating func items(closing close: UInt8, _ item: (inout JSONParser) throws(Failure) -> Void) throws(Failure) {
        try nest()
        if index < bytes.count, bytes[index] == close {
            index += 1
            depth -= 1
            return
        }
        while true {
            try item(&self)
            skipWhitespace()
            guard index < bytes.count else { throw failure("unexpected end") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                skipWhitespace()
                continue
            }
            guard bytes[index] == close else { throw failure("expected ',' or '\(Character(Unicode.Scalar(close)))'") }
            index += 1
            depth -= 1
            return
        }
    }

    private mutating func string() throws(Failure) -> String {
        index += 1
        let start = index
        // The common case: no escapes, so the bytes between the quotes are the string.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                defer { index += 1 }
                return try validated(bytes[start..<index])
            }
            if byte == UInt8(ascii: "\\") { break }
            guard byte >= 0x20 else { throw failure("control character in a string") }
            index += 1
        }
        var unescaped = Array(bytes[start..<index])
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return try validated(unescaped[...])
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { throw failure("unexpected end") }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): unescaped.append(escape)
                case UInt8(ascii: "b"): unescaped.append(0x08)
                case UInt8(ascii: "f"): unescaped.append(0x0C)
                case UInt8(ascii: "n"): unescaped.append(0x0A)
                case UInt8(ascii: "r"): unescaped.append(0x0D)
                case UInt8(ascii: "t"): unescaped.append(0x09)
                case UInt8(ascii: "u"): unescaped.append(contentsOf: try unicodeEscape())
                default: throw failure("unknown escape")
                }
            default:
                guard byte >= 0x20 else { throw failure("control character in a string") }
                unescaped.append(byte)
                index += 1
            }
        }
        throw failure("unterminated string")
    }

    /// The UTF-8 of a `\uXXXX` escape (the `\u` already read), with its low surrogate if it is a
    /// high one.
    private mutating func unicodeEscape() throws(Failure) -> [UInt8] {
        var value = try hex4()
        if (0xD800...0xDBFF).contains(value) {
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                throw failure("lone surrogate")
            }
            index += 2
            let low = try hex4()
            guard (0xDC00...0xDFFF).contains(low) else { throw failure("lone surrogate") }
            value = 0x10000 + (value - 0xD800) << 10 + (low - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(value) {
            throw failure("lone surrogate")
        }
        guard let scalar = Unicode.Scalar(value) else { throw failure("bad escape") }
        return Array(String(Character(scalar)).utf8)
    }

    private mutating func hex4() throws(Failure) -> UInt32 {
        guard index + 4 <= bytes.count else { throw failure("unexpected end") }
        var value: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw failure("bad \\u escape")
            }
            value = value << 4 | UInt32(digit)
        }
        index += 4
        return value
    }

    private func validated(_ slice: ArraySlice<UInt8>) throws(Failure) -> String {
        guard let string = String(validating: slice, as: UTF8.self) else { throw failure("invalid UTF-8") }
        return string
    }

    private mutating func number() throws(Failure) -> Double {
        let start = index
        func digits() -> Int {
            let first = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - first
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count else { throw failure("bad number") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            guard digits() > 0 else { throw failure("bad number") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw failure("bad number") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw failure("bad number") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw failure("number out of range") }
        return value
    }
}
