import Foundation
import GRDB
import Testing
@testable import LearnCore

/// The known words are fed by cards learned and by dictation lines written right.
struct KnownWordsTests {
    @Test func aCardAnsweredIntoReviewMakesItsWordKnown() async throws {
        let fixture = try await ArticleFixture()
        let cards = CardCollection(database: fixture.auth.database, account: fixture.ada, clock: .fixed(at: AuthFixture.start))
        _ = try cards.addGroup(named: "Animals")
        _ = try cards.addCard(word: "hedgehogs", transcription: "", translation: "erizos", group: "Animals")
        var session = try StudySession(collection: cards, groupName: "Animals")
        let card = try #require(try session.nextCard())
        try session.answer(card, knew: true)
        #expect(try fixture.known().lemmas().isEmpty, "a first answer leaves the card learning")
        // Known until it graduates to review.
        for _ in 0..<5 where try !fixture.known().lemmas().contains("hedgehog") {
            try session.answer(card, knew: true)
        }
        #expect(try fixture.known().lemmas() == ["hedgehog"])
        #expect(try fixture.known().counts() == [.card: 1])
    }

    @Test func aDictationLineWrittenAllRightMakesItsWordsKnown() async throws {
        let fixture = try await ArticleFixture()
        let practice = ListeningPractice(account: fixture.ada, database: fixture.auth.database, clock: .fixed(at: AuthFixture.start))
        let recording = PracticeRecording(id: "r", title: "R", level: "A1")
        var session = try practice.startDictation(of: recording, lines: [
            DictationLine(index: 1, text: "The children went home."), DictationLine(index: 2, text: "Hedgehogs sleep in winter."),
        ])
        _ = try session.check("The children went home.")
        _ = try session.check("Hedgehog sleeps in winter.")
        #expect(try fixture.known().lemmas() == ["the", "child", "go", "home"])
        #expect(try fixture.known().counts() == [.dictation: 4])
    }
}
