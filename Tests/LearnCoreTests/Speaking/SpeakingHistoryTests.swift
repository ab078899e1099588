import Foundation
import GRDB
import Testing
@testable import LearnCore

/// An attempt at sentence `item` of the travel topic whose words are `words` ("word" right,
/// "-word" missed, "word>heard" wrong, "+word" extra, "?word" unscored).
func travelAttempt(
    item: Int = 1, score: Int = 100, isTheSentence: Bool = true, words: String = "where is the station",
    kind: SpeakingKind = .topic, source: String = "travel"
) -> SpeakingAttempt {
    let spoken = words.split(separator: " ").map { token -> SpokenWord in
        let text = String(token)
        if text.hasPrefix("-") { return SpokenWord(text: String(text.dropFirst()), verdict: .missed) }
        if text.hasPrefix("+") { return SpokenWord(text: String(text.dropFirst()), verdict: .extra) }
        if text.hasPrefix("?") { return SpokenWord(text: String(text.dropFirst()), verdict: .unscored) }
        if let arrow = text.firstIndex(of: ">") {
            return SpokenWord(text: String(text[..<arrow]), verdict: .wrong, heard: String(text[text.index(after: arrow)...]))
        }
        return SpokenWord(text: text, verdict: .right)
    }
    return SpeakingAttempt(
        kind: kind, source: source, sourceTitle: kind == .topic ? "Travel" : "At the Station", item: item,
        reference: spoken.filter { $0.verdict != .extra }.map(\.text).joined(separator: " "), score: score,
        isTheSentence: isTheSentence, wordsPerMinute: 120, longestPause: 0.4, words: spoken)
}

struct SpeakingHistoryTests {
    @Test func anAttemptIsKeptForTheAccountDatedNowAndReadBack() async throws {
        let fixture = try await TwoAccountsFixture(SpeakingHistory.init(database:account:clock:))
        let attempt = SpeakingAttempt(
            kind: .shadow, source: "rec-42", sourceTitle: "At the Station", item: 3, reference: "Where is the station?",
            score: 50, isTheSentence: true, wordsPerMinute: nil, longestPause: 1.25,
            words: [
                SpokenWord(text: "Where", verdict: .right),
                SpokenWord(text: "is", verdict: .missed),
                SpokenWord(text: "the", verdict: .unscored),
                SpokenWord(text: "uh", verdict: .extra),
                SpokenWord(text: "station?", verdict: .wrong, heard: "nation"),
            ],
            recordingPath: "/data/speaking/1.wav")
        let kept = try fixture.history(at: 90).record(attempt)

        #expect(kept.id != nil)
        #expect(kept.accountId == fixture.ada.id)
        #expect(kept.createdAt == AuthFixture.start.addingTimeInterval(90))
        #expect(kept.kind == .shadow && kept.source == "rec-42" && kept.sourceTitle == "At the Station" && kept.item == 3)
        #expect(kept.reference == "Where is the station?" && kept.score == 50 && kept.isTheSentence)
        #expect(kept.wordsPerMinute == nil && kept.longestPause == 1.25 && kept.recordingPath == "/data/speaking/1.wav")
        #expect(kept.words == attempt.words)
        #expect(try fixture.history().attempt(id: kept.id!) == kept)
        #expect(try fixture.history().attempts() == [kept])
    }

    @Test func theWordsAreAJSONArrayOfTextVerdictAndHeard() async throws {
        let fixture = try await TwoAccountsFixture(SpeakingHistory.init(database:account:clock:))
        let kept = try fixture.history().record(travelAttempt(words: "where -is the station>nation +uh ?xylophone"))
        let json = try fixture.auth.database.read { db in
            try String.fetchOne(db, sql: "SELECT words FROM speakingAttempt WHERE id = ?", arguments: [kept.id])
        }
        let decoded = try JSONSerialization.jsonObject(with: Data(try #require(json).utf8)) as? [[String: String]]
        #expect(decoded == [
            ["text": "where", "verdict": "right"],
            ["text": "is", "verdict": "missed"],
            ["text": "the", "verdict": "right"],
            ["text": "station", "verdict": "wrong", "heard": "nation"],
            ["text": "uh", "verdict": "extra"],
            ["text": "xylophone", "verdict": "unscored"],
        ])
        #expect(SpokenWord.Verdict.allCases.map(\.rawValue) == ["right", "wrong", "unclear", "missed", "extra", "unscored"])
        #expect(try fixture.history().attempt(id: kept.id!).words.map(\.verdict)
            == [.right, .missed, .right, .wrong, .extra, .unscored])
    }

    @Test func attemptsAreListedNewestFirstFilteredAndLimited() async throws {
        let fixture = try await TwoAccountsFixture(SpeakingHistory.init(database:account:clock:))
        let first = try fixture.history(at: 0).record(travelAttempt(item: 1))
        let second = try fixture.history(at: 10).record(travelAttempt(item: 2, source: "work"))
        let third = try fixture.history(at: 20).record(travelAttempt(item: 1, kind: .shadow, source: "rec-1"))
        // Two at the same moment: the one added later comes first.
        let fourth = try fixture.history(at: 30).record(travelAttempt(item: 2))
        let fifth = try fixture.history(at: 30).record(travelAttempt(item: 3))

        let history = fixture.history()
        #expect(try history.attempts().map(\.id) == [fifth.id, fourth.id, third.id, second.id, first.id])
        #expect(try history.attempts(kind: .topic).map(\.id) == [fifth.id, fourth.id, second.id, first.id])
        #expect(try history.attempts(kind: .shadow).map(\.id) == [third.id])
        #expect(try history.attempts(source: "work").map(\.id) == [second.id])
        #expect(try history.attempts(kind: .topic, source: "travel").map(\.id) == [fifth.id, fourth.id, first.id])
        #expect(try history.attempts(kind: .shadow, source: "travel").isEmpty)
        #expect(try history.attempts(limit: 2).map(\.id) == [fifth.id, fourth.id])
        #expect(try history.attempts(kind: .topic, source: "travel", limit: 1).map(\.id) == [fifth.id])
        #expect(try history.attempts(limit: 0).isEmpty)
    }

    @Test func mostMissedWordsCountWrongAndMissedWordsOfAttemptsThatWereTheSentence() async throws {
        let fixture = try await TwoAccountsFixture(SpeakingHistory.init(database:account:clock:))
        try fixture.history(at: 0).record(travelAttempt(words: "where -is the station>nation"))
        try fixture.history(at: 10).record(travelAttempt(words: "Where IS the -Station? +uh ?qxz"))
        try fixture.history(at: 20).record(travelAttempt(words: "-where is the station"))
        // Not the sentence at all: none of its words count.
        try fixture.history(at: 30).record(travelAttempt(isTheSentence: false, words: "-where -is -the -station"))
        // Grace's misses are hers.
        try fixture.history(fixture.grace, at: 40).record(travelAttempt(words: "where -is -the station"))

        let missed = try fixture.history().mostMissedWords()
        #expect(missed == [
            MissedWord(word: "station", count: 2, lastSeen: AuthFixture.start.addingTimeInterval(10)),
            MissedWord(word: "where", count: 1, lastSeen: AuthFixture.start.addingTimeInterval(20)),
            MissedWord(word: "is", count: 1, lastSeen: AuthFixture.start),
        ])
        #expect(try fixture.history().mostMissedWords(limit: 2).map(\.word) == ["station", "where"])
        #expect(try fixture.history(fixture.grace).mostMissedWords().map(\.word) == ["is", "the"],
                "ties of the same moment alphabetically")
    }

    @Test func mostMissedWordsAreEmptyWithoutMistakes() async throws {
        let fixture = try await TwoAccountsFixture(SpeakingHistory.init(database:account:clock:))
        #expect(try fixture.history().mostMissedWords().isEmpty)
        try fixture.history().record(travelAttempt(words: "where is the station +well ?qxz"))
        #expect(try fixture.history().mostMissedWords().isEmpty)
    }

    @Test func bestScoresGivePerItemTheBestScoreAndTheAttempts() async throws {
        let fixture = try await TwoAccountsFixture(SpeakingHistory.init(database:account:clock:))
        try fixture.history(at: 0).record(travelAttempt(item: 2, score: 40))
        try fixture.history(at: 10).record(travelAttempt(item: 2, score: 75))
        try fixture.history(at: 20).record(travelAttempt(item: 2, score: 60))
        try fixture.history(at: 30).record(travelAttempt(item: 1, score: 100))
        try fixture.history(at: 40).record(travelAttempt(item: 5, score: 0, isTheSentence: false))
        // Other sources, kinds and accounts do not count.
        try fixture.history(at: 50).record(travelAttempt(item: 1, score: 10, source: "work"))
        try fixture.history(at: 60).record(travelAttempt(item: 3, score: 90, kind: .shadow, source: "travel"))
        try fixture.history(fixture.grace, at: 70).record(travelAttempt(item: 2, score: 100))

        let at = { AuthFixture.start.addingTimeInterval($0) }
        #expect(try fixture.history().bestScores(kind: .topic, source: "travel") == [
            SpeakingItemScore(item: 1, bestScore: 100, attemptCount: 1, lastAttempted: at(30)),
            SpeakingItemScore(item: 2, bestScore: 75, attemptCount: 3, lastAttempted: at(20)),
            SpeakingItemScore(item: 5, bestScore: 0, attemptCount: 1, lastAttempted: at(40)),
        ])
        #expect(try fixture.history().bestScores(kind: .shadow, source: "travel") == [
            SpeakingItemScore(item: 3, bestScore: 90, attemptCount: 1, lastAttempted: at(60)),
        ])
        #expect(try fixture.history().bestScores(kind: .topic, source: "health").isEmpty)
        #expect(try fixture.history(fixture.grace).bestScores(kind: .topic, source: "travel") == [
            SpeakingItemScore(item: 2, bestScore: 100, attemptCount: 1, lastAttempted: at(70)),
        ])
    }

    @Test func forgettingAnAttemptDeletesOnlyIt() async throws {
        let fixture = try await TwoAccountsFixture(SpeakingHistory.init(database:account:clock:))
        let history = fixture.history()
        let first = try history.record(travelAttempt(item: 1, words: "-where is the station"))
        let second = try history.record(travelAttempt(item: 2))

        #expect(try history.forget(id: first.id!) == first)
        #expect(try history.attempts().map(\.id) == [second.id])
        #expect(try history.mostMissedWords().isEmpty)
        #expect(throws: SpeakingHistoryError.unknownAttempt(first.id!)) { try history.attempt(id: first.id!) }
        #expect(throws: SpeakingHistoryError.unknownAttempt(first.id!)) { try history.forget(id: first.id!) }
        #expect(SpeakingHistoryError.unknownAttempt(12).description == "No speaking attempt in your history has the ID 12.")
        #expect(SpeakingHistoryError.unknownAttempt(12).localizedDescription == "No speaking attempt in your history has the ID 12.")
    }

    @Test func forgetAllDeletesOnlyThisAccountsAttemptsAndReturnsThem() async throws {
        let fixture = try await TwoAccountsFixture(SpeakingHistory.init(database:account:clock:))
        let ada = fixture.history()
        let grace = fixture.history(fixture.grace)
        var recorded = travelAttempt(item: 1)
        recorded.recordingPath = "/data/1.wav"
        let first = try fixture.history(at: 0).record(recorded)
        let second = try fixture.history(at: 5).record(travelAttempt(item: 2))
        let kept = try grace.record(travelAttempt(item: 1))

        let forgotten = try ada.forgetAll()
        #expect(forgotten == [second, first])
        #expect(forgotten.compactMap(\.recordingPath) == ["/data/1.wav"])
        #expect(try ada.attempts().isEmpty)
        #expect(try ada.forgetAll().isEmpty)
        #expect(try grace.attempts() == [kept])
    }

    @Test func anotherAccountsAttemptsCannotBeSeenOrForgotten() async throws {
        let fixture = try await TwoAccountsFixture(SpeakingHistory.init(database:account:clock:))
        let ada = fixture.history()
        let attempt = try ada.record(travelAttempt(words: "where -is the station"))
        let grace = fixture.history(fixture.grace)

        #expect(throws: SpeakingHistoryError.unknownAttempt(attempt.id!)) { try grace.attempt(id: attempt.id!) }
        #expect(throws: SpeakingHistoryError.unknownAttempt(attempt.id!)) { try grace.forget(id: attempt.id!) }
        #expect(throws: SpeakingHistoryError.unknownAttempt(999)) { try ada.attempt(id: 999) }
        #expect(try grace.attempts().isEmpty)
        #expect(try grace.attempts(kind: .topic, source: "travel").isEmpty)
        #expect(try grace.mostMissedWords().isEmpty)
        #expect(try grace.bestScores(kind: .topic, source: "travel").isEmpty)
        #expect(try grace.forgetAll().isEmpty)
        #expect(try ada.attempt(id: attempt.id!) == attempt)
    }

    @Test func anAttemptGivenAnotherAccountOrIDIsKeptAsTheHistorysOwn() async throws {
        let fixture = try await TwoAccountsFixture(SpeakingHistory.init(database:account:clock:))
        var attempt = travelAttempt()
        attempt.accountId = fixture.grace.id
        attempt.id = 77
        attempt.createdAt = .distantPast
        let kept = try fixture.history(at: 3).record(attempt)
        #expect(kept.accountId == fixture.ada.id)
        #expect(kept.createdAt == AuthFixture.start.addingTimeInterval(3))
        #expect(try fixture.history(fixture.grace).attempts().isEmpty)
        #expect(try fixture.history().attempts().map(\.id) == [kept.id])
    }

    @Test func deletingTheAccountDeletesItsAttempts() async throws {
        let fixture = try await TwoAccountsFixture(SpeakingHistory.init(database:account:clock:))
        try fixture.history().record(travelAttempt(item: 1))
        try fixture.history().record(travelAttempt(item: 2, kind: .shadow, source: "rec-1"))
        try fixture.history(fixture.grace).record(travelAttempt(item: 1))
        #expect(try fixture.count("speakingAttempt", of: fixture.ada) == 2)

        _ = try await fixture.auth.service(machine: "ada").deleteAccount(password: "ada's password")
        #expect(try fixture.count("speakingAttempt", of: fixture.ada) == 0)
        #expect(try fixture.history(fixture.grace).attempts().count == 1)
    }

    @Test func theSpeakingMigrationFollowsTheTranslationOne() throws {
        let names = Migrations.all.map(\.name)
        let translation = try #require(names.firstIndex(of: "v7-translation"))
        #expect(names.firstIndex(of: "v8-speaking") == translation + 1)
        let fixture = try AuthFixture()
        let columns = try fixture.database.read { db in try db.columns(in: "speakingAttempt").map(\.name) }
        #expect(columns == [
            "id", "accountId", "kind", "source", "sourceTitle", "item", "reference", "score", "isTheSentence",
            "wordsPerMinute", "longestPause", "words", "recordingPath", "createdAt",
        ])
        let indexes = try fixture.database.read { db in try db.indexes(on: "speakingAttempt") }
        #expect(indexes.contains { $0.columns == ["accountId", "createdAt"] })
    }
}
