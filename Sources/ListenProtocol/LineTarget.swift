/// Which transcript line `line` jumps to.
public enum LineTarget: Equatable, Sendable {
    case next
    case previous
    /// The line being heard, or the last one started.
    case replay
    /// A 1-based cue number.
    case index(Int)

    /// Reads `next`, `prev` (or `previous`), `replay`, or a cue number.
    public static func parse(_ text: String) -> LineTarget? {
        switch text.trimmingWhitespace().lowercased() {
        case "next": return .next
        case "prev", "previous": return .previous
        case "replay": return .replay
        case let word: return Int(word).map(LineTarget.index)
        }
    }

    /// The word or number a request carries.
    public var jsonValue: JSONValue {
        switch self {
        case .next: .string("next")
        case .previous: .string("prev")
        case .replay: .string("replay")
        case .index(let index): .number(Double(index))
        }
    }
}

extension LineTarget {
    static func unreadable(_ word: String) -> ProtocolError {
        ProtocolError(.badArgument, "Cannot go to line \"\(word)\": use next, prev, replay or a line number.")
    }
}
