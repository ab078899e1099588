import Foundation

/// The difficulty a generated test asks for: one CEFR level, or a mix centred on the learner's level.
public enum TestLevel: Sendable, Equatable, Codable {
    case fixed(CEFRLevel)
    case mixed

    /// The levels a test can ask for: the bank goes from A1 to C1.
    public static let range: [CEFRLevel] = [.a1, .a2, .b1, .b2, .c1]

    /// `A1`…`C1` or `mixed`, in any case.
    public init?(text: String) {
        let text = text.trimmingCharacters(in: .whitespaces)
        if text.lowercased() == "mixed" {
            self = .mixed
        } else if let level = CEFRLevel(rawValue: text.uppercased()), Self.range.contains(level) {
            self = .fixed(level)
        } else {
            return nil
        }
    }

    public var text: String {
        switch self {
        case .fixed(let level): level.rawValue
        case .mixed: "mixed"
        }
    }

    /// The levels and their weights: the level itself, or the centre (weight 2) with the level
    /// below and the level above it (weight 1 each) where the range has them.
    public func weights(centre: CEFRLevel) -> [(level: CEFRLevel, weight: Int)] {
        switch self {
        case .fixed(let level):
            return [(level, 1)]
        case .mixed:
            let index = Self.range.firstIndex(of: centre) ?? 0
            return Self.range.indices
                .filter { abs($0 - index) <= 1 }
                .map { (Self.range[$0], $0 == index ? 2 : 1) }
        }
    }

    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let level = TestLevel(text: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a test level: \(text)"))
        }
        self = level
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
