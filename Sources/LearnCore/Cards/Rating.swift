/// An answer to a flash card on FSRS's four-point scale. The study screen uses two of them:
/// Don't know is ``again`` and Know is ``good``.
public enum Rating: Int, Codable, Sendable, CaseIterable {
    case again = 1
    case hard = 2
    case good = 3
    case easy = 4
}
