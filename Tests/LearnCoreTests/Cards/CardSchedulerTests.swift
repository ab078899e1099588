import Foundation
import Testing
@testable import LearnCore

struct CardSchedulerTests {
    let scheduler = CardScheduler()
    let start = Date(timeIntervalSince1970: 1_738_314_000)
    let minute: TimeInterval = 60
    let day: TimeInterval = 86_400

    func newCard() -> Card {
        var card = Card(accountId: 1, groupId: 1, word: "passport", transcription: "", translation: "el pasaporte", createdAt: start)
        card.id = 7
        return card
    }

    @Test func knowingANewCardStartsTheSecondLearningStep() {
        let (card, review) = scheduler.review(newCard(), rating: .good, at: start)
        #expect(card.state == .learning)
        #expect(card.step == 1)
        #expect(card.due == start + 10 * minute)
        #expect(card.stability == 2.3065)
        #expect(card.reps == 1)
        #expect(card.lastReview == start)
        #expect(review.stateBefore == .new)
        #expect(review.stateAfter == .learning)
        #expect(review.elapsedDays == 0)
        #expect(review.cardId == 7)
        #expect(review.rating == .good)
        #expect(review.stabilityBefore == nil)
        #expect(review.dueAfter == card.due)
    }

    @Test func notKnowingANewCardRepeatsTheFirstStep() {
        let (card, _) = scheduler.review(newCard(), rating: .again, at: start)
        #expect(card.state == .learning)
        #expect(card.step == 0)
        #expect(card.due == start + minute)
        #expect(card.stability == 0.212)
        #expect(card.difficulty == 6.4133)
    }

    @Test func knowingAfterTheLastLearningStepGraduatesForTheFSRSInterval() throws {
        var (card, _) = scheduler.review(newCard(), rating: .good, at: start)
        (card, _) = scheduler.review(card, rating: .good, at: start + 10 * minute)
        #expect(card.state == .review)
        #expect(card.step == nil)
        let stability = try #require(card.stability)
        #expect(card.due == start + 10 * minute + Double(FSRS().interval(stability: stability)) * day)
    }

    @Test func forgettingACardInReviewSendsItToRelearningAndCountsALapse() {
        var card = newCard()
        for _ in 0..<2 { card = scheduler.review(card, rating: .good, at: start).card }
        let reviewTime = card.due
        let (forgotten, review) = scheduler.review(card, rating: .again, at: reviewTime)
        #expect(forgotten.state == .relearning)
        #expect(forgotten.step == 0)
        #expect(forgotten.lapses == 1)
        #expect(forgotten.due == reviewTime + 10 * minute)
        #expect(review.stateBefore == .review)
        #expect(review.elapsedDays == 2)

        let (relearned, _) = scheduler.review(forgotten, rating: .good, at: forgotten.due)
        #expect(relearned.state == .review)
        #expect(relearned.due >= forgotten.due + day)
        #expect(relearned.lapses == 1)
    }

    @Test func knowingACardInReviewKeepsItInReview() {
        var card = newCard()
        for _ in 0..<2 { card = scheduler.review(card, rating: .good, at: start).card }
        let (next, _) = scheduler.review(card, rating: .good, at: card.due)
        #expect(next.state == .review)
        #expect(next.stability! > card.stability!)
        #expect(next.due > card.due + card.due.timeIntervalSince(start))
    }

    @Test func elapsedDaysCountWholeDaysOnly() {
        #expect(CardScheduler.elapsedDays(since: nil, to: start) == 0)
        #expect(CardScheduler.elapsedDays(since: start, to: start + day - 1) == 0)
        #expect(CardScheduler.elapsedDays(since: start, to: start + day) == 1)
        #expect(CardScheduler.elapsedDays(since: start, to: start + 3.5 * day) == 3)
        #expect(CardScheduler.elapsedDays(since: start, to: start - day) == 0)
    }

    @Test func hardAndEasyFollowTheLearningSteps() {
        let (hard, _) = scheduler.review(newCard(), rating: .hard, at: start)
        #expect(hard.state == .learning)
        #expect(hard.step == 0)
        #expect(hard.due == start + 5.5 * minute)
        let (easy, _) = scheduler.review(newCard(), rating: .easy, at: start)
        #expect(easy.state == .review)
        #expect(easy.due == start + 8 * day)
    }
}
