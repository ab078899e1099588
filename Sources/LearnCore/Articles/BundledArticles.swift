import Articles
import Foundation

/// The articles written for the product (`<content>/articles/*.txt`), read and profiled once per
/// process.
public enum BundledArticles {
    /// A bundled article with its text's profile.
    struct Loaded: Sendable {
        let file: ArticleFile
        let profile: TextProfile
    }

    private static let parsed: Result<[ArticleFile], Error> = Result { try files(in: ContentDirectory.locate("articles")) }

    private static let profiled: Result<[Loaded], Error> = Result {
        let lists = try ArticleWordLists.bundled()
        return try parsed.get().map { Loaded(file: $0, profile: TextProfile(document: $0.document, lists: lists)) }
    }

    /// Every bundled article's file, by level then title; throws when the folder or a file is unreadable.
    static func allFiles() throws -> [ArticleFile] { try parsed.get() }

    /// Every bundled article with its profile (the word lists read and every text profiled, once).
    static func all() throws -> [Loaded] { try profiled.get() }

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
