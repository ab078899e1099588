import Articles
import Foundation

/// The word lists the product ships (Content/articles/words), read once for all the tests.
enum ShippedWordLists {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // ArticlesTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // the package
        .appendingPathComponent("Content/articles/words")

    private static let loaded = Result { try EnglishWordLists(folder: folder) }

    static func lists() throws -> EnglishWordLists {
        try loaded.get()
    }
}
