import Foundation
import ListenClient

/// JSON lines built from Foundation objects (JSONSerialization), for the learning modules.
extension JSONLines {
    /// `object` (dictionaries, arrays, strings, numbers, booleans, NSNull) as one line of JSON.
    static func encode(object: Any) throws -> String {
        let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self)
    }

    /// Writes `object` as one line of JSON to standard output.
    static func print(object: Any) throws {
        Output.line(try encode(object: object))
    }

    /// `date` in ISO 8601 (e.g. 2025-01-31T09:00:00Z) as a value for ``encode(object:)``, or NSNull.
    static func date(_ date: Date?) -> Any {
        guard let date else { return NSNull() }
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }
}
