import Articles
import Foundation
import GRDB
import Localization

/// One learner's articles: the bundled ones, the transcripts of the recordings they can listen
/// to, and those they added; each measured against the words they know, and where they are in it.
public struct ArticleLibrary: AccountScoped {
    public let scope: AccountScope
    /// The transcripts offered as articles (read from listend by the caller; empty without it).
    public let transcripts: [Article]

    public init(database: LearnDatabase, account: Account, clock: LearnClock, transcripts: [Article] = []) {
        scope = AccountScope(database: database, account: account, clock: clock)
        self.transcripts = transcripts
    }

    // MARK: The learner

    /// The learner's level: their current stage's on the path (the last stage's when it is all
    /// done; A1 without a path).
    public func learnerLevel() throws -> String {
        let snapshot = try LearningProgress(database: database, account: account, clock: clock).snapshot()
        return snapshot.path.currentStage?.stage.level ?? snapshot.path.stages.last?.stage.level ?? "A1"
    }

    /// The learner's level (`level`, else ``learnerLevel()``) and the lemmas they know or are learning.
    public func vocabulary(level: String? = nil) throws -> LearnerVocabulary {
        let known = try database.read { db in try KnownWords.lemmasWithCards(db, accountId: account.id) }
        return LearnerVocabulary(level: try level ?? learnerLevel(), known: known)
    }

    // MARK: Listing and finding

    /// Every article with its figures for `learner`: bundled ones by level and title, then the
    /// transcripts, then the added ones, the newest first.
    public func entries(for learner: LearnerVocabulary) throws -> [ArticleEntry] {
        let readings = try database.read { db in
            Dictionary(try ArticleReading.owned(by: account).fetchAll(db).map { ($0.articleKey, $0) }, uniquingKeysWith: { a, _ in a })
        }
        let finishedQuizzes = try passedQuizzes()
        let knownRanks = VocabularySummary.knownRanks(learner.known, in: try ArticleWordLists.frequency())
        func entry(_ article: Article, figures: ArticleFigures) -> ArticleEntry {
            ArticleEntry(article: article, level: figures.level, words: figures.words, minutes: figures.minutes,
                         newWordShare: figures.newWordShare(level: learner.level, knownRanks: knownRanks, known: learner.known),
                         isRead: isRead(article.key, readings, finishedQuizzes), isOpened: readings[article.key] != nil)
        }
        let files = try BundledArticles.allFiles()
        let bundled = try BundledArticles.figures(of: files, in: database, accountId: account.id)
        var entries = files.compactMap { file in bundled[file.slug].map { entry(file.article, figures: $0) } }
        if !transcripts.isEmpty {
            let lists = try ArticleWordLists.bundled()
            entries += transcripts.map { entry($0, figures: ArticleFigures(profile: TextProfile(document: $0.document, lists: lists))) }
        }
        entries += try addedEntries(readings: readings, quizzes: finishedQuizzes, entry: entry)
        return entries
    }

    /// One article's entry for `learner` (its analysis computed now).
    public func entry(of article: Article, for learner: LearnerVocabulary) throws -> ArticleEntry {
        let analysis = try self.analysis(of: article, for: learner)
        let reading = try self.reading(article.key)
        let passed = try passedQuizzes().contains(article.key)
        return ArticleEntry(article: article, level: analysis.profile.estimatedLevel, words: analysis.profile.wordCount,
                            minutes: analysis.profile.readingMinutes, newWordShare: analysis.newWordShare,
                            isRead: reading?.finishedAt != nil || passed, isOpened: reading != nil)
    }

    /// The article `reference` names: a key (slug, recording ID or number), a title in any case, or
    /// the one title holding it.
    public func article(_ reference: String) throws -> Article {
        let query = reference.trimmingCharacters(in: .whitespaces)
        // A number is an added article's: read it alone.
        if let id = Int64(query), let stored = try database.read({ db in
            try StoredArticle.owned(by: account).filter(StoredArticle.Columns.id == id).fetchOne(db).map { ($0, try feedTitles(db)) }
        }) {
            return stored.0.article(feedTitle: stored.1[stored.0.feedId ?? -1])
        }
        let all = try allArticles()
        let found: Article
        if let byKey = all.first(where: { $0.key.lowercased() == query.lowercased() }) {
            found = byKey
        } else if let byTitle = all.first(where: { $0.title.lowercased() == query.lowercased() }) {
            found = byTitle
        } else {
            let holding = all.filter { $0.title.localizedCaseInsensitiveContains(query) }
            if holding.count > 1 { throw ArticleError.ambiguous(reference, titles: holding.prefix(5).map(\.title)) }
            guard let only = holding.first else {
                throw ArticleError.unknownArticle(reference, suggestion: DidYouMean.sentence(for: query, in: all.map(\.title)))
            }
            found = only
        }
        // The added articles were listed without their text: read the one found whole.
        guard found.isAdded, let id = Int64(found.key) else { return found }
        return try database.read { db in
            guard let stored = try StoredArticle.owned(by: account).filter(StoredArticle.Columns.id == id).fetchOne(db) else {
                throw ArticleError.unknownArticle(reference, suggestion: nil)
            }
            return stored.article(feedTitle: try feedTitles(db)[stored.feedId ?? -1])
        }
    }

    /// The keys of the bundled articles and of the learner's own (for completions).
    public func keys() throws -> [String] {
        try BundledArticles.allFiles().map(\.slug) + addedArticles().map(\.key)
    }

    /// The analysis of `article` for `learner`.
    public func analysis(of article: Article, for learner: LearnerVocabulary) throws -> ArticleAnalysis {
        ArticleAnalysis(profile: TextProfile(document: article.document, lists: try ArticleWordLists.bundled()), learner: learner)
    }

    /// The article to suggest on the home screen: one not read yet at the learner's level (else
    /// the nearest), with the smallest share of words new to them.
    public func suggestion(for learner: LearnerVocabulary) throws -> ArticleEntry? {
        try entries(for: learner).filter { !$0.isRead }.min { a, b in
            let (da, db) = (LevelBands.distance(a.level, learner.level) ?? 9, LevelBands.distance(b.level, learner.level) ?? 9)
            return da != db ? da < db : a.newWordShare != b.newWordShare ? a.newWordShare < b.newWordShare : a.article.key < b.article.key
        }
    }

    // MARK: Adding and removing

    /// Adds `document`, read from `source` in `format`; returns it. An article already added from
    /// the same source with the same title is refused.
    @discardableResult
    public func add(_ document: ArticleDocument, source: String, format: String, feedId: Int64? = nil, feedItemId: String? = nil,
                    publishedAt: Date? = nil) throws -> Article {
        let profile = TextProfile(document: document, lists: try ArticleWordLists.bundled())
        let json = String(decoding: try JSONEncoder().encode(document), as: UTF8.self)
        let figures = ArticleFigures(profile: profile)
        return try database.write { db in
            if feedId == nil, let existing = try StoredArticle.owned(by: account)
                .filter(Column("source") == source && StoredArticle.Columns.title == document.title).fetchOne(db) {
                throw ArticleError.alreadyAdded(title: existing.title, key: String(existing.id ?? 0))
            }
            var stored = StoredArticle(
                id: nil, accountId: account.id, title: document.title, source: source, format: format, document: json,
                words: profile.wordCount, level: profile.estimatedLevel, minutes: profile.readingMinutes,
                countedWords: figures.vocabulary.counted, rankedLemmas: figures.vocabulary.rankedData,
                unlistedLemmas: figures.unlistedText, feedId: feedId,
                feedItemId: feedItemId, publishedAt: publishedAt, addedAt: clock.now())
            try stored.insert(db)
            return stored.article(feedTitle: nil)
        }
    }

    /// Removes an added article and where the learner was in it; bundled ones and transcripts stay.
    @discardableResult
    public func remove(_ reference: String) throws -> Article {
        let article = try article(reference)
        guard article.isAdded, let id = Int64(article.key) else { throw ArticleError.notAdded(title: article.title) }
        try database.write { db in
            _ = try StoredArticle.owned(by: account).filter(StoredArticle.Columns.id == id).deleteAll(db)
            _ = try ArticleReading.owned(by: account).filter(ArticleReading.Columns.articleKey == article.key).deleteAll(db)
        }
        return article
    }

    // MARK: Reading

    /// Where the learner is in the article; nil when never opened.
    public func reading(_ key: String) throws -> ArticleReading? {
        try database.read { db in
            try ArticleReading.owned(by: account).filter(ArticleReading.Columns.articleKey == key).fetchOne(db)
        }
    }

    /// Keeps the block at the top of the screen (first opening dates the reading).
    public func keep(position: Int, of key: String) throws {
        let now = clock.now()
        try database.write { db in
            try db.execute(sql: """
                INSERT INTO articleReading (accountId, articleKey, position, openedAt) VALUES (?, ?, ?, ?)
                ON CONFLICT (accountId, articleKey) DO UPDATE SET position = excluded.position
                """, arguments: [account.id, key, max(0, position), now])
        }
    }

    /// The learner read the article to the end: it counts as a day's learning (once per article;
    /// returns whether this was the first time).
    @discardableResult
    public func finish(_ key: String) throws -> Bool {
        let now = clock.now()
        return try database.write { db in
            let before = try ArticleReading.owned(by: account).filter(ArticleReading.Columns.articleKey == key).fetchOne(db)
            try db.execute(sql: """
                INSERT INTO articleReading (accountId, articleKey, position, openedAt, finishedAt) VALUES (?, ?, 0, ?, ?)
                ON CONFLICT (accountId, articleKey) DO UPDATE SET finishedAt = COALESCE(finishedAt, excluded.finishedAt)
                """, arguments: [account.id, key, now, now])
            try ProgressLedger.recordActivity(db, accountId: account.id, at: now)
            return before?.finishedAt == nil
        }
    }

    // MARK: Helpers

    /// Every article, bundled, transcripts and added.
    func allArticles() throws -> [Article] {
        try BundledArticles.allFiles().map(\.article) + transcripts + addedArticles()
    }

    /// The added articles, the newest first, without their text (blocks), which only reading needs.
    private func addedArticles() throws -> [Article] {
        try database.read { db in try addedArticlesWithoutText(db) }
    }

    private func addedArticlesWithoutText(_ db: Database) throws -> [Article] {
        let feeds = try feedTitles(db)
        return try Row.fetchAll(db, sql: """
            SELECT id, title, source, format, feedId, addedAt FROM article WHERE accountId = ?
            ORDER BY addedAt DESC, publishedAt DESC, id DESC
            """, arguments: [account.id]).map { row in
            let feedId: Int64? = row["feedId"]
            let origin: Article.Origin = feedId != nil
                ? .feed(feedTitle: feedId.flatMap { feeds[$0] } ?? "", link: row["source"]) : .added(source: row["source"], format: row["format"])
            let id: Int64 = row["id"]
            return Article(key: String(id), document: ArticleDocument(title: row["title"], blocks: []), statedLevel: nil,
                           origin: origin, questions: [], addedAt: row["addedAt"])
        }
    }

    private func feedTitles(_ db: Database) throws -> [Int64: String] {
        Dictionary(try Row.fetchAll(db, sql: "SELECT id, title FROM articleFeed WHERE accountId = ?", arguments: [account.id])
            .map { ($0["id"], $0["title"]) }, uniquingKeysWith: { a, _ in a })
    }

    /// The added articles' entries, from their stored figures (no text is read).
    private func addedEntries(readings: [String: ArticleReading], quizzes: Set<String>,
                              entry: (Article, ArticleFigures) -> ArticleEntry) throws -> [ArticleEntry] {
        try database.read { db in
            var figures: [String: ArticleFigures] = [:]
            for row in try Row.fetchAll(db, sql: """
                SELECT id, words, level, minutes, countedWords, rankedLemmas, unlistedLemmas FROM article WHERE accountId = ?
                """, arguments: [account.id]) {
                let id: Int64 = row["id"]
                figures[String(id)] = ArticleFigures(row: row)
            }
            return try addedArticlesWithoutText(db).compactMap { article in figures[article.key].map { entry(article, $0) } }
        }
    }

    private func isRead(_ key: String, _ readings: [String: ArticleReading], _ quizzes: Set<String>) -> Bool {
        readings[key]?.finishedAt != nil || quizzes.contains(key)
    }

    /// The articles whose questions the learner answered 80 % right or better in a finished go (a
    /// transcript's are its recording's quiz, however it was taken).
    private func passedQuizzes() throws -> Set<String> {
        try database.read { db in
            Set(try String.fetchAll(db, sql: """
                SELECT a.recordingId FROM practiceAttempt a JOIN quizAnswer q ON q.attemptId = a.id
                WHERE a.accountId = ? AND a.kind IN ('reading', 'quiz') AND a.finishedAt IS NOT NULL AND a.retryOf IS NULL
                GROUP BY a.id HAVING SUM(q.isCorrect) * 100 >= COUNT(*) * 80
                """, arguments: [account.id]))
        }
    }
}

extension Article {
    /// Whether the learner added it (and so can remove it).
    public var isAdded: Bool {
        switch origin {
        case .added, .feed: true
        case .bundled, .transcript: false
        }
    }
}
