import Articles
import Foundation
import GRDB
import Testing
@testable import LearnCore

/// Ada's and Grace's articles on one database.
typealias ArticleFixture = TwoAccountsFixture<ArticleLibrary>

extension TwoAccountsFixture where Store == ArticleLibrary {
    convenience init() async throws {
        try await self.init { ArticleLibrary(database: $0, account: $1, clock: $2) }
    }

    func known(_ account: Account? = nil, at offset: TimeInterval = 0) -> KnownWords {
        KnownWords(database: auth.database, account: account ?? ada, clock: .fixed(at: AuthFixture.start.addingTimeInterval(offset)))
    }
}

struct ArticleLibraryTests {
    static let story = ArticleDocument(title: "The Hedgehog", blocks: [
        .paragraph("A hedgehog visited our garden last night. The hedgehog ate some cat food."),
        .paragraph("My sister photographed the hedgehog with her phone."),
    ])

    @Test func theBundledArticlesAreListedWithTheirLevelsAndQuestions() async throws {
        let fixture = try await ArticleFixture()
        let library = fixture.history()
        let entries = try library.entries(for: LearnerVocabulary(level: "A1", known: []))
        #expect(entries.count >= 30)
        for level in ["A1", "A2", "B1", "B2", "C1"] {
            #expect(entries.filter { $0.article.statedLevel == level }.count >= 5, "\(level)")
        }
        #expect(entries.allSatisfy { (3...5).contains($0.article.questions.count) })
        #expect(entries.allSatisfy { !$0.isRead && !$0.isOpened })
        // A C1 text has more words new to an A1 learner than an A1 text.
        let a1 = entries.filter { $0.article.statedLevel == "A1" }.map(\.newWordShare).reduce(0, +) / 6
        let c1 = entries.filter { $0.article.statedLevel == "C1" }.map(\.newWordShare).reduce(0, +) / 6
        #expect(c1 > a1 * 2)
    }

    @Test func anAddedArticleIsAnalysedStoredAndListedForItsOwnerOnly() async throws {
        let fixture = try await ArticleFixture()
        let added = try fixture.history().add(Self.story, source: "/tmp/hedgehog.txt", format: "plainText")
        #expect(added.key == "1")
        let learner = LearnerVocabulary(level: "A2", known: [])
        let entry = try #require(try fixture.history().entries(for: learner).first { $0.article.key == "1" })
        // Only hedgehog (×3, rank 12,000 or so) is beyond the 2,000 most frequent lemmas; at A1
        // garden (about 1,260), cat (about 1,150) and photograph (about 1,950) are new too.
        let analysis = try fixture.history().analysis(of: try fixture.history().article("1"), for: learner)
        #expect(analysis.unknownWords.map(\.lemma) == ["hedgehog"])
        #expect(analysis.unknownWords.first?.count == 3)
        #expect(analysis.unknownTokens == 3)
        let a1 = try fixture.history().analysis(of: try fixture.history().article("1"), for: LearnerVocabulary(level: "A1", known: []))
        #expect(a1.unknownWords.map(\.lemma) == ["hedgehog", "garden", "cat", "photograph"])
        #expect(abs(entry.newWordShare - analysis.newWordShare) < 1e-9)
        #expect(entry.words == analysis.profile.wordCount)
        #expect(try fixture.history(fixture.grace).entries(for: learner).contains { $0.article.key == "1" } == false)
        #expect(throws: ArticleError.self) { try fixture.history(fixture.grace).article("1") }
        #expect(throws: ArticleError.alreadyAdded(title: "The Hedgehog", key: "1")) {
            try fixture.history().add(Self.story, source: "/tmp/hedgehog.txt", format: "plainText")
        }
    }

    @Test func knownWordsAndCardsAreNotNew() async throws {
        let fixture = try await ArticleFixture()
        try fixture.history().add(Self.story, source: "/tmp/hedgehog.txt", format: "plainText")
        // Marked known by any form: "hedgehogs" is "hedgehog".
        #expect(try fixture.known().mark(["Hedgehogs"], source: .article) == ["hedgehog"])
        let cards = CardCollection(database: fixture.auth.database, account: fixture.ada, clock: .fixed(at: AuthFixture.start))
        _ = try cards.addGroup(named: "Animals")
        _ = try cards.addCard(word: "to photograph", transcription: "", translation: "fotografiar", group: "Animals")
        let library = fixture.history()
        let learner = try library.vocabulary(level: "A2")
        #expect(learner.known.isSuperset(of: ["hedgehog", "photograph"]))
        let entry = try #require(try library.entries(for: learner).first { $0.article.key == "1" })
        #expect(entry.newWordShare == 0)
        #expect(try library.analysis(of: library.article("The Hedgehog"), for: learner).unknownWords.isEmpty)
        // Grace knows none of it.
        let grace = try fixture.history(fixture.grace).vocabulary(level: "A2")
        #expect(!grace.known.contains("hedgehog"))
        #expect(try fixture.known().unmark(["hedgehog"]) == ["hedgehog"])
        #expect(try fixture.known().counts()[.article] == nil)
    }

    @Test func findingByKeyTitleOrPartOfATitle() async throws {
        let fixture = try await ArticleFixture()
        let library = fixture.history()
        #expect(try library.article("saturday-at-the-market").title == "Saturday at the Market")
        #expect(try library.article("saturday at the market").key == "saturday-at-the-market")
        #expect(try library.article("Snowdon").key == "climbing-snowdon")
        #expect {
            try library.article("Saturday at the Markt")
        } throws: { error in
            guard case ArticleError.unknownArticle(_, let suggestion?) = error else { return false }
            return suggestion.contains("Saturday at the Market")
        }
        #expect(throws: ArticleError.notAdded(title: "Climbing Snowdon")) { try library.remove("climbing-snowdon") }
    }

    @Test func readingToTheEndIsKeptCountsForTheStreakAndCompletesItsLesson() async throws {
        let fixture = try await ArticleFixture()
        let library = fixture.history(at: 3_600)
        try library.keep(position: 4, of: "my-big-family")
        #expect(try library.reading("my-big-family")?.position == 4)
        #expect(try library.finish("my-big-family"))
        #expect(try !library.finish("my-big-family"))
        #expect(try library.reading("my-big-family")?.finishedAt == AuthFixture.start.addingTimeInterval(3_600))
        #expect(try fixture.count("learningDay", of: fixture.ada) == 1)
        let snapshot = try LearningProgress(database: fixture.auth.database, account: fixture.ada, clock: .fixed(at: AuthFixture.start)).snapshot()
        let lesson = try #require(snapshot.path.lessons.first { $0.lesson.kind == .article && $0.lesson.reference == "my-big-family" })
        #expect(lesson.isCompleted)
        #expect(lesson.measure == .article(read: true, quiz: nil))
        let entry = try #require(try library.entries(for: LearnerVocabulary(level: "A1", known: [])).first { $0.article.key == "my-big-family" })
        #expect(entry.isRead)
    }

    @Test func removingAnAddedArticleTakesItsLemmasAndPlace() async throws {
        let fixture = try await ArticleFixture()
        let library = fixture.history()
        try library.add(Self.story, source: "https://example.org/hedgehog", format: "html")
        try library.keep(position: 1, of: "1")
        #expect(try fixture.count("articleReading", of: fixture.ada) == 1)
        #expect(try library.remove("The Hedgehog").key == "1")
        #expect(try fixture.count("article", of: fixture.ada) == 0)
        #expect(try fixture.count("articleReading", of: fixture.ada) == 0)
        #expect(try fixture.auth.database.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM article") } == 0)
    }

    @Test func theBundledArticlesFiguresAreKeptUntilTheirTextChanges() async throws {
        let fixture = try await ArticleFixture()
        let learner = LearnerVocabulary(level: "A1", known: [])
        let first = try fixture.history().entries(for: learner)
        let stored = try fixture.auth.database.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM bundledArticleFigures") }
        #expect(stored == first.count)
        // The stored figures are what the list shows…
        try fixture.auth.database.write { try $0.execute(sql: "UPDATE bundledArticleFigures SET level = 'C2' WHERE slug = 'my-big-family'") }
        #expect(try fixture.history().entries(for: learner).first { $0.article.key == "my-big-family" }?.level == "C2")
        // …until the text (or the word lists) they were measured on is not the one now.
        try fixture.auth.database.write { try $0.execute(sql: "UPDATE bundledArticleFigures SET textKey = 'old' WHERE slug = 'my-big-family'") }
        let again = try fixture.history().entries(for: learner).first { $0.article.key == "my-big-family" }
        #expect(again?.level == first.first { $0.article.key == "my-big-family" }?.level)
        #expect(again?.newWordShare == first.first { $0.article.key == "my-big-family" }?.newWordShare)
    }

    @Test func theHomeSuggestionIsUnreadAtTheLevelWithTheFewestNewWords() async throws {
        let fixture = try await ArticleFixture()
        let library = fixture.history()
        let learner = LearnerVocabulary(level: "B1", known: [])
        let suggested = try #require(try library.suggestion(for: learner))
        #expect(suggested.level == "B1")
        let sameLevel = try library.entries(for: learner).filter { $0.level == "B1" }
        #expect(suggested.newWordShare == sameLevel.map(\.newWordShare).min())
        try library.finish(suggested.article.key)
        #expect(try library.suggestion(for: learner)?.article.key != suggested.article.key)
    }
}
