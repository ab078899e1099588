import Foundation
import Testing
import TestSupport

/// `learnctl podcasts download`: a download cut half-way goes on with Range; a server without
/// Range support starts over; the length is checked; `--keep` deletes played episodes first; a
/// downloaded episode plays from its file, keeping where the learner stopped.
@Suite struct PodcastsDownloadTests {
    private static let audio = Fixtures.path("marks.flac")

    private func subscribed(_ server: FaultyHTTPServer, count: Int = 1, daemon: DaemonProcess? = nil) throws -> LearnctlRunner {
        server.serve("/feed.xml", PodcastFeedWriter.route(server, title: "Offline", count: count))
        let cli = try daemon.map(LearnctlRunner.talking(to:)) ?? LearnctlRunner()
        try cli.startSignedUp()
        _ = try cli.succeed(["podcasts", "add", server.url("/feed.xml")])
        return cli
    }

    private func downloaded(_ cli: LearnctlRunner) throws -> [String] {
        PodcastFeedWriter.objects(try cli.succeed(["podcasts", "episodes", "--json"]).stdout).compactMap { $0["downloaded"] as? String }
    }

    @Test func aDownloadCutHalfWayGoesOnWithRange() throws {
        let server = try FaultyHTTPServer()
        defer { server.shutdown() }
        let bytes = try Data(contentsOf: URL(fileURLWithPath: Self.audio))
        var route = try FaultyHTTPServer.Route.file(Self.audio)
        route.dropAt = Int64(bytes.count / 2)
        server.serve("/audio.flac", route)
        let cli = try subscribed(server)
        let cut = try cli.run(["podcasts", "download", "latest"])
        #expect(cut.status == 1)
        #expect(cut.stderr.contains("was not downloaded"), "\(cut.stderr)")
        #expect(try downloaded(cli).isEmpty)
        let second = try cli.succeed(["podcasts", "download", "latest"])
        #expect(second.stdout.contains("Downloaded \"Offline — Episode 1\""), "\(second.stdout)")
        let ranges = server.received.filter { $0.path == "/audio.flac" }.compactMap(\.range)
        #expect(ranges.contains { $0.hasPrefix("bytes=") && $0 != "bytes=0-" }, "went on from where it stopped: \(ranges)")
        let file = try #require(try downloaded(cli).first)
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == bytes)
        #expect(file.hasPrefix("\(cli.home.path)/.local/share/learnctl/podcasts/"), "\(file)")
    }

    @Test func aServerWithoutRangeSupportStartsOver() throws {
        let server = try FaultyHTTPServer()
        defer { server.shutdown() }
        let bytes = try Data(contentsOf: URL(fileURLWithPath: Self.audio))
        var route = try FaultyHTTPServer.Route.file(Self.audio)
        route.supportsRanges = false
        route.dropAt = Int64(bytes.count / 3)
        server.serve("/audio.flac", route)
        let cli = try subscribed(server)
        #expect(try cli.run(["podcasts", "download", "1"]).status == 1)
        _ = try cli.succeed(["podcasts", "download", "1"])
        let file = try #require(try downloaded(cli).first)
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == bytes)
    }

    @Test func keepDeletesPlayedDownloadsFirst() throws {
        let server = try FaultyHTTPServer()
        defer { server.shutdown() }
        server.serve("/audio.flac", try .file(Self.audio))
        let cli = try subscribed(server, count: 3)
        for number in ["1", "2", "3"] { _ = try cli.succeed(["podcasts", "download", number]) }
        #expect(try downloaded(cli).count == 3)
        _ = try cli.succeed(["podcasts", "mark", "played", "Episode 3"])
        let kept = try cli.succeed(["podcasts", "download", "1", "--keep", "2"])
        #expect(kept.stdout.contains("Deleted the download of \"Offline — Episode 3\""), "played first: \(kept.stdout)")
        let left = PodcastFeedWriter.objects(try cli.succeed(["podcasts", "episodes", "--json"]).stdout)
            .filter { $0["downloaded"] != nil }.compactMap { $0["title"] as? String }
        #expect(Set(left) == ["Episode 1", "Episode 2"])
    }

    @Test func aDownloadedEpisodePlaysFromItsFileWhereItStopped() throws {
        let server = try FaultyHTTPServer()
        defer { server.shutdown() }
        server.serve("/audio.flac", try .file(Self.audio))
        let daemon = try DaemonProcess()
        defer { daemon.close() }
        let cli = try subscribed(server, daemon: daemon)
        _ = try cli.succeed(["podcasts", "play", "latest"])
        #expect(try cli.waitForStatus { $0["state"] as? String == "playing" })
        _ = try cli.succeed(["seek", "30"])
        _ = try cli.succeed(["stop"])
        _ = try cli.succeed(["podcasts", "download", "latest"])
        #expect(try downloaded(cli).count == 1)
        let played = try cli.succeed(["podcasts", "play", "latest"])
        #expect(played.stdout.contains("from 0:30"), "\(played.stdout)")
        let track = try cli.status()["track"] as? [String: Any]
        #expect(track?["source"] as? String == "file", "the entry moved to the download: \(String(describing: track))")
    }
}
