import Foundation

/// Prints values as JSON: one compact object per line, keys sorted, dates in ISO 8601.
enum JSONOutput {
    static func line(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    static func print(_ value: some Encodable) throws {
        Swift.print(try line(value))
    }
}
