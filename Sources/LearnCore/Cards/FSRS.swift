import Foundation

/// The FSRS-6 memory model: how stable a card's memory is (stability, in days), how hard the
/// card is (difficulty, 1–10), how likely it is to be recalled after some days
/// (retrievability), and the interval that brings retrievability down to the desired retention.
public struct FSRS: Sendable {
    /// The 21 default FSRS-6 parameters w0…w20.
    public static let defaultParameters: [Double] = [
        0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796,
        1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542,
    ]
    /// The smallest stability the model allows.
    public static let minimumStability = 0.001

    /// w0…w20.
    public let parameters: [Double]
    /// The probability of recall at which a card is due again.
    public let desiredRetention: Double
    /// The longest interval, in days.
    public let maximumInterval: Int

    /// The model with the default parameters, desired retention 0.9 and intervals of at most 100 years.
    public init(
        parameters: [Double] = FSRS.defaultParameters, desiredRetention: Double = 0.9, maximumInterval: Int = 36500
    ) {
        precondition(parameters.count == 21, "FSRS-6 has 21 parameters")
        self.parameters = parameters
        self.desiredRetention = desiredRetention
        self.maximumInterval = maximumInterval
    }

    private var decay: Double { -parameters[20] }
    private var factor: Double { pow(0.9, 1 / decay) - 1 }

    /// The probability of recalling a card `elapsedDays` after its last review.
    public func retrievability(elapsedDays: Int, stability: Double) -> Double {
        pow(1 + factor * Double(max(0, elapsedDays)) / stability, decay)
    }

    /// The whole number of days, at least 1 and at most ``maximumInterval``, until retrievability
    /// falls to ``desiredRetention``.
    public func interval(stability: Double) -> Int {
        let days = (stability / factor * (pow(desiredRetention, 1 / decay) - 1)).rounded()
        return min(max(Int(exactly: days) ?? maximumInterval, 1), maximumInterval)
    }

    /// The memory after a review rated `rating`; `memory` is nil for a card's first review.
    /// `elapsedDays` is the number of whole days since the previous review: reviews on the same
    /// day (0) use the short-term stability formula.
    public func memory(
        after memory: (stability: Double, difficulty: Double)?, rating: Rating, elapsedDays: Int
    ) -> (stability: Double, difficulty: Double) {
        guard let memory else { return (initialStability(rating), initialDifficulty(rating)) }
        let stability = if elapsedDays < 1 {
            shortTermStability(memory.stability, rating: rating)
        } else {
            nextStability(
                difficulty: memory.difficulty, stability: memory.stability,
                retrievability: retrievability(elapsedDays: elapsedDays, stability: memory.stability),
                rating: rating)
        }
        return (stability, nextDifficulty(memory.difficulty, rating: rating))
    }

    /// S0(G) = w[G−1].
    public func initialStability(_ rating: Rating) -> Double {
        max(parameters[rating.rawValue - 1], Self.minimumStability)
    }

    /// D0(G) = w4 − e^(w5·(G−1)) + 1, clamped to 1…10.
    public func initialDifficulty(_ rating: Rating) -> Double {
        clampDifficulty(unclampedInitialDifficulty(rating))
    }

    /// The difficulty after a review: a step of −w6·(G−3), damped linearly towards 10, then
    /// reverted by w7 towards the (unclamped) initial difficulty of Easy.
    public func nextDifficulty(_ difficulty: Double, rating: Rating) -> Double {
        let delta = -parameters[6] * Double(rating.rawValue - 3)
        let damped = difficulty + (10 - difficulty) * delta / 9
        let reverted = parameters[7] * unclampedInitialDifficulty(.easy) + (1 - parameters[7]) * damped
        return clampDifficulty(reverted)
    }

    /// The stability after a review on the same day as the previous one:
    /// S·e^(w17·(G−3+w18))·S^(−w19), never lower than S for Good and Easy.
    public func shortTermStability(_ stability: Double, rating: Rating) -> Double {
        var increase = exp(parameters[17] * (Double(rating.rawValue) - 3 + parameters[18]))
            * pow(stability, -parameters[19])
        if rating == .good || rating == .easy { increase = max(increase, 1) }
        return max(stability * increase, Self.minimumStability)
    }

    /// The stability after a review a day or more after the previous one: the recall formula
    /// for Hard, Good and Easy, the forget formula for Again.
    public func nextStability(difficulty: Double, stability: Double, retrievability: Double, rating: Rating) -> Double {
        let next: Double
        if rating == .again {
            let longTerm = parameters[11] * pow(difficulty, -parameters[12]) * (pow(stability + 1, parameters[13]) - 1)
                * exp((1 - retrievability) * parameters[14])
            let shortTerm = stability / exp(parameters[17] * parameters[18])
            next = min(longTerm, shortTerm)
        } else {
            let hardPenalty = rating == .hard ? parameters[15] : 1
            let easyBonus = rating == .easy ? parameters[16] : 1
            next = stability * (1 + exp(parameters[8]) * (11 - difficulty) * pow(stability, -parameters[9])
                * (exp((1 - retrievability) * parameters[10]) - 1) * hardPenalty * easyBonus)
        }
        return max(next, Self.minimumStability)
    }

    private func unclampedInitialDifficulty(_ rating: Rating) -> Double {
        parameters[4] - exp(parameters[5] * Double(rating.rawValue - 1)) + 1
    }

    private func clampDifficulty(_ difficulty: Double) -> Double {
        min(max(difficulty, 1), 10)
    }
}
