import Foundation
import Testing
import TestSupport

/// `learnctl podcasts refresh` as a good HTTP citizen: validators sent back, a permanent redirect
/// followed for good, 410 marking the podcast gone, a broken feed named and what was stored kept.
@Suite struct PodcastsRefreshTests {
    private func subscribed(_ server: FaultyHTTPServer, _ route: FaultyHTTPServer.Route, path: String = "/feed.xml") throws -> LearnctlRunner {
        server.serve(path, route)
        let cli = try LearnctlRunner()
        try cli.startSignedUp()
        _ = try cli.succeed(["podcasts", "add", server.url(path)])
        return cli
    }

    @Test func anUnchangedFeedCostsA304() throws {
        let server = try FaultyHTTPServer()
        defer { server.shutdown() }
        var route = PodcastFeedWriter.route(server, title: "Validators")
        route.etag = "\"v1\""
        route.lastModified = "Mon, 02 Nov 2026 08:00:00 GMT"
        let cli = try subscribed(server, route)
        let result = try cli.succeed(["podcasts", "refresh", "--json"])
        #expect(PodcastFeedWriter.objects(result.stdout).first?["result"] as? String == "unchanged", "\(result.stdout)")
        let feedRequests = server.received.filter { $0.path == "/feed.xml" }
        #expect(feedRequests.count == 2)
        #expect(feedRequests.last?.ifNoneMatch == "\"v1\"")
        #expect(feedRequests.last?.ifModifiedSince == "Mon, 02 Nov 2026 08:00:00 GMT")
    }

    @Test func aPermanentRedirectMovesTheFeedAndATemporaryOneDoesNot() throws {
        let server = try FaultyHTTPServer()
        defer { server.shutdown() }
        let cli = try subscribed(server, PodcastFeedWriter.route(server, title: "Moving"), path: "/old.xml")
        server.serve("/temporary.xml", PodcastFeedWriter.route(server, title: "Moving"))
        server.serve("/old.xml", .redirect(to: server.url("/temporary.xml"), status: .temporaryRedirect))
        _ = try cli.succeed(["podcasts", "refresh"])
        #expect(PodcastFeedWriter.objects(try cli.succeed(["podcasts", "list", "--json"]).stdout).first?["feed_url"] as? String
                == server.url("/old.xml"))
        server.serve("/new.xml", PodcastFeedWriter.route(server, title: "Moving", count: 3))
        server.serve("/old.xml", .redirect(to: server.url("/new.xml"), status: .movedPermanently))
        let moved = try cli.succeed(["podcasts", "refresh"])
        #expect(moved.stdout.contains("Moving: 1 new episodes."), "\(moved.stdout)")
        #expect(PodcastFeedWriter.objects(try cli.succeed(["podcasts", "list", "--json"]).stdout).first?["feed_url"] as? String
                == server.url("/new.xml"))
        let before = server.received.filter { $0.path == "/old.xml" }.count
        _ = try cli.succeed(["podcasts", "refresh"])
        #expect(server.received.filter { $0.path == "/old.xml" }.count == before, "the old address is not asked again")
    }

    @Test func goneIsMarkedAndNotFetchedAgain() throws {
        let server = try FaultyHTTPServer()
        defer { server.shutdown() }
        let cli = try subscribed(server, PodcastFeedWriter.route(server, title: "Ending"))
        var gone = FaultyHTTPServer.Route(body: [], contentType: "text/plain")
        gone.status = .gone
        server.serve("/feed.xml", gone)
        let result = try cli.run(["podcasts", "refresh"])
        #expect(result.stderr.contains("Ending: the feed is gone (410)"), "\(result.stderr)")
        let listed = PodcastFeedWriter.objects(try cli.succeed(["podcasts", "list", "--json"]).stdout).first
        #expect(listed?["gone"] as? Bool == true)
        #expect(listed?["episodes"] as? Int == 2, "its episodes stay")
        let asked = server.received.count
        _ = try cli.run(["podcasts", "refresh"])
        #expect(server.received.count == asked)
    }

    @Test func aBrokenFeedIsNamedAndWhatWasStoredStays() throws {
        let server = try FaultyHTTPServer()
        defer { server.shutdown() }
        let cli = try subscribed(server, PodcastFeedWriter.route(server, title: "Fragile", count: 3))
        server.serve("/feed.xml", FaultyHTTPServer.Route(body: Array("<rss><channel><title>Fragile</title><item><title>Cut".utf8),
                                                         contentType: "application/rss+xml"))
        let result = try cli.run(["podcasts", "refresh"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("Fragile: not refreshed: The feed at \(server.url("/feed.xml")) is not valid XML"), "\(result.stderr)")
        let listed = PodcastFeedWriter.objects(try cli.succeed(["podcasts", "list", "--json"]).stdout).first
        #expect(listed?["episodes"] as? Int == 3)
        #expect(listed?["title"] as? String == "Fragile")
        #expect((listed?["last_error"] as? String)?.contains("not valid XML") == true)
        server.serve("/feed.xml", PodcastFeedWriter.route(server, title: "Fragile", count: 3))
        _ = try cli.succeed(["podcasts", "refresh"])
        #expect(PodcastFeedWriter.objects(try cli.succeed(["podcasts", "list", "--json"]).stdout).first?["last_error"] == nil)
    }

    @Test func quietWithNobodySignedInDoesNothing() throws {
        let cli = try LearnctlRunner()
        let result = try cli.run(["podcasts", "refresh", "--quiet"])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty && result.stderr.isEmpty, "\(result.stdout)\(result.stderr)")
    }
}

/// On a terminal, refresh and download draw their progress on one line.
@Suite struct PodcastsProgressTests {
    @Test func refreshAndDownloadDrawProgressOnATerminal() throws {
        let server = try FaultyHTTPServer()
        defer { server.shutdown() }
        var audio = try FaultyHTTPServer.Route.file(Fixtures.path("marks.flac"))
        audio.bytesPerSecond = 1_500_000
        server.serve("/audio.flac", audio)
        server.serve("/a.xml", PodcastFeedWriter.route(server, title: "Show A"))
        server.serve("/b.xml", PodcastFeedWriter.route(server, title: "Show B", prefix: "b"))
        let cli = try LearnctlRunner()
        try cli.startSignedUp()
        _ = try cli.succeed(["podcasts", "add", server.url("/a.xml")])
        _ = try cli.succeed(["podcasts", "add", server.url("/b.xml")])
        let refresh = try PseudoTerminal()
        try refresh.run(try cli.makeProcess(["podcasts", "refresh"]))
        try refresh.waitFor("Refreshing [")
        try refresh.waitFor("100% (2/2)")
        try refresh.waitFor("2 podcasts refreshed, 0 new episodes.")
        let download = try PseudoTerminal()
        try download.run(try cli.makeProcess(["podcasts", "download", "1"]))
        try download.waitFor("Show A — Episode 1 [")
        try download.waitFor("100%")
        try download.waitFor("Downloaded \"Show A — Episode 1\"")
    }
}
