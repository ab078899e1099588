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
        case .chooseFirst: "Choose an option first."
        case .noSuchOption(let number, let count): "There is no option \(number); choose one from 1 to \(count)."
        case .checkFirst: "Check your answer first."
        case .alreadyChecked: "This question is checked; continue to the next one."
        }
    }
}
