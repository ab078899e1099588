import Foundation
import LearnCore

/// One line of `cards study --json` output.
enum StudyEvent: Encodable {
    /// The session starts: its group (nil for every group), size and how many of its cards were due (the rest are new).
    case session(group: String?, total: Int, due: Int, all: Bool)
    /// A card is shown: its number in the session, word and transcription.
    case card(number: Int, total: Int, card: Card)
    /// The translation of the card on screen.
    case reveal(card: Card)
    /// An answer was saved: the card's new schedule.
    case answer(card: Card, review: CardReview)
    /// The session ended, after all cards or when the learner quit; always the last line.
    case summary(known: [Card], unknown: [Card], total: Int, finished: Bool)

    private enum Key: String, CodingKey {
        case type, group, total, due, all, number, id, word, transcription, translation, answer, rating, state
        case stability, difficulty, reps, lapses, known, unknown, answered, finished
        case elapsedDays = "elapsed_days"
        case knownWords = "known_words"
        case unknownWords = "unknown_words"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        switch self {
        case .session(let group, let total, let due, let all):
            try container.encode("session", forKey: .type)
            try container.encode(Nullable(group), forKey: .group)
            try container.encode(total, forKey: .total)
            try container.encode(due, forKey: .due)
            try container.encode(all, forKey: .all)
        case .card(let number, let total, let card):
            try container.encode("card", forKey: .type)
            try container.encode(number, forKey: .number)
            try container.encode(total, forKey: .total)
            try container.encode(card.id, forKey: .id)
            try container.encode(card.word, forKey: .word)
            try container.encode(card.transcription, forKey: .transcription)
        case .reveal(let card):
            try container.encode("reveal", forKey: .type)
            try container.encode(card.id, forKey: .id)
            try container.encode(card.translation, forKey: .translation)
        case .answer(let card, let review):
            try container.encode("answer", forKey: .type)
            try container.encode(card.id, forKey: .id)
            try container.encode(review.rating == .again ? "dont-know" : "know", forKey: .answer)
            try container.encode(review.rating.rawValue, forKey: .rating)
            try container.encode(review.elapsedDays, forKey: .elapsedDays)
            try container.encode(card.state.rawValue, forKey: .state)
            try container.encode(card.due, forKey: .due)
            try container.encode(card.stability, forKey: .stability)
            try container.encode(card.difficulty, forKey: .difficulty)
            try container.encode(card.reps, forKey: .reps)
            try container.encode(card.lapses, forKey: .lapses)
        case .summary(let known, let unknown, let total, let finished):
            try container.encode("summary", forKey: .type)
            try container.encode(known.count, forKey: .known)
            try container.encode(unknown.count, forKey: .unknown)
            try container.encode(known.map(\.word), forKey: .knownWords)
            try container.encode(unknown.map(\.word), forKey: .unknownWords)
            try container.encode(known.count + unknown.count, forKey: .answered)
            try container.encode(total, forKey: .total)
            try container.encode(finished, forKey: .finished)
        }
    }
}
