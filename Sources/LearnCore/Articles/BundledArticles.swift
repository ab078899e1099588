import Articles
import Foundation
import GRDB

/// The articles written for the product (`<content>/articles/*.txt`), read once per process; their
/// figures for the list are kept in the database until their text or the word lists change.
public enum BundledArticles {
    private static let parsed: Result<[ArticleFile], Error> = Result { try files(in: ContentDirectory.locate("articles")) }

    /// Every bundled article's file, by level then title; throws when the folder or a file is unreadable.
    static func allFiles() throws -> [ArticleFile] { try parsed.get() }

    /// Every bundled article's figures by slug: read from the database, and computed (and stored)
    /// for the texts or word lists that changed since they were, or never were.
    static func figures(of files: [ArticleFile], in database: LearnDatabase, accountId: Int64) throws -> [String: ArticleFigures] {
        let lists = ArticleWordLists.identity()
        let keys = Dictionary(files.map { ($0.slug, textKey($0.document, lists: lists)) }, uniquingKeysWith: { a, _ in a })
        var figures: [String: ArticleFigures] = [:]
        try database.read { db in
            for row in try Row.fetchAll(db, sql: "SELECT * FROM bundledArticleFigures WHERE accountId = ?", arguments: [accountId]) {
                let slug: String = row["slug"]
                if keys[slug] == row["textKey"] { figures[slug] = ArticleFigures(row: row) }
            }
        }
        let missing = files.filter { figures[$0.slug] == nil }
        guard !missing.isEmpty else { return figures }
        let wordLists = try ArticleWordLists.bundled()
        try database.write { db in
            for file in missing {
                let measured = ArticleFigures(profile: TextProfile(document: file.document, lists: wordLists))
                figures[file.slug] = measured
                try db.execute(sql: """
                    INSERT OR REPLACE INTO bundledArticleFigures
                    (accountId, slug, textKey, words, level, minutes, countedWords, rankedLemmas, unlistedLemmas)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """, arguments: [accountId, file.slug, keys[file.slug], measured.words, measured.level, measured.minutes,
                                     measured.vocabulary.counted, measured.vocabulary.rankedData, measured.unlistedText])
            }
        }
        return figures
    }

    /// A text's identity with the word lists it was measured with: FNV-1a of its title and blocks.
    static func textKey(_ document: ArticleDocument, lists: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for text in [document.title] + document.blocks.map(\.text) {
            for byte in text.utf8 + [0] {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01B3
            }
        }
        return String(hash, radix: 16) + "/" + lists
    }

    /// The parsed files of `folder`, by level then title.
    public static func files(in folder: URL) throws -> [ArticleFile] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".txt") }.sorted()
        var files: [ArticleFile] = []
        for name in names {
            let url = folder.appendingPathComponent(name)
            let text = try String(contentsOf: url, encoding: .utf8)
            do {
                files.append(try ArticleFile.parse(text, slug: String(name.dropLast(4))))
            } catch var error {
                error.file = url.path
                throw error
            }
        }
        return files.sorted { ($0.level, $0.title) < ($1.level, $1.title) }
    }
}

extension ArticleFile {
    var article: Article {
        Article(key: slug, document: document, statedLevel: level, origin: .bundled(topic: topic, summary: summary), questions: questions)
    }
}
