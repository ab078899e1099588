import FoundationEssentials
import Testing
@testable import ListenProtocol

/// ``JSONWriter`` writes the bytes `JSONEncoder` writes with `.sortedKeys` and
/// `.withoutEscapingSlashes`.
@Suite struct JSONWriterTests {
    static let numbers: [Double] = [0, -0.0, 1, -1, 41, 0.1, 76.761, 1.5, 1e-7, 2.5e-5, 1e15, 1e16, 1e21,
                                    123456.789, 0.000123, 1.7976931348623157e308, 5e-324, 1.2345678901234568e20]
    static let strings = ["", "plain", "a/b", "quote \" backslash \\", "\n\r\t\u{8}\u{C}", "\u{1}\u{1F}\u{7F}",
                          "élève 🎧 \u{2028}\u{202E}", "\r\n", "e\u{301}\n", "\u{0}"]

    static func encoded(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test func numbersAreWrittenAsJSONEncoderWritesThem() throws {
        for number in Self.numbers {
            var writer = JSONWriter()
            writer.array { $0.number(number) }
            #expect(writer.text == (try Self.encoded([number])), "\(number)")
        }
    }

    @Test func stringsAreEscapedAsJSONEncoderEscapesThem() throws {
        for string in Self.strings {
            var writer = JSONWriter()
            writer.array { $0.string(string) }
            #expect(writer.text == (try Self.encoded([string])), "\(Array(string.unicodeScalars))")
        }
    }

    @Test func valuesAreWrittenWithSortedKeys() throws {
        let value = JSONValue.object([
            "zeta": .array([.number(1), .number(2.5), .null, .bool(true)]),
            "alpha": .object(["b": .string("x"), "a": .object([:]), "line": .number(3), "lines": .number(-4)]),
            "mid": .array([]), "id": .number(1e16),
        ])
        var writer = JSONWriter()
        writer.value(value)
        #expect(writer.text == (try Self.encoded(value)))
        #expect(try JSONParser.parse(writer.text) == value)
    }
}
