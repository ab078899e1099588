import Testing
@testable import FeedFetching

/// Where redirects lead, when they stop, and how far a chain stays permanent.
struct RedirectChainTests {
    @Test func aRelativeLocationIsResolvedAgainstTheCurrentURL() throws {
        var chain = RedirectChain(from: "https://example.org/shows/feed.xml", limit: 10)
        try chain.follow(status: 302, location: "new.xml")
        #expect(chain.current == "https://example.org/shows/new.xml")
        try chain.follow(status: 302, location: "/root.xml?x=1")
        #expect(chain.current == "https://example.org/root.xml?x=1")
        try chain.follow(status: 302, location: "//cdn.example.net/a.xml")
        #expect(chain.current == "https://cdn.example.net/a.xml")
        try chain.follow(status: 302, location: "http://plain.example.org/a.xml")
        #expect(chain.current == "http://plain.example.org/a.xml", "a downgrade to http is followed")
    }

    @Test func onlyTheLeadingPermanentHopsCount() throws {
        var chain = RedirectChain(from: "http://a.example/1", limit: 10)
        try chain.follow(status: 301, location: "http://a.example/2")
        try chain.follow(status: 308, location: "http://a.example/3")
        #expect(chain.permanentURL == "http://a.example/3")
        try chain.follow(status: 307, location: "http://a.example/4")
        try chain.follow(status: 301, location: "http://a.example/5")
        #expect(chain.permanentURL == "http://a.example/3")
        #expect(chain.current == "http://a.example/5")

        var temporaryFirst = RedirectChain(from: "http://a.example/1", limit: 10)
        try temporaryFirst.follow(status: 302, location: "http://a.example/2")
        try temporaryFirst.follow(status: 301, location: "http://a.example/3")
        #expect(temporaryFirst.permanentURL == nil)
    }

    @Test func loopsLimitsAndOtherSchemesAreRefused() throws {
        var chain = RedirectChain(from: "http://a.example/1", limit: 2)
        try chain.follow(status: 302, location: "/2")
        #expect(throws: RedirectChain.Refusal.loop) { try chain.follow(status: 302, location: "/1") }
        try chain.follow(status: 302, location: "/3")
        #expect(throws: RedirectChain.Refusal.tooMany) { try chain.follow(status: 302, location: "/4") }
        #expect(throws: RedirectChain.Refusal.unusableLocation) { try chain.follow(status: 302, location: "ftp://a.example/4") }
    }

    @Test func onlyAbsoluteHTTPURLsAreHTTP() {
        #expect(RedirectChain.isHTTP("http://example.org/feed"))
        #expect(RedirectChain.isHTTP("HTTPS://example.org"))
        #expect(!RedirectChain.isHTTP("file:///tmp/feed.xml"))
        #expect(!RedirectChain.isHTTP("example.org/feed"))
        #expect(!RedirectChain.isHTTP("http://"))
    }
}
