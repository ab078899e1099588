import Foundation
import Testing
import TestSupport

/// `learnctl podcasts` as a learner uses it, against a local HTTP server and a real listend:
/// add → refresh → episodes → play → stop at 1:00 → restart the daemon → play resumes at 1:00 →
/// `line next` lands at the transcript's next cue → `practice dictation` scores a typed line.
@Suite struct PodcastsEndToEndTests {
    /// Second k of marks.flac is a tone of 300 + 20k Hz; the transcript's cues start on whole seconds.
    static let cues = [(58.0, "Before the minute."), (61.0, "Just after the minute."), (64.0, "A little later on."),
                       (70.0, "Ten seconds after the minute.")]

    static var vtt: String {
        "WEBVTT\n\n" + cues.map { start, text in
            "\(ClockText(start)) --> \(ClockText(start + 2.5))\n\(text)\n"
        }.joined(separator: "\n")
    }

    static func ClockText(_ seconds: Double) -> String {
        String(format: "00:%02d:%06.3f", Int(seconds) / 60, seconds.truncatingRemainder(dividingBy: 60))
    }

    static func feed(_ server: FaultyHTTPServer, extraItem: Bool = false) -> String {
        var items = """
            <item>
              <title>Episode One: Trains</title>
              <guid isPermaLink="false">ep-1</guid>
              <pubDate>Mon, 02 Nov 2026 08:00:00 GMT</pubDate>
              <description><![CDATA[<p>About <b>trains</b>.</p>]]></description>
              <enclosure url="/audio/ep1.flac" length="\(try! Data(contentsOf: URL(fileURLWithPath: Fixtures.path("marks.flac"))).count)" type="audio/flac"/>
              <itunes:duration>2:00</itunes:duration>
              <podcast:transcript url="\(server.url("/ep1.txt"))" type="text/plain" language="en"/>
              <podcast:transcript url="\(server.url("/ep1.vtt"))" type="text/vtt" language="en"/>
            </item>
            <item>
              <title>Episode Zero: Welcome</title>
              <guid>ep-0</guid>
              <pubDate>Mon, 26 Oct 2026 08:00:00 GMT</pubDate>
              <enclosure url="\(server.url("/audio/ep1.flac"))" type="audio/flac"/>
            </item>
            """
        if extraItem {
            items = """
                <item>
                  <title>Episode Two: Buses</title>
                  <guid>ep-2</guid>
                  <pubDate>Mon, 09 Nov 2026 08:00:00 GMT</pubDate>
                  <enclosure url="\(server.url("/audio/ep1.flac"))" type="audio/flac"/>
                </item>
                """ + items
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0">
            <channel>
              <title>Slow Station</title>
              <link>\(server.url("/"))</link>
              <language>en</language>
              <description>Everyday English, slowly.</description>
              \(items)
            </channel>
            </rss>
            """
    }

    @Test func addRefreshPlayStopRestartResumeLineAndDictation() throws {
        let server = try FaultyHTTPServer()
        defer { server.shutdown() }
        server.serve("/feed.xml", FaultyHTTPServer.Route(body: Array(Self.feed(server).utf8), contentType: "application/rss+xml"))
        server.serve("/audio/ep1.flac", try .file(Fixtures.path("marks.flac")))
        server.serve("/ep1.vtt", FaultyHTTPServer.Route(body: Array(Self.vtt.utf8), contentType: "text/vtt"))
        server.serve("/ep1.txt", FaultyHTTPServer.Route(body: Array("Plain words.".utf8), contentType: "text/plain"))
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let cli = try LearnctlRunner.talking(to: daemon)
        try cli.startSignedUp()

        let added = try cli.succeed(["podcasts", "add", server.url("/feed.xml")])
        #expect(added.stdout.contains("Subscribed to \"Slow Station\": 2 episodes"), "\(added.stdout)")
        let refreshed = try cli.succeed(["podcasts", "refresh"])
        #expect(refreshed.stdout.contains("1 podcasts refreshed, 0 new episodes"), "\(refreshed.stdout)")

        let episodes = try cli.succeed(["podcasts", "episodes", "--json"]).stdout.split(separator: "\n")
            .compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(episodes.map { $0["title"] as? String } == ["Episode One: Trains", "Episode Zero: Welcome"])
        #expect(episodes.map { $0["state"] as? String } == ["new", "unplayed"], "only the newest is new at subscription")
        #expect(episodes.first?["summary"] as? String == "About trains.")
        #expect(episodes.first?["duration"] as? Double == 120)

        let played = try cli.succeed(["podcasts", "play", "latest"])
        #expect(played.stdout.contains("Playing \"Slow Station — Episode One: Trains\""), "\(played.stdout)")
        #expect(played.stdout.contains("4 transcript lines"), "the timed transcript is chosen over the plain text: \(played.stdout)")
        #expect(try cli.waitForStatus { $0["state"] as? String == "playing" })
        _ = try cli.succeed(["seek", "60"])
        _ = try cli.succeed(["stop"])

        #expect(daemon.stop(signal: SIGTERM) == 0)
        try daemon.start()
        let listed = try cli.succeed(["podcasts", "episodes", "--in-progress", "--json"]).stdout
        #expect(listed.contains("\"position\":60"), "listend's place is read back: \(listed)")

        let resumed = try cli.succeed(["podcasts", "play", "Trains"])
        #expect(resumed.stdout.contains("from 1:00"), "\(resumed.stdout)")
        let status = try cli.status()
        #expect(abs((status["position"] as? Double ?? 0) - 60) < 0.6, "\(status)")
        _ = try cli.succeed(["line", "next"])
        let afterLine = try cli.status()
        #expect(abs((afterLine["position"] as? Double ?? 0) - 61) < 0.05, "the next cue starts at 61 s: \(afterLine)")
        #expect((afterLine["line"] as? [String: Any])?["text"] as? String == "Just after the minute.")

        let dictation = try cli.succeed(["practice", "dictation", "Slow Station — Episode One: Trains", "--json", "--no-play"],
                                        stdin: "before the minute\n")
        let result = dictation.stdout.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
            .first { $0["type"] as? String == "result" }
        #expect(result?["perfect"] as? Bool == true, "\(dictation.stdout)")

        server.serve("/feed.xml", FaultyHTTPServer.Route(body: Array(Self.feed(server, extraItem: true).utf8), contentType: "application/rss+xml"))
        let again = try cli.succeed(["podcasts", "refresh"])
        #expect(again.stdout.contains("Slow Station: 1 new episodes."), "\(again.stdout)")
        let new = try cli.succeed(["podcasts", "episodes", "--new"]).stdout
        #expect(new.contains("Episode Two: Buses") && !new.contains("Trains"), "\(new)")

        // The commands the output suggests work exactly as printed.
        let home = try cli.succeed(["home"]).stdout
        let homeLine = try #require(home.split(separator: "\n").first { $0.contains("learnctl podcasts play ") }, "\(home)")
        let suggested = try #require(homeLine.components(separatedBy: "learnctl podcasts play ").last)
        let offered = try cli.succeed(["podcasts", "play", "Trains"]).stdout
        let next = try #require(offered.split(separator: "\n").first { $0.hasPrefix("Next: ") }, "\(offered)")
        #expect(next.contains("\"Episode Two: Buses\" (learnctl podcasts play \(suggested))."), "\(next)")
        _ = try cli.succeed(["podcasts", "play", suggested])
        #expect(try cli.waitForStatus { ($0["track"] as? [String: Any])?["title"] as? String == "Slow Station — Episode Two: Buses" })
    }
}
