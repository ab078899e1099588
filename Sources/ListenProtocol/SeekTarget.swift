/// Where a seek goes: relative to the position heard now, or to an absolute time.
public enum SeekTarget: Equatable, Sendable {
    case relative(Double)
    case absolute(Double)

    /// Parses `+10`, `-10`, `95`, `12.5`, `1:35`, `-0:30` or `1:02:03`.
    public static func parse(_ text: String) -> SeekTarget? {
        var body = Substring(text.trimmingWhitespace())
        var sign: Double?
        if body.first == "+" { sign = 1; body = body.dropFirst() } else if body.first == "-" { sign = -1; body = body.dropFirst() }
        let parts = body.split(separator: ":", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return nil }
        var seconds = 0.0
        for (index, part) in parts.enumerated() {
            let isLast = index == parts.count - 1
            guard !part.isEmpty, part.allSatisfy({ $0.isASCII && ($0.isNumber || (isLast && $0 == ".")) }),
                  let value = Double(part), value.isFinite else { return nil }
            if index > 0, value >= 60 { return nil }
            seconds = seconds * 60 + value
        }
        if let sign { return .relative(sign * seconds) }
        return .absolute(seconds)
    }
}

extension String {
    func trimmingWhitespace() -> String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
