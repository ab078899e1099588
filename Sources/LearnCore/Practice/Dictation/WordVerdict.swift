/// What became of one word of the reference (or one extra typed word).
///
/// `expected` is the reference word as written, without the punctuation around it ("Manchester?" →
/// "Manchester", "don't" stays "don't"); `typed` is what the learner typed, trimmed the same way.
/// A verdict can stand for a whole written token that normalises to several words ("don't" typed
/// as "do not", "21" as "twenty-one") when the whole token was right, or wholly wrong.
///
/// Encoded as `{"verdict":"correct|slip|wrong|missing|extra","expected":…,"typed":…}`, a member
/// left out when the case has no such word.
public enum WordVerdict: Sendable, Equatable, Codable {
    case correct(expected: String, typed: String)
    /// A spelling slip: one letter off (added, left out, changed, or two neighbours swapped); scores half.
    case slip(expected: String, typed: String)
    case wrong(expected: String, typed: String)
    case missing(expected: String)
    case extra(typed: String)

    /// The reference word, or nil for an extra word.
    public var expected: String? {
        switch self {
        case .correct(let expected, _), .slip(let expected, _), .wrong(let expected, _), .missing(let expected):
            expected
        case .extra:
            nil
        }
    }

    /// The typed word, or nil for a missing word.
    public var typed: String? {
        switch self {
        case .correct(_, let typed), .slip(_, let typed), .wrong(_, let typed), .extra(let typed):
            typed
        case .missing:
            nil
        }
    }

    public var isCorrect: Bool {
        if case .correct = self { true } else { false }
    }

    /// The name used in the encoded form: correct, slip, wrong, missing or extra.
    public var name: String {
        switch self {
        case .correct: "correct"
        case .slip: "slip"
        case .wrong: "wrong"
        case .missing: "missing"
        case .extra: "extra"
        }
    }

    private enum CodingKeys: String, CodingKey {
        case verdict, expected, typed
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .verdict)
        func word(_ key: CodingKeys) throws -> String {
            try container.decode(String.self, forKey: key)
        }
        switch name {
        case "correct": self = .correct(expected: try word(.expected), typed: try word(.typed))
        case "slip": self = .slip(expected: try word(.expected), typed: try word(.typed))
        case "wrong": self = .wrong(expected: try word(.expected), typed: try word(.typed))
        case "missing": self = .missing(expected: try word(.expected))
        case "extra": self = .extra(typed: try word(.typed))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .verdict, in: container,
                debugDescription: "unknown verdict '\(name)' (expected correct, slip, wrong, missing or extra)")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .verdict)
        try container.encodeIfPresent(expected, forKey: .expected)
        try container.encodeIfPresent(typed, forKey: .typed)
    }
}
