import Foundation

/// JSON output of the grammar commands: compact, with sorted keys.
enum JSONLine {
    /// `value` (dictionaries, arrays, strings, numbers, booleans, NSNull) as one line of JSON.
    static func encode(_ value: Any) -> String {
        let data = try! JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self)
    }

    /// `date` in ISO 8601, e.g. 2025-01-31T09:00:00Z, or null.
    static func date(_ date: Date?) -> Any {
        guard let date else { return NSNull() }
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }
}
