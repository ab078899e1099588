import Testing
@testable import Feeds

struct URLResolutionTests {
    @Test(arguments: [
        ("ep1.mp3", "https://x.example/feed/rss.xml", "https://x.example/feed/ep1.mp3"),
        ("/a/b.mp3", "https://x.example/feed/rss.xml", "https://x.example/a/b.mp3"),
        ("//cdn.example.net/z.mp3", "https://x.example/f", "https://cdn.example.net/z.mp3"),
        ("../img/c.jpg", "http://x.example/a/b/feed.xml", "http://x.example/a/img/c.jpg"),
        ("my episode.mp3", "http://x.example/f/", "http://x.example/f/my%20episode.mp3"),
        ("?page=2", "http://x.example/f/index.xml", "http://x.example/f/index.xml?page=2"),
        ("  https://o.example/q?a=1&b=2 \n", "http://x.example/", "https://o.example/q?a=1&b=2"),
    ])
    func relativeReferencesAreMadeAbsolute(reference: String, base: String, expected: String) {
        #expect(URLResolution.resolve(reference, against: base) == expected)
    }

    @Test func anEmptyReferenceIsNoURL() {
        #expect(URLResolution.resolve(" \n", against: "https://x.example/") == nil)
    }

    @Test func withoutABaseTheReferenceStaysAsWritten() {
        #expect(URLResolution.resolve(" ep1.mp3 ", against: nil) == "ep1.mp3")
    }
}
