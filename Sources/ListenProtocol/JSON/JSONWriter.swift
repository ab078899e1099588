/// Writes JSON text directly, the way the protocol's lines are written: keys in the order the
/// caller gives them (sorted, by convention), `/` as it is, numbers as Swift prints them without
/// a trailing `.0`, and the control characters escaped — byte for byte what Foundation's
/// `JSONEncoder` with `.sortedKeys` and `.withoutEscapingSlashes` writes.
public struct JSONWriter {
    /// The UTF-8 written so far.
    public private(set) var bytes: [UInt8] = []
    private var needsComma = false

    public init() {
        bytes.reserveCapacity(512)
    }

    /// The text written so far.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    private mutating func write(_ ascii: StaticString) {
        ascii.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Writes `{`, the fields `body` writes (with ``key(_:)`` before each value), then `}`.
    public mutating func object(_ body: (inout JSONWriter) -> Void) {
        enclose(body, in: "{", "}")
    }

    /// Writes `[`, the values `body` writes, then `]`.
    public mutating func array(_ body: (inout JSONWriter) -> Void) {
        enclose(body, in: "[", "]")
    }

    private mutating func enclose(_ body: (inout JSONWriter) -> Void, in open: StaticString, _ close: StaticString) {
        separate()
        write(open)
        needsComma = false
        body(&self)
        write(close)
        needsComma = true
    }

    /// Writes a key; the next value written is its value.
    public mutating func key(_ key: String) {
        separate()
        writeString(key)
        write(":")
        needsComma = false
    }

    public mutating func string(_ value: String) {
        separate()
        writeString(value)
        needsComma = true
    }

    public mutating func string(_ value: String?) {
        if let value { string(value) } else { null() }
    }

    public mutating func number(_ value: Double) {
        separate()
        if value.isFinite {
            var digits = value.description
            if digits.hasSuffix(".0") { digits.removeLast(2) }
            bytes.append(contentsOf: digits.utf8)
        } else {
            write("null")
        }
        needsComma = true
    }

    public mutating func number(_ value: Double?) {
        if let value { number(value) } else { null() }
    }

    public mutating func integer(_ value: Int) {
        separate()
        bytes.append(contentsOf: String(value).utf8)
        needsComma = true
    }

    public mutating func integer(_ value: Int?) {
        if let value { integer(value) } else { null() }
    }

    public mutating func bool(_ value: Bool) {
        separate()
        if value { write("true") } else { write("false") }
        needsComma = true
    }

    public mutating func null() {
        separate()
        write("null")
        needsComma = true
    }

    /// Writes `value`, its object keys sorted.
    public mutating func value(_ value: JSONValue) {
        switch value {
        case .null: null()
        case .bool(let flag): bool(flag)
        case .number(let number):
            if number == number.rounded(), abs(number) < 1e15 { integer(Int(number)) } else { self.number(number) }
        case .string(let string): self.string(string)
        case .array(let elements): array { writer in elements.forEach { writer.value($0) } }
        case .object(let fields):
            object { writer in
                for name in fields.keys.sorted() {
                    writer.key(name)
                    writer.value(fields[name]!)
                }
            }
        }
    }

    private mutating func separate() {
        if needsComma { write(",") }
    }

    private mutating func writeString(_ value: String) {
        write("\"")
        var value = value
        value.withUTF8 { writeEscaped($0) }
        write("\"")
    }

    /// Appends `utf8`, its quotes, backslashes and control characters escaped.
    private mutating func writeEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        var start = 0
        for index in 0..<utf8.count {
            let byte = utf8[index]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
            switch byte {
            case UInt8(ascii: "\""): write("\\\"")
            case UInt8(ascii: "\\"): write("\\\\")
            case 0x0A: write("\\n")
            case 0x0D: write("\\r")
            case 0x09: write("\\t")
            case 0x08: write("\\b")
            case 0x0C: write("\\f")
            default:
                let hex: StaticString = "0123456789abcdef"
                write("\\u00")
                hex.withUTF8Buffer { digits in
                    bytes.append(digits[Int(byte >> 4)])
                    bytes.append(digits[Int(byte & 0xF)])
                }
            }
            start = index + 1
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
    }
}
