/// One step of a word alignment: indices into the typed and the reference words.
enum AlignmentStep: Sendable, Equatable {
    case match(typed: Int, reference: Int)
    case slip(typed: Int, reference: Int)
    case wrong(typed: Int, reference: Int)
    case missing(reference: Int)
    case extra(typed: Int)

    var typed: Int? {
        switch self {
        case .match(let typed, _), .slip(let typed, _), .wrong(let typed, _), .extra(let typed): typed
        case .missing: nil
        }
    }

    var reference: Int? {
        switch self {
        case .match(_, let reference), .slip(_, let reference), .wrong(_, let reference), .missing(let reference):
            reference
        case .extra: nil
        }
    }

    /// 1 for a match, 0.5 for a slip, 0 otherwise.
    var points: Double {
        switch self {
        case .match: 1
        case .slip: 0.5
        case .wrong, .missing, .extra: 0
        }
    }
}
