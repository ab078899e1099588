import Foundation
import Testing
import TestSupport

/// Subscribing through a web page, a feed that cannot be read, levels, marks, chapters from the
/// feed, removing, and the new episodes on the home screen.
@Suite struct PodcastsManageTests {
    @Test func aPageThatLinksItsFeedSubscribesToTheFeed() throws {
        let server = try FaultyHTTPServer()
        defer { server.shutdown() }
        server.serve("/shows/slow/feed.rss", PodcastFeedWriter.route(server, title: "Linked Show"))
        let page = """
            <!DOCTYPE html><html><head><title>Linked Show</title>
            <link rel="stylesheet" href="/style.css">
            <LINK TYPE='application/rss+xml' REL='alternate feed' HREF='slow/feed.rss' title="RSS">
            </head><body><p>Listen!</p></body></html>
            """
        server.serve("/shows/page.html", FaultyHTTPServer.Route(body: Array(page.utf8), contentType: "text/html"))
        let cli = try LearnctlRunner()
        try cli.startSignedUp()
        let added = try cli.succeed(["podcasts", "add", server.url("/shows/page.html"), "--json"])
        let podcast = PodcastFeedWriter.objects(added.stdout).first
        #expect(podcast?["title"] as? String == "Linked Show")
        #expect(podcast?["feed_url"] as? String == server.url("/shows/slow/feed.rss"), "the feed's URL is kept, not the page's")
    }

    @Test func aFeedThatCannotBeReadIsRefusedAndNothingIsStored() throws {
        let server = try FaultyHTTPServer()
        defer { server.shutdown() }
        server.serve("/broken.xml", FaultyHTTPServer.Route(body: Array("<rss><channel><title>x</title>\n<item>".utf8), contentType: "application/rss+xml"))
        let cli = try LearnctlRunner()
        try cli.startSignedUp()
        let result = try cli.run(["podcasts", "add", server.url("/broken.xml")])
        #expect(result.status != 0)
        #expect(result.stderr.contains("The feed at \(server.url("/broken.xml")) is not valid XML: line 2"), "\(result.stderr)")
        #expect(try cli.succeed(["podcasts", "list", "--json"]).stdout.isEmpty)
        let missing = try cli.run(["podcasts", "add", server.url("/nothing.xml")])
        #expect(missing.stderr.contains("404"), "\(missing.stderr)")
    }

    @Test func levelsMarksAndRemoving() throws {
        let server = try FaultyHTTPServer()
        defer { server.shutdown() }
        server.serve("/feed.xml", PodcastFeedWriter.route(server, title: "Marked", count: 3))
        server.serve("/audio.flac", try .file(Fixtures.path("marks.flac")))
        let cli = try LearnctlRunner()
        try cli.startSignedUp()
        _ = try cli.succeed(["podcasts", "add", server.url("/feed.xml")])
        #expect(try cli.succeed(["podcasts", "level", "marked", "b1"]).stdout.contains("\"Marked\" is now B1."))
        let refused = try cli.run(["podcasts", "level", "Marked", "Z9"])
        #expect(refused.status != 0 && refused.stderr.contains("CEFR"), "\(refused.stderr)")
        #expect(PodcastFeedWriter.objects(try cli.succeed(["podcasts", "list", "--json"]).stdout).first?["level"] as? String == "B1")

        _ = try cli.succeed(["podcasts", "mark", "played", "Episode 1"])
        #expect(try cli.succeed(["podcasts", "episodes", "--played"]).stdout.contains("Marked — Episode 1"))
        _ = try cli.succeed(["podcasts", "mark", "unplayed", "Episode 1"])
        #expect(try cli.succeed(["podcasts", "episodes", "--played"]).stdout.contains("No episodes."))
        let unknown = try cli.run(["podcasts", "play", "Episode 9"])
        #expect(unknown.stderr.contains("No episode is called \"Episode 9\""), "\(unknown.stderr)")

        let home = try cli.succeed(["home", "--json"]).stdout
        let newEpisodes = (try JSONSerialization.jsonObject(with: Data(home.utf8)) as? [String: Any])?["new_episodes"] as? [[String: Any]]
        #expect(newEpisodes?.map { $0["title"] as? String } == ["Marked — Episode 3"], "\(home)")
        #expect(try cli.succeed(["home"]).stdout.contains("1 new episode"))

        _ = try cli.succeed(["podcasts", "download", "2"])
        let removed = try cli.succeed(["podcasts", "remove", "Marked"])
        #expect(removed.stdout.contains("Unsubscribed from \"Marked\"."))
        #expect(try cli.succeed(["podcasts", "list", "--json"]).stdout.isEmpty)
        let folder = "\(cli.home.path)/.local/share/learnctl/podcasts"
        let left = (try? FileManager.default.subpathsOfDirectory(atPath: folder)) ?? []
        #expect(!left.contains { $0.hasSuffix(".flac") }, "downloads deleted: \(left)")
    }

    @Test func theFeedsChaptersReplaceTheFilesAndAnHTMLTranscriptIsKeptForLater() throws {
        let server = try FaultyHTTPServer()
        defer { server.shutdown() }
        let chapters = #"{"version":"1.2.0","chapters":[{"startTime":0,"title":"Hello"},{"startTime":12.5,"title":"News"},{"startTime":40,"title":"Hidden","toc":false},{"startTime":61,"title":"Goodbye"}]}"#
        server.serve("/chapters.json", FaultyHTTPServer.Route(body: Array(chapters.utf8), contentType: "application/json+chapters"))
        server.serve("/transcript.html", FaultyHTTPServer.Route(body: Array("<p>Hello and welcome.</p>".utf8), contentType: "text/html"))
        server.serve("/audio.flac", try .file(Fixtures.path("marks.flac")))
        let episode = PodcastFeedWriter.Episode(
            guid: "c-1", title: "With chapters", day: 3, audio: server.url("/audio.flac"),
            extra: #"<podcast:chapters url="\#(server.url("/chapters.json"))" type="application/json+chapters"/><podcast:transcript url="\#(server.url("/transcript.html"))" type="text/html"/>"#)
        server.serve("/feed.xml", FaultyHTTPServer.Route(body: Array(PodcastFeedWriter.rss(title: "Chaptered", episodes: [episode]).utf8),
                                                         contentType: "application/rss+xml"))
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let cli = try LearnctlRunner.talking(to: daemon)
        try cli.startSignedUp()
        _ = try cli.succeed(["podcasts", "add", server.url("/feed.xml")])
        let played = try cli.succeed(["podcasts", "play", "latest"])
        #expect(!played.stdout.contains("transcript lines"), "an HTML transcript gives no lines: \(played.stdout)")
        #expect(try cli.waitForStatus { $0["state"] as? String == "playing" })
        let listed = try cli.succeed(["chapters"]).stdout
        #expect(listed.contains("Hello") && listed.contains("News") && listed.contains("Goodbye") && !listed.contains("Hidden"), "\(listed)")
        _ = try cli.succeed(["chapter", "2"])
        #expect(abs((try cli.status()["position"] as? Double ?? 0) - 12.5) < 0.05)
        let cache = "\(cli.home.path)/.cache/learnctl/podcasts"
        let kept = (try? FileManager.default.contentsOfDirectory(atPath: cache)) ?? []
        #expect(kept.contains { $0.hasSuffix(".html") }, "kept for aligning later: \(kept)")
    }
}

/// Each timed transcript type a feed gives becomes the episode's lines: SubRip sent as
/// `application/srt`, and the Podcasting 2.0 JSON.
@Suite struct PodcastTranscriptTypesTests {
    static let srt = "1\n00:00:02,000 --> 00:00:03,500\nThe first line.\n\n2\n00:00:05,000 --> 00:00:06,000\nThe second line.\n"
    static let json = #"{"version":"1.0.0","segments":[{"speaker":"Ana","startTime":1.0,"endTime":2.5,"body":"Hola a todos."},{"startTime":4.0,"endTime":5.0,"body":"Empezamos."},{"startTime":7.0,"endTime":8.0,"body":"Adiós."}]}"#

    @Test(arguments: [("application/srt", "srt", 2, "The first line."), ("application/json", "json", 3, "Hola a todos.")])
    func aTimedTranscriptOfThisTypeBecomesTheLines(type: String, name: String, lines: Int, first: String) throws {
        let server = try FaultyHTTPServer()
        defer { server.shutdown() }
        server.serve("/audio.flac", try .file(Fixtures.path("marks.flac")))
        server.serve("/t.\(name)", FaultyHTTPServer.Route(body: Array((name == "srt" ? Self.srt : Self.json).utf8), contentType: type))
        let episode = PodcastFeedWriter.Episode(
            guid: "t-1", title: "Typed", day: 4, audio: server.url("/audio.flac"),
            extra: #"<podcast:transcript url="\#(server.url("/t.\(name)"))" type="\#(type)"/>"#)
        server.serve("/feed.xml", FaultyHTTPServer.Route(body: Array(PodcastFeedWriter.rss(title: "Typed Show", episodes: [episode]).utf8),
                                                         contentType: "application/rss+xml"))
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let cli = try LearnctlRunner.talking(to: daemon)
        try cli.startSignedUp()
        _ = try cli.succeed(["podcasts", "add", server.url("/feed.xml")])
        let played = try cli.succeed(["podcasts", "play", "latest"])
        #expect(played.stdout.contains("\(lines) transcript lines"), "\(played.stdout)")
        _ = try cli.succeed(["line", "1"])
        #expect((try cli.status()["line"] as? [String: Any])?["text"] as? String == first)
    }
}
