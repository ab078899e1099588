/// An episode's length as `itunes:duration` gives it: seconds ("3600", "3600.5"), or hours,
/// minutes and seconds ("1:02:03", "01:02:03.5", "62:03").
public enum FeedDuration {
    /// The length in seconds; nil for zero, a negative length or anything else.
    /// The first part may be as large as it likes ("62:03"); the ones after it are below 60,
    /// and only the last may have a fraction.
    public static func seconds(from text: String) -> Double? {
        let parts = text.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ":", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return nil }
        var total = 0.0
        for (position, part) in parts.enumerated() {
            let isLast = position == parts.count - 1
            let (whole, fraction) = split(part)
            guard !whole.isEmpty, whole.allSatisfy(\.isASCIIDigit),
                  fraction.map({ isLast && !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }) ?? true,
                  let value = Double(part)
            else { return nil }
            if position > 0 && value >= 60 { return nil }
            total = total * 60 + value
        }
        return total > 0 && total.isFinite ? total : nil
    }

    private static func split(_ part: Substring) -> (whole: Substring, fraction: Substring?) {
        guard let dot = part.firstIndex(of: ".") else { return (part, nil) }
        return (part[..<dot], part[part.index(after: dot)...])
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
