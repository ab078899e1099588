/// How well a typed line matched the reference: a verdict for every word, and the score.
///
/// The counts are over normalised words, so "don't" is two reference words (do not) even when a
/// single verdict shows it; `points` and `referenceWordCount` therefore need not equal counts of
/// verdicts.
public struct DictationScore: Sendable, Equatable {
    /// In reading order; an extra word sits where it was typed.
    public let verdicts: [WordVerdict]
    /// A correct word scores 1, a spelling slip 0.5, anything else 0.
    public let points: Double
    /// The number of reference words after normalisation.
    public let referenceWordCount: Int
    /// The number of typed words, after normalisation, that match no reference word.
    public let extraCount: Int

    public init(verdicts: [WordVerdict], points: Double, referenceWordCount: Int, extraCount: Int) {
        self.verdicts = verdicts
        self.points = points
        self.referenceWordCount = referenceWordCount
        self.extraCount = extraCount
    }

    /// `points / (referenceWordCount + extraCount)`, from 0 to 1; 1 when both the reference and the
    /// typed text have no words.
    public var score: Double {
        let total = referenceWordCount + extraCount
        return total == 0 ? 1 : points / Double(total)
    }

    /// The score as a whole percentage.
    public var percent: Int {
        Int((score * 100).rounded())
    }

    /// Every verdict is correct (also true when there was nothing to type).
    public var isPerfect: Bool {
        verdicts.allSatisfy(\.isCorrect)
    }

    /// The verdicts that are slips, wrong, missing or extra.
    public var mistakeCount: Int {
        verdicts.count(where: { !$0.isCorrect })
    }
}
