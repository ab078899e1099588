import Foundation
import Testing
import TestSupport

/// OPML in and out: 50 feeds, some dead, imported with the dead ones named; export round-trips.
@Suite struct PodcastsImportExportTests {
    @Test func fiftyFeedsWithSomeDeadImportAndExportRoundTrips() throws {
        let server = try FaultyHTTPServer()
        defer { server.shutdown() }
        var outlines: [String] = []
        for number in 1...45 {
            server.serve("/feeds/\(number).xml", PodcastFeedWriter.route(server, title: "Show \(number)", prefix: "s\(number)"))
            outlines.append(#"<outline type="rss" text="Show \#(number)" xmlUrl="\#(server.url("/feeds/\(number).xml"))"/>"#)
        }
        // Dead: two missing (404), one broken XML, one web page without a feed link, one closed port.
        outlines.append(#"<outline type="rss" text="Missing A" xmlUrl="\#(server.url("/feeds/missing-a.xml"))"/>"#)
        outlines.append(#"<outline type="rss" text="Missing B" xmlUrl="\#(server.url("/feeds/missing-b.xml"))"/>"#)
        server.serve("/feeds/broken.xml", FaultyHTTPServer.Route(body: Array("<rss><channel><item>".utf8), contentType: "application/rss+xml"))
        outlines.append(#"<outline type="rss" text="Broken" xmlUrl="\#(server.url("/feeds/broken.xml"))"/>"#)
        server.serve("/page.html", FaultyHTTPServer.Route(body: Array("<html><head><title>No feed</title></head><body>Hi</body></html>".utf8), contentType: "text/html"))
        outlines.append(#"<outline type="rss" text="A page" xmlUrl="\#(server.url("/page.html"))"/>"#)
        outlines.append(#"<outline type="rss" text="Closed" xmlUrl="http://127.0.0.1:9/feed.xml"/>"#)
        let opml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <opml version="2.0"><head><title>From another player</title></head><body>
            <outline text="Languages">\(outlines.prefix(25).joined(separator: "\n"))</outline>
            \(outlines.dropFirst(25).joined(separator: "\n"))
            </body></opml>
            """
        let cli = try LearnctlRunner()
        try cli.startSignedUp()
        let file = "\(cli.home.path)/subscriptions.opml"
        try opml.write(toFile: file, atomically: true, encoding: .utf8)
        let imported = try cli.run(["podcasts", "import", file])
        #expect(imported.status == 1, "a failed feed makes the exit status 1")
        #expect(imported.stdout.contains("Imported 45 podcasts (0 already there, 5 failed)."), "\(imported.stdout)")
        for name in ["Missing A", "Missing B", "Broken", "A page", "Closed"] {
            #expect(imported.stderr.contains("\(name): not imported:"), "\(name): \(imported.stderr)")
        }
        #expect(imported.stderr.contains("404"), "\(imported.stderr)")
        let listed = PodcastFeedWriter.objects(try cli.succeed(["podcasts", "list", "--json"]).stdout)
        #expect(listed.count == 45)

        let again = try cli.run(["podcasts", "import", file])
        #expect(again.stdout.contains("Imported 0 podcasts (45 already there, 5 failed)."), "\(again.stdout)")

        let exported = "\(cli.home.path)/out.opml"
        _ = try cli.succeed(["podcasts", "export", exported])
        let other = try LearnctlRunner()
        try other.startSignedUp("grace@example.com")
        let roundTrip = try other.succeed(["podcasts", "import", exported])
        #expect(roundTrip.stdout.contains("Imported 45 podcasts (0 already there, 0 failed)."), "\(roundTrip.stdout)")
        let urls = { (runner: LearnctlRunner) throws -> Set<String> in
            Set(PodcastFeedWriter.objects(try runner.succeed(["podcasts", "list", "--json"]).stdout).compactMap { $0["feed_url"] as? String })
        }
        #expect(try urls(other) == urls(cli))
        let printed = try cli.succeed(["podcasts", "export"]).stdout
        #expect(printed.hasPrefix("<?xml") && printed.contains("<opml version=\"2.0\">") && printed.contains("Show 17"))
    }
}
