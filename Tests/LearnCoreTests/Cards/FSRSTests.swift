import Foundation
import Testing
@testable import LearnCore

struct FSRSTests {
    let fsrs = FSRS()

    @Test(arguments: zip(Rating.allCases, [
        (0.212, 6.4133), (1.2931, 5.11217071), (2.3065, 2.11810397), (8.2956, 1.0),
    ]))
    func aNewCardsFirstRatingSetsItsMemory(rating: Rating, expected: (stability: Double, difficulty: Double)) {
        let memory = fsrs.memory(after: nil, rating: rating, elapsedDays: 0)
        #expect(abs(memory.stability - expected.stability) < 1e-8)
        #expect(abs(memory.difficulty - expected.difficulty) < 1e-8)
    }

    @Test func theReferenceReviewSequenceEndsAtTheReferenceMemory() {
        var memory: (stability: Double, difficulty: Double)?
        for (rating, elapsedDays) in zip([Rating.again, .good, .good, .good, .good, .good], [0, 0, 1, 3, 8, 21]) {
            memory = fsrs.memory(after: memory, rating: rating, elapsedDays: elapsedDays)
        }
        #expect(abs(memory!.stability - 53.62691) < 1e-4)
        #expect(abs(memory!.difficulty - 6.3574867) < 1e-4)
    }

    @Test func theIntervalForStabilityOneFollowsTheDesiredRetention() {
        let intervals = (1...10).map { tenths in
            FSRS(desiredRetention: Double(tenths) / 10, maximumInterval: .max).interval(stability: 1)
        }
        #expect(intervals == [3116769, 34793, 2508, 387, 90, 27, 9, 3, 1, 1])
    }

    @Test func intervalsStopAtTheMaximum() {
        #expect(FSRS(desiredRetention: 0.1).interval(stability: 1) == 36500)
        #expect(fsrs.interval(stability: 1_000_000) == 36500)
    }

    @Test func atTheDesiredRetentionOfNinetyPercentTheIntervalIsTheStabilityRounded() {
        #expect(fsrs.interval(stability: 2.3065) == 2)
        #expect(fsrs.interval(stability: 8.2956) == 8)
        #expect(fsrs.interval(stability: 53.62691) == 54)
        #expect(fsrs.interval(stability: 0.212) == 1)
    }

    @Test func retrievabilityIsNinetyPercentAfterStabilityDays() {
        #expect(abs(fsrs.retrievability(elapsedDays: 10, stability: 10) - 0.9) < 1e-12)
        #expect(fsrs.retrievability(elapsedDays: 0, stability: 10) == 1)
        #expect(fsrs.retrievability(elapsedDays: 20, stability: 10) < 0.9)
    }

    @Test func sameDayReviewsUseTheShortTermFormula() {
        let afterGood = fsrs.memory(after: (1, 5), rating: .good, elapsedDays: 0)
        #expect(abs(afterGood.stability - exp(0.5425 * 0.0912)) < 1e-12)
        let afterAgain = fsrs.memory(after: (1, 5), rating: .again, elapsedDays: 0)
        #expect(abs(afterAgain.stability - exp(0.5425 * (-2 + 0.0912))) < 1e-12)
    }

    @Test func goodAndEasyNeverLowerStabilityOnTheSameDay() {
        let stable = 100.0
        #expect(fsrs.shortTermStability(stable, rating: .good) == stable)
        #expect(fsrs.shortTermStability(stable, rating: .easy) > stable)
        #expect(fsrs.shortTermStability(stable, rating: .hard) < stable)
    }

    @Test func forgettingNeverRaisesStabilityAboveTheShortTermBound() {
        let stability = 0.5
        let next = fsrs.nextStability(difficulty: 1, stability: stability, retrievability: 0.1, rating: .again)
        #expect(next == stability / exp(0.5425 * 0.0912))
    }

    @Test func difficultyStaysBetweenOneAndTen() {
        var difficulty = 5.0
        for _ in 0..<50 { difficulty = fsrs.nextDifficulty(difficulty, rating: .again) }
        #expect(difficulty <= 10 && difficulty > 9.9)
        for _ in 0..<50 { difficulty = fsrs.nextDifficulty(difficulty, rating: .easy) }
        #expect(difficulty >= 1 && difficulty < 1.1)
    }
}
