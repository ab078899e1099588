import Foundation
import Testing
import TestSupport
@testable import FeedFetching

/// `FeedFetcher` against a loopback server: validators, redirects, 410, errors, timeouts, sizes, gzip.
@Suite(.onDedicatedExecutor) struct FeedFetcherTests {
    static let feed = Array("<?xml version=\"1.0\"?><rss version=\"2.0\"><channel><title>Slow English</title></channel></rss>".utf8)

    /// Runs `body` with a fresh server and fetcher, shutting both down afterwards.
    static func withServer(timeout: Duration = .seconds(5), maxBodyBytes: Int = 50_000_000,
                           _ body: (FaultyHTTPServer, FeedFetcher) async throws -> Void) async throws {
        let server = try FaultyHTTPServer()
        let fetcher = FeedFetcher(timeout: timeout, maxBodyBytes: maxBodyBytes)
        var failure: (any Error)?
        do {
            try await body(server, fetcher)
        } catch {
            failure = error
        }
        try await fetcher.shutdown()
        server.shutdown()
        if let failure { throw failure }
    }

    static func fetched(_ outcome: FetchOutcome) throws -> FetchedFeed {
        guard case .fetched(let feed) = outcome else {
            Issue.record("expected a fetched feed, got \(outcome)")
            throw CancellationError()
        }
        return feed
    }

    /// The error `fetch` throws, or nil when it does not.
    static func failure(_ fetcher: FeedFetcher, _ url: String) async -> FetchError? {
        do {
            let outcome = try await fetcher.fetch(url, validators: .none)
            Issue.record("expected an error, got \(outcome)")
            return nil
        } catch {
            return error
        }
    }

    @Test func anETagMakesTheNextFetchConditional() async throws {
        try await Self.withServer { server, fetcher in
            var route = FaultyHTTPServer.Route(body: Self.feed, contentType: "application/rss+xml")
            route.etag = "\"v1\""
            server.serve("/feed.xml", route)
            let first = try Self.fetched(try await fetcher.fetch(server.url("/feed.xml"), validators: .none))
            #expect(first.body == Self.feed)
            #expect(first.etag == "\"v1\"")
            #expect(first.contentType == "application/rss+xml")
            #expect(first.finalURL == server.url("/feed.xml"))
            #expect(first.permanentURL == nil)
            #expect(server.received.first?.ifNoneMatch == nil)
            #expect(server.received.first?.userAgent == "learnctl/1 (+podcasts)")
            #expect(server.received.first?.acceptEncoding == "gzip")

            let second = try await fetcher.fetch(server.url("/feed.xml"), validators: first.validators)
            #expect(second == .notModified(permanentURL: nil))
            #expect(server.received.last?.ifNoneMatch == "\"v1\"")

            route.etag = "\"v2\""
            route.body = Self.feed + Array("<!-- new episode -->".utf8)
            server.serve("/feed.xml", route)
            let third = try Self.fetched(try await fetcher.fetch(server.url("/feed.xml"), validators: first.validators))
            #expect(third.body == route.body)
            #expect(third.etag == "\"v2\"")
        }
    }

    @Test func aLastModifiedDateMakesTheNextFetchConditional() async throws {
        try await Self.withServer { server, fetcher in
            var route = FaultyHTTPServer.Route(body: Self.feed, contentType: "application/rss+xml")
            route.lastModified = "Tue, 03 Jun 2025 10:00:00 GMT"
            server.serve("/feed.xml", route)
            let first = try Self.fetched(try await fetcher.fetch(server.url("/feed.xml"), validators: .none))
            #expect(first.lastModified == route.lastModified)
            #expect(first.etag == nil)

            let second = try await fetcher.fetch(server.url("/feed.xml"), validators: first.validators)
            #expect(second == .notModified(permanentURL: nil))
            #expect(server.received.last?.ifModifiedSince == route.lastModified)
            #expect(server.received.last?.ifNoneMatch == nil)
        }
    }

    @Test func permanentRedirectsGiveThePermanentURL() async throws {
        try await Self.withServer { server, fetcher in
            server.serve("/feed.xml", .init(body: Self.feed))
            server.serve("/old.xml", .redirect(to: server.url("/older.xml"), status: .movedPermanently))
            server.serve("/older.xml", .redirect(to: "/feed.xml", status: .permanentRedirect))
            let feed = try Self.fetched(try await fetcher.fetch(server.url("/old.xml"), validators: .none))
            #expect(feed.body == Self.feed)
            #expect(feed.finalURL == server.url("/feed.xml"))
            #expect(feed.permanentURL == server.url("/feed.xml"))
            #expect(server.received.map(\.path) == ["/old.xml", "/older.xml", "/feed.xml"])
        }
    }

    @Test func aTemporaryRedirectGivesNoPermanentURL() async throws {
        try await Self.withServer { server, fetcher in
            server.serve("/feed.xml", .init(body: Self.feed))
            server.serve("/today.xml", .redirect(to: "/feed.xml", status: .found))
            let feed = try Self.fetched(try await fetcher.fetch(server.url("/today.xml"), validators: .none))
            #expect(feed.finalURL == server.url("/feed.xml"))
            #expect(feed.permanentURL == nil)
        }
    }

    @Test func aTemporaryRedirectAfterAPermanentOneKeepsThePermanentTarget() async throws {
        try await Self.withServer { server, fetcher in
            server.serve("/feed.xml", .init(body: Self.feed))
            server.serve("/old.xml", .redirect(to: "/moved.xml", status: .movedPermanently))
            server.serve("/moved.xml", .redirect(to: "/feed.xml", status: .temporaryRedirect))
            server.serve("/gone.xml", .redirect(to: "/old.xml", status: .found))
            let feed = try Self.fetched(try await fetcher.fetch(server.url("/old.xml"), validators: .none))
            #expect(feed.finalURL == server.url("/feed.xml"))
            #expect(feed.permanentURL == server.url("/moved.xml"))
            // A temporary hop first: the permanent one behind it says nothing about the requested URL.
            let behindTemporary = try Self.fetched(try await fetcher.fetch(server.url("/gone.xml"), validators: .none))
            #expect(behindTemporary.permanentURL == nil)
        }
    }

    @Test func status410IsGoneWithThePermanentURL() async throws {
        try await Self.withServer { server, fetcher in
            var gone = FaultyHTTPServer.Route(body: [])
            gone.status = .gone
            server.serve("/ended.xml", gone)
            server.serve("/renamed.xml", .redirect(to: "/ended.xml", status: .movedPermanently))
            let ended = try await fetcher.fetch(server.url("/ended.xml"), validators: .none)
            #expect(ended == .gone(permanentURL: nil))
            let renamed = try await fetcher.fetch(server.url("/renamed.xml"), validators: .none)
            #expect(renamed == .gone(permanentURL: server.url("/ended.xml")))
        }
    }

    @Test func anErrorStatusNamesTheURLAndTheCode() async throws {
        try await Self.withServer { server, fetcher in
            let url = server.url("/missing.xml")
            let error = await Self.failure(fetcher, url)
            #expect(error == .httpStatus(url: url, code: 404))
            #expect(error?.description.contains(url) == true)
            #expect(error?.description.contains("404") == true)
        }
    }

    @Test func aClosedPortCannotBeConnectedTo() async throws {
        let closed = try SilentTCPServer()
        let url = closed.url("/feed.xml")
        closed.shutdown()
        let fetcher = FeedFetcher(timeout: .seconds(10))
        let started = ContinuousClock.now
        let error = await Self.failure(fetcher, url)
        try await fetcher.shutdown()
        guard case .cannotConnect(let failedURL, _) = error else {
            Issue.record("expected cannotConnect, got \(String(describing: error))")
            return
        }
        #expect(failedURL == url)
        #expect(error?.description.contains(url) == true)
        #expect(error?.description.contains("connection refused") == true, "\(String(describing: error))")
        #expect(ContinuousClock.now - started < .seconds(5), "a refused connection fails at once, not at the timeout")
    }

    @Test func aServerThatNeverAnswersTimesOut() async throws {
        let silent = try SilentTCPServer()
        defer { silent.shutdown() }
        let fetcher = FeedFetcher(timeout: .seconds(1))
        let started = ContinuousClock.now
        let error = await Self.failure(fetcher, silent.url("/feed.xml"))
        try await fetcher.shutdown()
        #expect(error == .timedOut(url: silent.url("/feed.xml"), after: .seconds(1)))
        #expect(ContinuousClock.now - started < .seconds(5))
    }

    @Test func aBodyThatStallsTimesOut() async throws {
        try await Self.withServer(timeout: .seconds(1)) { server, fetcher in
            var route = FaultyHTTPServer.Route(body: Self.feed)
            route.stallAt = 0
            server.serve("/feed.xml", route)
            let error = await Self.failure(fetcher, server.url("/feed.xml"))
            #expect(error == .timedOut(url: server.url("/feed.xml"), after: .seconds(1)))
        }
    }

    @Test func aBodyPastTheLimitIsRefused() async throws {
        try await Self.withServer(maxBodyBytes: 1_000) { server, fetcher in
            server.serve("/big.xml", .init(body: [UInt8](repeating: 65, count: 5_000)))
            server.serve("/small.xml", .init(body: [UInt8](repeating: 65, count: 1_000)))
            #expect(await Self.failure(fetcher, server.url("/big.xml")) == .tooLarge(url: server.url("/big.xml"), limit: 1_000))
            let small = try Self.fetched(try await fetcher.fetch(server.url("/small.xml"), validators: .none))
            #expect(small.body.count == 1_000)
        }
    }

    @Test func aGzipBodyArrivesDecompressed() async throws {
        let compressed = try Self.gzip(Self.feed)
        #expect(compressed != Self.feed)
        try await Self.withServer { server, fetcher in
            var route = FaultyHTTPServer.Route(body: compressed, contentType: "application/rss+xml")
            route.contentEncoding = "gzip"
            server.serve("/feed.xml", route)
            let feed = try Self.fetched(try await fetcher.fetch(server.url("/feed.xml"), validators: .none))
            #expect(feed.body == Self.feed)
        }
    }

    @Test func aGzipBodyThatInflatesPastTheLimitIsRefused() async throws {
        let bomb = try Self.gzip([UInt8](repeating: 0, count: 2_000_000))
        #expect(bomb.count < 100_000)
        try await Self.withServer(maxBodyBytes: 100_000) { server, fetcher in
            var route = FaultyHTTPServer.Route(body: bomb)
            route.contentEncoding = "gzip"
            server.serve("/feed.xml", route)
            #expect(await Self.failure(fetcher, server.url("/feed.xml")) == .tooLarge(url: server.url("/feed.xml"), limit: 100_000))
        }
    }

    @Test func aRedirectLoopIsAnError() async throws {
        try await Self.withServer { server, fetcher in
            server.serve("/a.xml", .redirect(to: "/b.xml", status: .found))
            server.serve("/b.xml", .redirect(to: "/a.xml", status: .movedPermanently))
            #expect(await Self.failure(fetcher, server.url("/a.xml")) == .redirectLoop(url: server.url("/a.xml")))
        }
    }

    @Test func moreThanTenRedirectsAreAnError() async throws {
        try await Self.withServer { server, fetcher in
            server.serve("/feed.xml", .init(body: Self.feed))
            for hop in 0..<11 {
                server.serve("/hop\(hop).xml", .redirect(to: hop == 10 ? "/feed.xml" : "/hop\(hop + 1).xml", status: .found))
            }
            #expect(await Self.failure(fetcher, server.url("/hop0.xml"))
                == .tooManyRedirects(url: server.url("/hop0.xml"), limit: FeedFetcher.redirectLimit))
            // Ten hops are followed.
            let feed = try Self.fetched(try await fetcher.fetch(server.url("/hop1.xml"), validators: .none))
            #expect(feed.body == Self.feed)
        }
    }

    @Test func onlyHTTPURLsAreFetched() async throws {
        let fetcher = FeedFetcher()
        #expect(await Self.failure(fetcher, "ftp://example.org/feed.xml") == .notHTTP(url: "ftp://example.org/feed.xml"))
        #expect(await Self.failure(fetcher, "feed.xml") == .notHTTP(url: "feed.xml"))
        try await fetcher.shutdown()
    }

    /// `bytes` compressed by the gzip program.
    static func gzip(_ bytes: [UInt8]) throws -> [UInt8] {
        let folder = try TemporaryFolder("gz")
        defer { folder.remove() }
        let path = folder.path + "/body"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let run = try Shell.run("gzip", ["-n", path])
        #expect(run.status == 0, "\(run.stderr)")
        return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path + ".gz")))
    }
}
