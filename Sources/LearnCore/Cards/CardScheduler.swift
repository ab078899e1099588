import Foundation

/// Decides a card's next state, memory and due date after an answer.
///
/// Within a day the learning steps (1 and 10 minutes) and the relearning step (10 minutes)
/// set the due time; once a card graduates, the FSRS interval does (whole days, no fuzz). New
/// cards go through Learning to Review; forgetting a card in Review sends it to Relearning.
public struct CardScheduler: Sendable {
    /// The memory model.
    public var fsrs: FSRS
    /// The delays between the first answers to a new card.
    public var learningSteps: [TimeInterval]
    /// The delays between answers after a card in review was forgotten.
    public var relearningSteps: [TimeInterval]

    /// The scheduler with FSRS-6's defaults: learning steps 1 m and 10 m, relearning step 10 m.
    public init(fsrs: FSRS = FSRS(), learningSteps: [TimeInterval] = [60, 600], relearningSteps: [TimeInterval] = [600]) {
        self.fsrs = fsrs
        self.learningSteps = learningSteps
        self.relearningSteps = relearningSteps
    }

    /// Whole days between the card's last review and `now` (0 for a new card).
    public static func elapsedDays(since lastReview: Date?, to now: Date) -> Int {
        guard let lastReview else { return 0 }
        return max(0, Int((now.timeIntervalSince(lastReview) / 86_400).rounded(.down)))
    }

    /// `card` after it was answered with `rating` at `now`, and the log entry for that review.
    public func review(_ card: Card, rating: Rating, at now: Date) -> (card: Card, review: CardReview) {
        let elapsedDays = Self.elapsedDays(since: card.lastReview, to: now)
        var next = card
        let memory = card.stability.flatMap { stability in card.difficulty.map { (stability, $0) } }
        let updated = fsrs.memory(after: memory, rating: rating, elapsedDays: elapsedDays)
        next.stability = updated.stability
        next.difficulty = updated.difficulty

        let delay: TimeInterval
        switch card.state {
        case .new, .learning:
            delay = stepDelay(&next, steps: learningSteps, rating: rating)
        case .relearning:
            delay = stepDelay(&next, steps: relearningSteps, rating: rating)
        case .review:
            if rating == .again {
                next.lapses += 1
                if relearningSteps.isEmpty {
                    delay = graduate(&next)
                } else {
                    next.state = .relearning
                    next.step = 0
                    delay = relearningSteps[0]
                }
            } else {
                delay = graduate(&next)
            }
        }
        next.due = now.addingTimeInterval(delay)
        next.lastReview = now
        next.reps += 1

        let review = CardReview(
            id: nil, accountId: card.accountId, cardId: card.id ?? 0, reviewedAt: now, rating: rating,
            elapsedDays: elapsedDays, stateBefore: card.state, stateAfter: next.state,
            stabilityBefore: card.stability, difficultyBefore: card.difficulty,
            stabilityAfter: updated.stability, difficultyAfter: updated.difficulty, dueAfter: next.due)
        return (next, review)
    }

    /// Moves `card` through `steps` (the learning or the relearning steps) and returns the delay
    /// until it is due; past the last step it graduates to Review.
    private func stepDelay(_ card: inout Card, steps: [TimeInterval], rating: Rating) -> TimeInterval {
        let step = card.step ?? 0
        if card.state == .new { card.state = .learning }
        if steps.isEmpty || (step >= steps.count && rating != .again) {
            return graduate(&card)
        }
        card.step = step
        switch rating {
        case .again:
            card.step = 0
            return steps[0]
        case .hard:
            if step == 0 {
                return steps.count == 1 ? steps[0] * 1.5 : (steps[0] + steps[1]) / 2
            }
            return steps[step]
        case .good:
            if step + 1 == steps.count { return graduate(&card) }
            card.step = step + 1
            return steps[step + 1]
        case .easy:
            return graduate(&card)
        }
    }

    private func graduate(_ card: inout Card) -> TimeInterval {
        card.state = .review
        card.step = nil
        return TimeInterval(fsrs.interval(stability: card.stability ?? FSRS.minimumStability)) * 86_400
    }
}
