import Foundation
import Testing
import TestSupport
@testable import FeedFetching

/// `EpisodeDownloader` against a loopback server: lengths, progress, drops resumed with
/// `Range`, servers without ranges, `If-Range`, a part already whole, cancellation.
@Suite(.onDedicatedExecutor) struct EpisodeDownloaderTests {
    static let audio: [UInt8] = (0..<1_000_000).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) }

    /// Runs `body` with a fresh server, downloader and folder, all removed afterwards.
    static func withServer(_ body: (FaultyHTTPServer, EpisodeDownloader, String) async throws -> Void) async throws {
        let server = try FaultyHTTPServer()
        let downloader = EpisodeDownloader(timeout: .seconds(5))
        let folder = try TemporaryFolder("dl")
        var failure: (any Error)?
        do {
            try await body(server, downloader, folder.path)
        } catch {
            failure = error
        }
        try await downloader.shutdown()
        server.shutdown()
        folder.remove()
        if let failure { throw failure }
    }

    /// The error `download` throws, or nil when it does not.
    static func failure(_ downloader: EpisodeDownloader, _ url: String, to path: String) async -> DownloadError? {
        do {
            let result = try await downloader.download(url, to: path)
            Issue.record("expected an error, got \(result)")
            return nil
        } catch {
            return error
        }
    }

    static func contents(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }

    /// Whether the file at `path` holds exactly `bytes` (a Bool, so that a failure does not print a megabyte).
    static func holds(_ path: String, _ bytes: ArraySlice<UInt8>) -> Bool {
        contents(path).map { $0[...] == bytes } ?? false
    }

    static func holds(_ path: String, _ bytes: [UInt8]) -> Bool {
        holds(path, bytes[...])
    }

    static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }

    /// Downloads `url` from a route that drops at byte `drop`; checks that the download throws
    /// `interrupted` and keeps a `.part` holding the first bytes, and returns their count.
    static func interruption(_ downloader: EpisodeDownloader, _ url: String, to path: String, before drop: Int) async -> Int64? {
        let error = await failure(downloader, url, to: path)
        guard case .interrupted(let failedURL, let received, let expected) = error else {
            Issue.record("expected interrupted, got \(String(describing: error))")
            return nil
        }
        #expect(failedURL == url)
        #expect(expected == Int64(audio.count))
        #expect(received > 0 && received <= Int64(drop))
        #expect(holds(path + ".part", audio[..<Int(received)]))
        return received
    }

    @Test func aWholeDownloadIsCheckedAndReportsItsProgress() async throws {
        try await Self.withServer { server, downloader, folder in
            var route = FaultyHTTPServer.Route(body: Self.audio)
            route.bytesPerSecond = 2_000_000
            server.serve("/episode.mp3", route)
            let path = folder + "/episode.mp3"
            let recorder = ProgressRecorder()
            let started = ContinuousClock.now
            let result = try await downloader.download(server.url("/episode.mp3"), to: path, progress: recorder.record)
            let elapsed = ContinuousClock.now - started

            #expect(result == DownloadResult(bytes: Int64(Self.audio.count), resumedFrom: 0))
            #expect(Self.holds(path, Self.audio))
            #expect(!Self.exists(path + ".part"))
            #expect(!Self.exists(path + ".part.json"))
            let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
            #expect(mode == 0o644)

            let reports = recorder.all
            #expect(reports.last == DownloadProgress(received: Int64(Self.audio.count), total: Int64(Self.audio.count)))
            #expect(reports.count >= 3, "a half-second download reports along the way: \(reports)")
            #expect(reports.allSatisfy { $0.total == Int64(Self.audio.count) })
            #expect(zip(reports, reports.dropFirst()).allSatisfy { $0.received <= $1.received })
            // At most ten a second, plus the final report.
            let allowed = Int(Double(elapsed.components.seconds) * 10 + Double(elapsed.components.attoseconds) / 1e17) + 2
            #expect(reports.count <= allowed, "\(reports.count) reports in \(elapsed)")
        }
    }

    @Test func aDroppedDownloadKeepsItsPartAndResumesWithRange() async throws {
        try await Self.withServer { server, downloader, folder in
            let half = Self.audio.count / 2
            var route = FaultyHTTPServer.Route(body: Self.audio)
            route.dropAt = Int64(half)
            route.etag = "\"episode-1\""
            server.serve("/episode.mp3", route)
            let path = folder + "/episode.mp3"
            let url = server.url("/episode.mp3")

            // The bytes before the drop that reached the client (its last buffers may be lost with the connection).
            let kept = try #require(await Self.interruption(downloader, url, to: path, before: half))
            #expect(Self.exists(path + ".part.json"))
            #expect(!Self.exists(path))

            let result = try await downloader.download(url, to: path)
            #expect(result == DownloadResult(bytes: Int64(Self.audio.count), resumedFrom: kept))
            #expect(server.received.last?.range == "bytes=\(kept)-")
            #expect(server.received.last?.ifRange == "\"episode-1\"")
            #expect(Self.holds(path, Self.audio))
            #expect(!Self.exists(path + ".part"))
            #expect(!Self.exists(path + ".part.json"))
        }
    }

    @Test func aServerWithoutRangesRestartsFromTheBeginning() async throws {
        try await Self.withServer { server, downloader, folder in
            let half = Self.audio.count / 2
            var route = FaultyHTTPServer.Route(body: Self.audio)
            route.dropAt = Int64(half)
            route.supportsRanges = false
            server.serve("/episode.mp3", route)
            let path = folder + "/episode.mp3"
            let url = server.url("/episode.mp3")

            let kept = try #require(await Self.interruption(downloader, url, to: path, before: half))

            let result = try await downloader.download(url, to: path)
            #expect(server.received.last?.range == "bytes=\(kept)-")
            #expect(result == DownloadResult(bytes: Int64(Self.audio.count), resumedFrom: 0))
            #expect(Self.holds(path, Self.audio))
        }
    }

    @Test func aPartOfAnotherVersionIsReplaced() async throws {
        try await Self.withServer { server, downloader, folder in
            let path = folder + "/episode.mp3"
            let stale = [UInt8](repeating: 7, count: 1_000)
            try Data(stale).write(to: URL(fileURLWithPath: path + ".part"))
            try Data("{\"etag\":\"\\\"old\\\"\"}".utf8).write(to: URL(fileURLWithPath: path + ".part.json"))
            var route = FaultyHTTPServer.Route(body: Self.audio)
            route.etag = "\"new\""
            server.serve("/episode.mp3", route)

            let result = try await downloader.download(server.url("/episode.mp3"), to: path)
            #expect(server.received.last?.range == "bytes=1000-")
            #expect(server.received.last?.ifRange == "\"old\"")
            #expect(result == DownloadResult(bytes: Int64(Self.audio.count), resumedFrom: 0))
            #expect(Self.holds(path, Self.audio))
        }
    }

    @Test func aPartAlreadyWholeIsFinished() async throws {
        try await Self.withServer { server, downloader, folder in
            let path = folder + "/episode.mp3"
            try Data(Self.audio).write(to: URL(fileURLWithPath: path + ".part"))
            server.serve("/episode.mp3", .init(body: Self.audio))

            let result = try await downloader.download(server.url("/episode.mp3"), to: path)
            #expect(server.received.last?.range == "bytes=\(Self.audio.count)-")
            #expect(result == DownloadResult(bytes: Int64(Self.audio.count), resumedFrom: Int64(Self.audio.count)))
            #expect(Self.holds(path, Self.audio))
            #expect(!Self.exists(path + ".part"))
        }
    }

    @Test func redirectsOfEveryKindAreFollowed() async throws {
        try await Self.withServer { server, downloader, folder in
            server.serve("/episode.mp3", .init(body: Self.audio))
            server.serve("/tracker", .redirect(to: "/cdn", status: .found))
            server.serve("/cdn", .redirect(to: "/edge", status: .temporaryRedirect))
            server.serve("/edge", .redirect(to: server.url("/episode.mp3"), status: .movedPermanently))
            let path = folder + "/episode.mp3"
            let result = try await downloader.download(server.url("/tracker"), to: path)
            #expect(result.bytes == Int64(Self.audio.count))
            #expect(Self.holds(path, Self.audio))
            #expect(server.received.map(\.path) == ["/tracker", "/cdn", "/edge", "/episode.mp3"])
        }
    }

    @Test func anErrorStatusKeepsNothingAndNamesTheCode() async throws {
        try await Self.withServer { server, downloader, folder in
            let url = server.url("/missing.mp3")
            let error = await Self.failure(downloader, url, to: folder + "/missing.mp3")
            #expect(error == .httpStatus(url: url, code: 404))
            #expect(error?.description.contains(url) == true)
            #expect(!Self.exists(folder + "/missing.mp3"))
        }
    }

    @Test func cancellationKeepsThePart() async throws {
        try await Self.withServer { server, downloader, folder in
            var slow = FaultyHTTPServer.Route(body: Self.audio)
            slow.bytesPerSecond = 200_000
            server.serve("/episode.mp3", slow)
            let path = folder + "/episode.mp3"
            let url = server.url("/episode.mp3")
            let recorder = ProgressRecorder()
            let download = Task(executorPreference: DedicatedExecutor.shared) { () async throws(DownloadError) -> DownloadResult in
                try await downloader.download(url, to: path, progress: recorder.record)
            }
            let deadline = ContinuousClock.now + .seconds(10)
            while (recorder.all.last?.received ?? 0) < 50_000, ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(20))
            }
            download.cancel()
            let outcome = await download.result
            #expect(throws: DownloadError.cancelled(url: url)) { try outcome.get() }
            let kept = try #require(Self.contents(path + ".part"))
            #expect(kept.count >= 50_000)
            #expect(Self.holds(path + ".part", Self.audio[..<kept.count]))
            #expect(!Self.exists(path))

            server.serve("/episode.mp3", .init(body: Self.audio))
            let result = try await downloader.download(url, to: path)
            #expect(result == DownloadResult(bytes: Int64(Self.audio.count), resumedFrom: Int64(kept.count)))
            #expect(Self.holds(path, Self.audio))
        }
    }
}
