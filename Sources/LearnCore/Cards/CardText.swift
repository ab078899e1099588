import Foundation

/// The rules for the texts of cards and groups: trimmed, on one line, and compared without regard to case.
public enum CardText {
    /// `text` without surrounding white space; throws when it spans lines or holds control
    /// characters, or when it is empty and `required`.
    public static func clean(_ text: String, field: String, required: Bool) throws -> String {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control
            || $0.properties.generalCategory == .lineSeparator || $0.properties.generalCategory == .paragraphSeparator })
        {
            throw CardError.notOneLine(field: field)
        }
        if required && trimmed.isEmpty { throw CardError.empty(field: field) }
        return trimmed
    }

    /// The form under which two words or group names count as the same.
    public static func key(_ text: String) -> String {
        text.lowercased()
    }
}
