import Foundation
import Testing
@testable import LearnCore

/// The translation history keeps the newest ``TranslationSettings/keptEntries`` entries besides
/// the favourites.
struct TranslationHistoryLimitTests {
    @Test func theOldestEntriesThatAreNoFavouritesAreDropped() async throws {
        let fixture = try await TwoAccountsFixture(TranslationHistory.init(database:account:clock:))
        #expect(try fixture.history().settings().keptEntries == 1000)
        func record(_ text: String, at offset: TimeInterval) throws -> TranslationEntry {
            try fixture.history(at: offset).record(kind: .word, from: "en", to: "es", text: text, translation: text)
        }
        let house = try record("house", at: 0)
        try fixture.history().setFavourite(id: house.id!, true)
        for (offset, word) in ["dog", "cat", "sun"].enumerated() { _ = try record(word, at: Double(offset + 1)) }
        try fixture.history().updateSettings(keptEntries: 2)
        #expect(try fixture.history().entries().map(\.text) == ["sun", "cat", "house"])
        _ = try fixture.history(at: 10).recordConversation(from: "en", to: "es", utterances: [
            ConversationUtterance(side: 0, language: "en", text: "Hi", translation: "Hola"),
        ])
        #expect(try fixture.history().entries().map(\.text) == ["Hi", "sun", "house"])
        #expect(throws: TranslationError.keptEntriesOutOfRange(0)) { try fixture.history().updateSettings(keptEntries: 0) }
    }
}
