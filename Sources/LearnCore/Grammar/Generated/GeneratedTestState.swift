import Foundation
import Localization

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
        switch self {
        // TRANSLATORS: a generated test's state.
        case .generating: tr("generating")
        // TRANSLATORS: a generated test's state.
        case .ready: tr("ready")
        // TRANSLATORS: a generated test's state.
        case .inProgress: tr("in progress")
        // TRANSLATORS: a generated test's state.
        case .submitted: tr("submitted")
        // TRANSLATORS: a generated test's state.
        case .failed: tr("failed")
        }
    }
}
