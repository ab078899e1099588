import Foundation
import LearnCore

/// A card as `--json` prints it; fields without a value yet (a new card's memory) are null.
struct CardJSON: Encodable {
    let card: Card
    let group: String

    enum CodingKeys: String, CodingKey {
        case id, word, transcription, translation, group, state, due, stability, difficulty, reps, lapses
        case step, audio
        case lastReview = "last_review"
        case createdAt = "created_at"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(card.id, forKey: .id)
        try container.encode(card.word, forKey: .word)
        try container.encode(card.transcription, forKey: .transcription)
        try container.encode(card.translation, forKey: .translation)
        try container.encode(group, forKey: .group)
        try container.encode(card.state.rawValue, forKey: .state)
        try container.encode(card.step, forKey: .step)
        try container.encode(card.due, forKey: .due)
        try container.encode(card.stability, forKey: .stability)
        try container.encode(card.difficulty, forKey: .difficulty)
        try container.encode(card.reps, forKey: .reps)
        try container.encode(card.lapses, forKey: .lapses)
        try container.encode(card.lastReview, forKey: .lastReview)
        try container.encode(card.createdAt, forKey: .createdAt)
        try container.encode(card.audio, forKey: .audio)
    }
}
