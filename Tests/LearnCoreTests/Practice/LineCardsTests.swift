import Foundation
import GRDB
import Testing
@testable import LearnCore

@Suite struct LineCardsTests {
    /// Ada's dictation of the whole recording with ``PracticeFixture/typed``: lines 2 to 5 missed.
    private func missedLines(_ fixture: PracticeFixture) throws -> [DictationLineResult] {
        var session = try fixture.practice().startDictation(of: PracticeFixture.recording, lines: PracticeFixture.lines)
        try session.typeLines()
        return try fixture.practice().missedLines(recordingId: PracticeFixture.recording.id)
    }

    @Test func eachMissedLineBecomesACardWithTheMissedWordsBlanked() async throws {
        let fixture = try await PracticeFixture()
        let missed = try missedLines(fixture)
        #expect(missed.map(\.lineIndex) == [2, 3, 4, 5])
        #expect(try fixture.cards().groupSummaries().isEmpty)

        let outcome = try LineCards(cards: fixture.cards(at: 60))
            .make(from: missed, recording: PracticeFixture.recording, group: "Listening")
        #expect(outcome.alreadyThere == 0)
        #expect(outcome.added.map(\.word) == [
            "She lives in ____ now.",
            // Line 3 had only an extra word: every word of it was right, so it has nothing to recall.
            "I have ____ seen ____ sea.",
            "They ____ bread and ____.",
        ])
        #expect(outcome.added.map(\.translation) == [2, 4, 5].map { PracticeFixture.lines[$0 - 1].text })
        #expect(outcome.added.allSatisfy { $0.transcription.isEmpty })
        #expect(outcome.added.map(\.recordingId) == Array(repeating: "at-the-station", count: 3))
        #expect(outcome.added.map(\.recordingTitle) == Array(repeating: "At the station", count: 3))
        #expect(outcome.added.map(\.lineIndex) == [2, 4, 5])
        #expect(outcome.added.allSatisfy { $0.accountId == fixture.ada.id && $0.id != nil })
        #expect(outcome.added.allSatisfy { $0.state == .new && $0.createdAt == AuthFixture.start.addingTimeInterval(60) })

        let groups = try fixture.cards().groupSummaries()
        #expect(groups.map(\.group.name) == ["Listening"], "the group is made when it does not exist")
        #expect(groups.map(\.cards) == [3])

        let stored = try fixture.cards().cards(inGroup: "listening")
        #expect(stored == outcome.added)
        #expect(stored.map(\.lineIndex) == [2, 4, 5])
        #expect(stored.map(\.recordingId) == Array(repeating: "at-the-station", count: 3))
        #expect(stored.map(\.recordingTitle) == Array(repeating: "At the station", count: 3))
        #expect(stored.map(\.translation) == [
            "She lives in Manchester now.", "I have never seen the sea.",
            "They bought bread and cheese.",
        ])
    }

    @Test func makingTheCardsAgainAddsNothing() async throws {
        let fixture = try await PracticeFixture()
        let missed = try missedLines(fixture)
        let lineCards = LineCards(cards: fixture.cards())
        let first = try lineCards.make(from: missed, recording: PracticeFixture.recording, group: "Listening")
        let second = try lineCards.make(from: missed, recording: PracticeFixture.recording, group: " LISTENING ")
        #expect(first.added.count == 3)
        #expect(second.added.isEmpty)
        #expect(second.alreadyThere == 3)
        #expect(try fixture.cards().cards().count == 3)
        #expect(try fixture.cards().groupSummaries().map(\.group.name) == ["Listening"])

        // A line missed again differently keeps the card it has.
        var again = try fixture.practice(at: 60).startDictation(
            of: PracticeFixture.recording, lines: PracticeFixture.lines, only: [2])
        _ = try again.check("She lives in Manchester then.")
        let newly = try fixture.practice().missedLines(recordingId: PracticeFixture.recording.id)
        let third = try lineCards.make(from: newly, recording: PracticeFixture.recording, group: "Listening")
        #expect(third.added.isEmpty)
        #expect(third.alreadyThere == 3)
        #expect(try fixture.cards().cards(inGroup: "Listening").count == 3)
    }

    @Test func cardsGoIntoAnExistingGroupWhateverTheCaseOfItsName() async throws {
        let fixture = try await PracticeFixture()
        let missed = try missedLines(fixture)
        let station = try fixture.cards().addGroup(named: "Station")
        _ = try fixture.cards().addCard(word: "train", transcription: "", translation: "Zug", group: "Station")

        let outcome = try LineCards(cards: fixture.cards())
            .make(from: [missed[0], missed[2]], recording: PracticeFixture.recording, group: "station")
        #expect(outcome.added.map(\.groupId) == [station.id, station.id])
        let groups = try fixture.cards().groupSummaries()
        #expect(groups.map(\.group.name) == ["Station"])
        #expect(groups.map(\.cards) == [3])
        let stored = try fixture.cards().cards(inGroup: "Station")
        #expect(stored.map(\.word) == ["train", "She lives in ____ now.", "I have ____ seen ____ sea."])
        #expect(stored.map(\.lineIndex) == [nil, 2, 4])
        #expect(stored.map(\.recordingId) == [nil, "at-the-station", "at-the-station"])
    }

    @Test func theGroupNameIsRequired() async throws {
        let fixture = try await PracticeFixture()
        let missed = try missedLines(fixture)
        #expect(throws: CardError.empty(field: "group")) {
            try LineCards(cards: fixture.cards()).make(from: missed, recording: PracticeFixture.recording, group: "  ")
        }
        #expect(try fixture.cards().cards().isEmpty)
    }

    @Test func eachAccountGetsItsOwnGroupAndCards() async throws {
        let fixture = try await PracticeFixture()
        let missed = try missedLines(fixture)
        _ = try LineCards(cards: fixture.cards()).make(from: missed, recording: PracticeFixture.recording, group: "Listening")

        #expect(try fixture.practice(fixture.grace).missedLines(recordingId: PracticeFixture.recording.id).isEmpty)
        var graces = try fixture.practice(fixture.grace).startDictation(
            of: PracticeFixture.recording, lines: PracticeFixture.lines, only: [1])
        _ = try graces.check("The train leaves at ten.")
        let gracesMissed = try fixture.practice(fixture.grace).missedLines(recordingId: PracticeFixture.recording.id)
        let outcome = try LineCards(cards: fixture.cards(fixture.grace))
            .make(from: gracesMissed, recording: PracticeFixture.recording, group: "Listening")
        #expect(outcome.added.map(\.word) == ["The train leaves at ____."])
        #expect(outcome.alreadyThere == 0)
        #expect(try fixture.cards(fixture.grace).cards().map(\.accountId) == [fixture.grace.id])
        #expect(try fixture.cards().cards().count == 3)
        let adasGroup = try fixture.cards().group(named: "Listening")
        let gracesGroup = try fixture.cards(fixture.grace).group(named: "Listening")
        #expect(adasGroup.id != gracesGroup.id)
    }

    @Test func theFrontBlanksWholeWrittenWords() async throws {
        let fixture = try await PracticeFixture()
        let lines = [DictationLine(index: 1, text: "I don't know,\nreally.")]
        var session = try fixture.practice().startDictation(of: PracticeFixture.recording, lines: lines)
        let result = try session.check("I do know really")
        #expect(!result.isPerfect)
        #expect(LineCards.front(of: result) == "I ____ know, really.")
        let outcome = try LineCards(cards: fixture.cards()).make(from: [result], recording: PracticeFixture.recording, group: "L")
        #expect(outcome.added.first?.translation == "I don't know, really.", "the back is the line on one line")
    }
}

/// A card's front keeps at least half of its line, so that it reads as a sentence.
struct LineCardFrontTests {
    @Test(arguments: [
        ("", "Where is the station?", "____ is the ____?"),
        ("where", "Where is the station?", "Where is ____ ____?"),
        ("", "Hi. Can I have a coffee, please?", "Hi. Can I ____ a ____, ____?"),
        ("", "Thanks!", "____!"),
    ])
    func aLineMissedAlmostWholeKeepsHalfItsWords(typed: String, reference: String, front: String) {
        let verdicts = DictationScorer.score(typed: typed, reference: reference).verdicts
        #expect(LineCards.front(verdicts: verdicts, reference: reference) == front)
    }
}
