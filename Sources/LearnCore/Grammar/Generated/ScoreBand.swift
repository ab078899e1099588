import Localization

/// How a score reads: a colour band with a label and a sentence interpreting it.
public enum ScoreBand: String, Sendable, CaseIterable {
    /// 90 % and above.
    case excellent
    /// 75 % and above.
    case good
    /// 50 % and above.
    case fair
    /// Below 50 %.
    case low

    public init(percent: Int) {
        switch percent {
        case 90...: self = .excellent
        case 75...: self = .good
        case 50...: self = .fair
        default: self = .low
        }
    }

    /// The colour of the band.
    public var colour: String {
        switch self {
        case .excellent: "green"
        case .good: "blue"
        case .fair: "orange"
        case .low: "red"
        }
    }

    /// The label shown instead of the colour (and beside it).
    public var label: String {
        switch self {
        case .excellent: "Excellent"
        case .good: "Good"
        case .fair: "Fair"
        case .low: "Needs work"
        }
    }

    public var interpretation: String {
        switch self {
        case .excellent: "Excellent work: you have mastered this material."
        case .good: "Good work: a few points are worth another look in the review below."
        case .fair: "A fair result: go through the review below and practise the topics you missed."
        case .low: "This material needs more practice: read the explanations below and try again."
        }
    }

    /// ``label`` in the learner's language, for the text output (`--json` keeps ``label``).
    public var localizedLabel: String {
        switch self {
        // TRANSLATORS: a score band of a test's results.
        case .excellent: tr("Excellent")
        // TRANSLATORS: a score band of a test's results.
        case .good: tr("Good")
        // TRANSLATORS: a score band of a test's results.
        case .fair: tr("Fair")
        // TRANSLATORS: a score band of a test's results.
        case .low: tr("Needs work")
        }
    }

    /// ``interpretation`` in the learner's language, for the text output.
    public var localizedInterpretation: String {
        switch self {
        case .excellent: tr("Excellent work: you have mastered this material.")
        case .good: tr("Good work: a few points are worth another look in the review below.")
        case .fair: tr("A fair result: go through the review below and practise the topics you missed.")
        case .low: tr("This material needs more practice: read the explanations below and try again.")
        }
    }
}
