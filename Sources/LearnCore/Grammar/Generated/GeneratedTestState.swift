import Foundation

/// Where a generated test is in its life: `generating → ready → in_progress → submitted`, or
/// `failed` (and `generating` again on retry).
public enum GeneratedTestState: String, Sendable, Codable, CaseIterable {
    case generating
    case ready
    case inProgress = "in_progress"
    case submitted
    case failed

    /// The state in a sentence: "in progress".
    public var text: String {
        rawValue.replacingOccurrences(of: "_", with: " ")
    }
}
