#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// JSON as learnctl prints it: each value on one line, keys sorted, slashes as they are, dates in
/// ISO 8601.
public enum JSONLines {
    /// `value` as one line of JSON (without the newline).
    public static func encode(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// Writes `value` as one line of JSON to standard output.
    public static func print(_ value: some Encodable) throws {
        Output.line(try encode(value))
    }
}
