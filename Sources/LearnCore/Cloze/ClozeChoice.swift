import Localization

/// What can follow a group's result: with mistakes, Retry all or Retry incorrect only; without,
/// Retry, and Next group or, after the last group, Return to lists.
public enum ClozeChoice: String, Sendable, Equatable, CaseIterable {
    /// The whole group again ("Retry all", or "Retry" when every answer was right).
    case retryAll = "retry_all"
    /// Only the sentences that were wrong.
    case retryIncorrect = "retry_incorrect"
    case next
    /// The practice is over.
    case finish

    /// The button's words.
    public var label: String {
        switch self {
        case .retryAll: tr("Retry all")
        case .retryIncorrect: tr("Retry incorrect only")
        case .next: tr("Next group")
        case .finish: tr("Return to lists")
        }
    }

    /// The letter of the bank word at `index`: a, b, c …
    public static func letter(_ index: Int) -> String {
        String(UnicodeScalar(UInt8(ascii: "a") + UInt8(clamping: index)))
    }
}
