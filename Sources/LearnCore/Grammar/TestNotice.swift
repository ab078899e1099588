import Localization

/// Why an action did nothing.
public enum TestNotice: Sendable, Equatable, CustomStringConvertible {
    /// Check was pressed with no option selected.
    case chooseFirst
    /// The question has no option with that number.
    case noSuchOption(number: Int, count: Int)
    /// Continue was pressed before Check.
    case checkFirst
    /// Choose or Check was used on the result card.
    case alreadyChecked

    public var description: String {
        switch self {
        case .chooseFirst: tr("Choose an option first.")
        case .noSuchOption(let number, let count): tr("There is no option %d; choose one from 1 to %d.", number, count)
        case .checkFirst: tr("Check your answer first.")
        case .alreadyChecked: tr("This question is checked; continue to the next one.")
        }
    }
}
