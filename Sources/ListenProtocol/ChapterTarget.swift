/// Which chapter `chapter` goes to.
public enum ChapterTarget: Equatable, Sendable {
    case next
    /// Within the first ``ChapterTarget/restartWindow`` seconds of a chapter, the chapter before;
    /// later, the start of the chapter heard (as a CD player's ⏮ does).
    case previous
    /// A 1-based chapter number.
    case index(Int)

    /// How far into a chapter `prev` still goes to the chapter before, in seconds of the recording.
    public static let restartWindow = 3.0

    /// Reads `next`, `prev` (or `previous`), or a chapter number.
    public static func parse(_ text: String) -> ChapterTarget? {
        switch text.trimmingWhitespace().lowercased() {
        case "next": return .next
        case "prev", "previous": return .previous
        case let word: return Int(word).map(ChapterTarget.index)
        }
    }

    /// The word or number a request carries.
    public var jsonValue: JSONValue {
        switch self {
        case .next: .string("next")
        case .previous: .string("prev")
        case .index(let index): .number(Double(index))
        }
    }
}

extension ChapterTarget {
    static func unreadable(_ word: String) -> ProtocolError {
        ProtocolError(.badArgument, "Cannot go to chapter \"\(word)\": use next, prev or a chapter number.")
    }
}
